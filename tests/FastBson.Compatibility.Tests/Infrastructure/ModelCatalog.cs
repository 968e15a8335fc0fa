using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Models;
using FastBson.Fixtures;
using Xunit;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>The model corpus, by name, for theories that run the same checks over every model.</summary>
public static class ModelCatalog
{
    public static readonly IReadOnlyList<ModelCase> All = new ModelCase[]
    {
        new ModelCase<Scalars>(ScalarsBsonSerializer.Instance, ScalarsBsonSerializer.TryReadDocument),
        new ModelCase<NullableScalars>(NullableScalarsBsonSerializer.Instance, NullableScalarsBsonSerializer.TryReadDocument),
        new ModelCase<ScalarCollections>(ScalarCollectionsBsonSerializer.Instance, ScalarCollectionsBsonSerializer.TryReadDocument),
        new ModelCase<DocumentCollections>(DocumentCollectionsBsonSerializer.Instance, DocumentCollectionsBsonSerializer.TryReadDocument),
        new ModelCase<Dictionaries>(DictionariesBsonSerializer.Instance, DictionariesBsonSerializer.TryReadDocument),
        new ModelCase<DriverServed>(DriverServedBsonSerializer.Instance, DriverServedBsonSerializer.TryReadDocument),
        new ModelCase<OwnSerialized>(OwnSerializedBsonSerializer.Instance, OwnSerializedBsonSerializer.TryReadDocument),
        new ModelCase<RawHolder>(RawHolderBsonSerializer.Instance, RawHolderBsonSerializer.TryReadDocument),
        new ModelCase<LazyHolder>(LazyHolderBsonSerializer.Instance, LazyHolderBsonSerializer.TryReadDocument),
        new ModelCase<Attributed>(AttributedBsonSerializer.Instance, AttributedBsonSerializer.TryReadDocument),
        new ModelCase<IgnoresExtras>(IgnoresExtrasBsonSerializer.Instance, IgnoresExtrasBsonSerializer.TryReadDocument),
        new ModelCase<LowerCaseId>(LowerCaseIdBsonSerializer.Instance, LowerCaseIdBsonSerializer.TryReadDocument),
        new ModelCase<UnderscoreId>(UnderscoreIdBsonSerializer.Instance, UnderscoreIdBsonSerializer.TryReadDocument),
        new ModelCase<WithoutId>(WithoutIdBsonSerializer.Instance, WithoutIdBsonSerializer.TryReadDocument),
        new ModelCase<NoIdOverBsonId>(NoIdOverBsonIdBsonSerializer.Instance, NoIdOverBsonIdBsonSerializer.TryReadDocument),
        new ModelCase<RenamedId>(RenamedIdBsonSerializer.Instance, RenamedIdBsonSerializer.TryReadDocument),
        new ModelCase<RenamedIdBesideLowerCaseId>(RenamedIdBesideLowerCaseIdBsonSerializer.Instance, RenamedIdBesideLowerCaseIdBsonSerializer.TryReadDocument),
        new ModelCase<Access>(AccessBsonSerializer.Instance, AccessBsonSerializer.TryReadDocument),
        new ModelCase<Conditional>(ConditionalBsonSerializer.Instance, ConditionalBsonSerializer.TryReadDocument),
        new ModelCase<Initialized>(InitializedBsonSerializer.Instance, InitializedBsonSerializer.TryReadDocument),
        new ModelCase<Node>(NodeBsonSerializer.Instance, NodeBsonSerializer.TryReadDocument),
        new ModelCase<Wide>(WideBsonSerializer.Instance, WideBsonSerializer.TryReadDocument),
        new ModelCase<Leaf>(LeafBsonSerializer.Instance, LeafBsonSerializer.TryReadDocument),
        new ModelCase<Constructed>(ConstructedBsonSerializer.Instance, ConstructedBsonSerializer.TryReadDocument),
        new ModelCase<Invoice>(InvoiceBsonSerializer.Instance, InvoiceBsonSerializer.TryReadDocument),
        new ModelCase<Shipment>(ShipmentBsonSerializer.Instance, ShipmentBsonSerializer.TryReadDocument),
        new ModelCase<Reentrant>(ReentrantBsonSerializer.Instance, ReentrantBsonSerializer.TryReadDocument),
        new ModelCase<GuidHolder>(GuidHolderBsonSerializer.Instance, GuidHolderBsonSerializer.TryReadDocument),
        new ModelCase<EnumKinds>(EnumKindsBsonSerializer.Instance, EnumKindsBsonSerializer.TryReadDocument),
        new ModelCase<TimeKinds>(TimeKindsBsonSerializer.Instance, TimeKindsBsonSerializer.TryReadDocument),
        new ModelCase<TimeRepresentations>(TimeRepresentationsBsonSerializer.Instance, TimeRepresentationsBsonSerializer.TryReadDocument),
        new ModelCase<DateTimeKinds>(DateTimeKindsBsonSerializer.Instance, DateTimeKindsBsonSerializer.TryReadDocument),
        new ModelCase<SetsAndCollections>(SetsAndCollectionsBsonSerializer.Instance, SetsAndCollectionsBsonSerializer.TryReadDocument),
        new ModelCase<NestedCollections>(NestedCollectionsBsonSerializer.Instance, NestedCollectionsBsonSerializer.TryReadDocument),
        new ModelCase<ConstructedCollections>(ConstructedCollectionsBsonSerializer.Instance, ConstructedCollectionsBsonSerializer.TryReadDocument),
        new ModelCase<NonGenericCollections>(NonGenericCollectionsBsonSerializer.Instance, NonGenericCollectionsBsonSerializer.TryReadDocument),
        new ModelCase<MultiDimensionalArrays>(MultiDimensionalArraysBsonSerializer.Instance, MultiDimensionalArraysBsonSerializer.TryReadDocument),
        new ModelCase<Tuples>(TuplesBsonSerializer.Instance, TuplesBsonSerializer.TryReadDocument),
        new ModelCase<KeyValuePairs>(KeyValuePairsBsonSerializer.Instance, KeyValuePairsBsonSerializer.TryReadDocument),
        new ModelCase<KeyedDictionaries>(KeyedDictionariesBsonSerializer.Instance, KeyedDictionariesBsonSerializer.TryReadDocument),
        new ModelCase<SmallNumbers>(SmallNumbersBsonSerializer.Instance, SmallNumbersBsonSerializer.TryReadDocument),
        new ModelCase<Guids>(GuidsBsonSerializer.Instance, GuidsBsonSerializer.TryReadDocument),
        new ModelCase<BsonValues>(BsonValuesBsonSerializer.Instance, BsonValuesBsonSerializer.TryReadDocument),
        new ModelCase<Expandos>(ExpandosBsonSerializer.Instance, ExpandosBsonSerializer.TryReadDocument),
        new ModelCase<Links>(LinksBsonSerializer.Instance, LinksBsonSerializer.TryReadDocument),
        new ModelCase<HostInfo>(HostInfoBsonSerializer.Instance, HostInfoBsonSerializer.TryReadDocument),
        new ModelCase<Represented>(RepresentedBsonSerializer.Instance, RepresentedBsonSerializer.TryReadDocument),
        new ModelCase<RepresentedItems>(RepresentedItemsBsonSerializer.Instance, RepresentedItemsBsonSerializer.TryReadDocument),
        new ModelCase<RepresentedFlags>(RepresentedFlagsBsonSerializer.Instance, RepresentedFlagsBsonSerializer.TryReadDocument),
        new ModelCase<ExtraDocument>(ExtraDocumentBsonSerializer.Instance, ExtraDocumentBsonSerializer.TryReadDocument),
        new ModelCase<ExtraDictionary>(ExtraDictionaryBsonSerializer.Instance, ExtraDictionaryBsonSerializer.TryReadDocument),
        new ModelCase<ExtraInitialized>(ExtraInitializedBsonSerializer.Instance, ExtraInitializedBsonSerializer.TryReadDocument),
        new ModelCase<ExtraDerived>(ExtraDerivedBsonSerializer.Instance, ExtraDerivedBsonSerializer.TryReadDocument),
        new ModelCase<PositionalRecord>(PositionalRecordBsonSerializer.Instance, PositionalRecordBsonSerializer.TryReadDocument),
        new ModelCase<RecordWithBody>(RecordWithBodyBsonSerializer.Instance, RecordWithBodyBsonSerializer.TryReadDocument),
        new ModelCase<ParameterizedClass>(ParameterizedClassBsonSerializer.Instance, ParameterizedClassBsonSerializer.TryReadDocument),
        new ModelCase<DerivedRecord>(DerivedRecordBsonSerializer.Instance, DerivedRecordBsonSerializer.TryReadDocument),
        new ModelCase<ImmutableOrder>(ImmutableOrderBsonSerializer.Instance, ImmutableOrderBsonSerializer.TryReadDocument),
        new ModelCase<GetOnlyRecord>(GetOnlyRecordBsonSerializer.Instance, GetOnlyRecordBsonSerializer.TryReadDocument),
        new ModelCase<AttributedConstructor>(AttributedConstructorBsonSerializer.Instance, AttributedConstructorBsonSerializer.TryReadDocument),
        new ModelCase<TwoConstructors>(TwoConstructorsBsonSerializer.Instance, TwoConstructorsBsonSerializer.TryReadDocument),
        new ModelCase<FactoryMade>(FactoryMadeBsonSerializer.Instance, FactoryMadeBsonSerializer.TryReadDocument),
        new ModelCase<ImmutableWithExtras>(ImmutableWithExtrasBsonSerializer.Instance, ImmutableWithExtrasBsonSerializer.TryReadDocument),
        new ModelCase<ConstructedWithExtras>(ConstructedWithExtrasBsonSerializer.Instance, ConstructedWithExtrasBsonSerializer.TryReadDocument),
        new ModelCase<Drawing>(DrawingBsonSerializer.Instance, DrawingBsonSerializer.TryReadDocument),
        new ModelCase<Shape>(ShapeBsonSerializer.Instance, ShapeBsonSerializer.TryReadDocument),
        new ModelCase<Polygon>(PolygonBsonSerializer.Instance, PolygonBsonSerializer.TryReadDocument),
        new ModelCase<Square>(SquareBsonSerializer.Instance, SquareBsonSerializer.TryReadDocument),
        new ModelCase<Animal>(AnimalBsonSerializer.Instance, AnimalBsonSerializer.TryReadDocument),
        new ModelCase<Bird>(BirdBsonSerializer.Instance, BirdBsonSerializer.TryReadDocument),
        new ModelCase<Labelled>(LabelledBsonSerializer.Instance, LabelledBsonSerializer.TryReadDocument),
        new ModelCase<Garage>(GarageBsonSerializer.Instance, GarageBsonSerializer.TryReadDocument),
        new ModelCase<Vehicle>(VehicleBsonSerializer.Instance, VehicleBsonSerializer.TryReadDocument),
        new ModelCase<Truck>(TruckBsonSerializer.Instance, TruckBsonSerializer.TryReadDocument),
#if MONGODB_BSON_VALUE_TUPLES
        new ModelCase<ValueTuples>(ValueTuplesBsonSerializer.Instance, ValueTuplesBsonSerializer.TryReadDocument),
#endif
#if MONGODB_BSON_MEMORY
        new ModelCase<Vectors>(VectorsBsonSerializer.Instance, VectorsBsonSerializer.TryReadDocument),
#endif
#if MONGODB_BSON_REGEX
        new ModelCase<Patterns>(PatternsBsonSerializer.Instance, PatternsBsonSerializer.TryReadDocument),
#endif
#if MONGODB_BSON_HALF
        new ModelCase<Activations>(ActivationsBsonSerializer.Instance, ActivationsBsonSerializer.TryReadDocument),
#endif
#if MONGODB_BSON_IMMUTABLE
        new ModelCase<ImmutableCollections>(ImmutableCollectionsBsonSerializer.Instance, ImmutableCollectionsBsonSerializer.TryReadDocument),
#endif
#if MONGODB_BSON_STRUCTS
        new ModelCase<MutablePoint>(MutablePointBsonSerializer.Instance, MutablePointBsonSerializer.TryReadDocument),
        new ModelCase<Charge>(ChargeBsonSerializer.Instance, ChargeBsonSerializer.TryReadDocument),
        new ModelCase<Reading>(ReadingBsonSerializer.Instance, ReadingBsonSerializer.TryReadDocument),
        new ModelCase<Sample>(SampleBsonSerializer.Instance, SampleBsonSerializer.TryReadDocument),
        new ModelCase<Tally>(TallyBsonSerializer.Instance, TallyBsonSerializer.TryReadDocument),
#endif
#if MONGODB_BSON_STRUCT_CREATORS
        new ModelCase<Impedances>(ImpedancesBsonSerializer.Instance, ImpedancesBsonSerializer.TryReadDocument),
#endif
        new ModelCase<Envelope<int>>(EnvelopeBsonSerializer<int>.Instance, EnvelopeBsonSerializer<int>.TryReadDocument),
        new ModelCase<Envelope<Pin>>(EnvelopeBsonSerializer<Pin>.Instance, EnvelopeBsonSerializer<Pin>.TryReadDocument),
        new ModelCase<Catalog<string>.Entry>(Catalog_EntryBsonSerializer<string>.Instance, Catalog_EntryBsonSerializer<string>.TryReadDocument),
        new ModelCase<Catalog<long>.Entry>(Catalog_EntryBsonSerializer<long>.Instance, Catalog_EntryBsonSerializer<long>.TryReadDocument),
        new ModelCase<Pair<Pin>>(PairBsonSerializer<Pin>.Instance, PairBsonSerializer<Pin>.TryReadDocument),
        new ModelCase<Pair<double>>(PairBsonSerializer<double>.Instance, PairBsonSerializer<double>.TryReadDocument),
        new ModelCase<Sealed<string>>(SealedBsonSerializer<string>.Instance, SealedBsonSerializer<string>.TryReadDocument),

        // The benchmark workloads whose members are not the plain Markets' (their seeded documents: WorkloadTests).
        new ModelCase<RichMarket>(RichMarketBsonSerializer.Instance, RichMarketBsonSerializer.TryReadDocument),
        new ModelCase<AllBsonTypes>(AllBsonTypesBsonSerializer.Instance, AllBsonTypesBsonSerializer.TryReadDocument),
        new ModelCase<Payment>(PaymentBsonSerializer.Instance, PaymentBsonSerializer.TryReadDocument),
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
