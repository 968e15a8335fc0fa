using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Models;
using Xunit;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>The model corpus, by name, for theories that run the same checks over every model.</summary>
public static class ModelCatalog
{
    public static readonly IReadOnlyList<ModelCase> All = new ModelCase[]
    {
        new ModelCase<Scalars>(ScalarsBsonSerializer.Instance, ScalarsBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<NullableScalars>(NullableScalarsBsonSerializer.Instance, NullableScalarsBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<ScalarCollections>(ScalarCollectionsBsonSerializer.Instance, ScalarCollectionsBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<DocumentCollections>(DocumentCollectionsBsonSerializer.Instance, DocumentCollectionsBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Dictionaries>(DictionariesBsonSerializer.Instance, DictionariesBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<DriverServed>(DriverServedBsonSerializer.Instance, DriverServedBsonSerializer.TryReadDocument, allMembersOwned: false),
        new ModelCase<Attributed>(AttributedBsonSerializer.Instance, AttributedBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<IgnoresExtras>(IgnoresExtrasBsonSerializer.Instance, IgnoresExtrasBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<LowerCaseId>(LowerCaseIdBsonSerializer.Instance, LowerCaseIdBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<UnderscoreId>(UnderscoreIdBsonSerializer.Instance, UnderscoreIdBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<WithoutId>(WithoutIdBsonSerializer.Instance, WithoutIdBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Access>(AccessBsonSerializer.Instance, AccessBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Conditional>(ConditionalBsonSerializer.Instance, ConditionalBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Initialized>(InitializedBsonSerializer.Instance, InitializedBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Node>(NodeBsonSerializer.Instance, NodeBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Wide>(WideBsonSerializer.Instance, WideBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Leaf>(LeafBsonSerializer.Instance, LeafBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Constructed>(ConstructedBsonSerializer.Instance, ConstructedBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Invoice>(InvoiceBsonSerializer.Instance, InvoiceBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Shipment>(ShipmentBsonSerializer.Instance, ShipmentBsonSerializer.TryReadDocument, allMembersOwned: true),
        new ModelCase<Reentrant>(ReentrantBsonSerializer.Instance, ReentrantBsonSerializer.TryReadDocument, allMembersOwned: false),
        new ModelCase<GuidHolder>(GuidHolderBsonSerializer.Instance, GuidHolderBsonSerializer.TryReadDocument, allMembersOwned: false),
    };

    public static TheoryData<string> Names()
    {
        var data = new TheoryData<string>();
        foreach (var model in All)
        {
            data.Add(model.Name);
        }

        return data;
    }

    public static ModelCase Get(string name) => All.Single(m => m.Name == name);
}
