using System.Runtime.CompilerServices;

namespace FastBson.Drift.Tests;

/// <summary>
/// The driver configuration of this process, made before anything builds a class map, the way an application
/// configures the driver at start-up: each kind of difference registers its convention (filtered to its one model)
/// or its class map here.
/// </summary>
internal static class StartUp
{
    [ModuleInitializer]
    internal static void ConfigureDriver()
    {
        ElementNameDrift.Configure();
        MemberOrderDrift.Configure();
        IdDrift.Configure();
        IgnoreDrift.Configure();
        DefaultValueDrift.Configure();
        RequiredDrift.Configure();
        RepresentationDrift.Configure();
        EnumDrift.Configure();
        AttributeRepresentationDrift.Configure();
        NumberRepresentationDrift.Configure();
        DateTimeDrift.Configure();
        DictionaryDrift.Configure();
        CollectionDrift.Configure();
        ExtraElementsDrift.Configure();
        MappedMemberDrift.Configure();
        DecimalDrift.Configure();
        TimeDrift.Configure();
        SmallNumberDrift.Configure();
#if MONGODB_BSON_MEMORY
        MemoryDrift.Configure();
#endif
#if MONGODB_BSON_HALF
        HalfDrift.Configure();
#endif
#if MONGODB_BSON_REGEX
        RegexDrift.Configure();
#endif
#if MONGODB_BSON_STRUCT_CREATORS
        ComplexDrift.Configure();
#endif
        DiscriminatorDrift.Configure();
        AbstractBaseDrift.Configure();
        GenericDrift.Configure();
        CreatorMapDrift.Configure();
        NestedSerializerDrift.Configure();
        SubclassDrift.ConfigureBeforeRegistration();
        DiscriminatorElementDrift.Configure();
#if !MONGODB_BSON_3
        CustomSerializerDrift.Configure();
#endif
        ShouldSerializeDrift.Configure();
        CreatorDrift.Configure();
        BsonValueDrift.Configure();
        GuidDrift.Configure();
        InterfaceDrift.Configure();
    }
}
