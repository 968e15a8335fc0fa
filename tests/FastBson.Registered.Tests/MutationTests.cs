using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Registered.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// Documents the driver did not write: elements reordered, duplicated, missing or unknown, discriminators, and
/// values of other BSON types in every place. The registered process must read the driver's object, or throw the
/// driver's exception with the driver's message, where the oracle does.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class MutationTests
{
    // Each model gets every third odd value in every place, a different third for neighbouring models: the
    // compatibility tests put every value everywhere already, this is about the registered set-up.
    private const int ValueStride = 3;

    // The tree readers read every seventh variation.
    private const int TreeReaderStride = 7;

    private readonly DriverOracle _oracle;

    public MutationTests(RegisteredFixture fixture) => _oracle = fixture.Oracle;

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Reordered_duplicated_missing_and_unknown_elements(string model)
    {
        var variations = Sources(model, seed: 71, count: 2).SelectMany(DocumentMutations.Structural);
        Compare(model, variations, treeReaderStride: 1);
    }

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Values_of_other_bson_types_in_every_place(string model)
    {
        var offset = ModelTypes.All.ToList().IndexOf(ModelTypes.Find(model));
        var variations = Sources(model, seed: 72, count: 1).SelectMany(document => DocumentMutations.Values(document, ValueStride, offset));
        Compare(model, variations, TreeReaderStride);
    }

    /// <summary>Seeded documents as the driver alone writes them, as trees to vary.</summary>
    private IEnumerable<BsonDocument> Sources(string model, int seed, int count) =>
        _oracle.Write(Scenario.Document, model, seed, count, idFirst: false).Select(bson => BsonSerializer.Deserialize<BsonDocument>(bson));

    private void Compare(string model, IEnumerable<(string Label, BsonDocument Document)> variations, int treeReaderStride) =>
        DriverAloneReads.AssertSame(_oracle, model, variations.Select(variation => (variation.Label, RawBsonWriter.ToBytes(variation.Document))).ToList(), treeReaderStride);
}
