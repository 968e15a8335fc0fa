using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Generator.Tests.MappingFuzz;

/// <summary>
/// What an application configures at run time, which the generator cannot see: the driver's own conventions (camelCase
/// names, enums as strings, ignore extra elements or null or default values, other id and member finders, id generators), conventions of
/// its own made with the driver's delegate conventions (other representations, element names, required members, default
/// values, ShouldSerialize predicates, discriminators, unmapped members), other discriminator conventions, class maps
/// and serializers the application registers (for an enum or the nested class) and discriminators it adds. One or two
/// are drawn for a <see cref="RandomMapping"/>, registered for its assembly only, once loaded and before any class map of it is built.
/// The set holds conventions that change nothing too (an empty pack, a representation the member has already), whose
/// classes the drift check must let through.
/// </summary>
internal static class RandomConventions
{
    /// <summary>The name of the driver's CamelCaseElementNameConvention among them, which a mapping may declare to the generator.</summary>
    public const string CamelCase = "camelCase";

    /// <summary>A convention: its name in the test's output, and what it does once the mapping's types are loaded.</summary>
    internal sealed record Convention(string Name, Action<string, Assembly> Apply);

    private static readonly Convention[] All =
    {
        Pack("none"),
        Pack(CamelCase, new CamelCaseElementNameConvention()),
        Pack("ignore extra elements", new IgnoreExtraElementsConvention(true)),
        Pack("ignore extra elements false", new IgnoreExtraElementsConvention(false)),
        Pack("ignore if null", new IgnoreIfNullConvention(true)),
        Pack("ignore if default", new IgnoreIfDefaultConvention(true)),
        Pack("enums as strings", new EnumRepresentationConvention(BsonType.String)),
        Pack("enums as Int64", new EnumRepresentationConvention(BsonType.Int64)),
        Pack("enums as Int32", new EnumRepresentationConvention(BsonType.Int32)),
        Pack("id named M1 or Key", new NamedIdMemberConvention("M1", "Key")),
        Pack("no id", new NoIdMemberConvention()),
        Pack("non-public properties", new ReadWriteMemberFinderConvention(MemberTypes.Property, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic)),
        Pack("fields only", new ReadWriteMemberFinderConvention(MemberTypes.Field)),
        Pack("string ids made as ObjectIds", new StringObjectIdIdGeneratorConvention()),
        Member("Guid ids made by CombGuidGenerator", m => { if (m.MemberType == typeof(Guid)) m.SetIdGenerator(MongoDB.Bson.Serialization.IdGenerators.CombGuidGenerator.Instance); }),
        Member("upper-case names", m => m.SetElementName(m.ElementName.ToUpperInvariant())),
        Member("M1 named _id", m => { if (m.MemberName == "M1") m.SetElementName("_id"); }),
        Member("every member required", m => m.SetIsRequired(true)),
        Member("ints default 7", m => { if (m.MemberType == typeof(int)) m.SetDefaultValue(7); }),
        Member("ints default 7, ignored", m => { if (m.MemberType == typeof(int)) m.SetDefaultValue(7).SetIgnoreIfDefault(true); }),
        Member("M0 serialized when", m => { if (m.MemberName == "M0") m.SetShouldSerializeMethod(_ => true); }),
        Member("M0 ignored if null", m => { if (m.MemberName == "M0") m.SetIgnoreIfNull(true); }),
        Member("representation: String", m => Represent(m, BsonType.String)),
        Member("representation: Int64", m => Represent(m, BsonType.Int64)),
        Member("representation: Double", m => Represent(m, BsonType.Double)),
        Member("representation: Decimal128", m => Represent(m, BsonType.Decimal128)),
        Member("representation: as it is", m => { if (m.GetSerializer() is IRepresentationConfigurable r) m.SetSerializer(r.WithRepresentation(r.Representation)); }),
        Member("dictionaries as arrays of documents", m => Dictionaries(m, DictionaryRepresentation.ArrayOfDocuments)),
        Member("dictionaries as documents", m => Dictionaries(m, DictionaryRepresentation.Document)),
        Member("items as strings", m => Items(m, BsonType.String)),
        Member("local DateTimes", LocalDateTimes),
        Member("date-only DateTimes", m => { if (m.MemberType == typeof(DateTime)) m.SetSerializer(DateTimeSerializer.DateOnlyInstance); }),
        Member("standard Guids", m => { if (m.MemberType == typeof(Guid)) m.SetSerializer(new GuidSerializer(GuidRepresentation.Standard)); }),
        Member("string Guids", m => { if (m.MemberType == typeof(Guid)) m.SetSerializer(new GuidSerializer(BsonType.String)); }),
        Member("strings as ObjectIds", m => { if (m.MemberType == typeof(string)) m.SetSerializer(new StringSerializer(BsonType.ObjectId)); }),
        Member("order reversed", m => m.SetOrder(100 - m.MemberName.Length)),
        Member("a serializer of its own for ints", m => { if (m.MemberType == typeof(int)) m.SetSerializer(new Int32Serializer()); }),
        Class("discriminator 'conv'", c => c.SetDiscriminator("conv")),
        Class("discriminator required", c => c.SetDiscriminatorIsRequired(true)),
        Class("ignore extra elements, inherited", c => { c.SetIgnoreExtraElements(true); c.SetIgnoreExtraElementsIsInherited(true); }),
        Class("root class", c => c.SetIsRootClass(true)),
        PostProcessing("last member unmapped", c =>
        {
            if (c.DeclaredMemberMaps.LastOrDefault(m => m != c.IdMemberMap) is { } last)
            {
                c.UnmapMember(last.MemberInfo);
            }
        }),
        PostProcessing("M0 renamed m0 after mapping", c =>
        {
            if (c.DeclaredMemberMaps.FirstOrDefault(m => m.MemberName == "M0") is { } m0)
            {
                m0.SetElementName("m0");
            }
        }),
        Discriminators("discriminator element 'kind'", () => new ScalarDiscriminatorConvention("kind")),
        Discriminators("a scalar discriminator convention of its own on '_t'", () => new ScalarDiscriminatorConvention("_t")),
        Discriminators("a hierarchical discriminator convention on '_t'", () => new HierarchicalDiscriminatorConvention("_t")),
        Registered("Shade serialized as strings", "Shade", type => Activator.CreateInstance(typeof(EnumSerializer<>).MakeGenericType(type), BsonType.String)!),
        Registered("Wide serialized as Int32s", "Wide", type => Activator.CreateInstance(typeof(EnumSerializer<>).MakeGenericType(type), BsonType.Int32)!),
        Registered("Inner served by a class-map serializer of the application's", "Inner", type =>
        {
            // An application's own serializer for the nested class, before RegisterAll: here one of the driver's class-map serializers, over camelCase names.
            var classMap = new BsonClassMap(type);
            if (!TryAutoMap(classMap))
            {
                return null;
            }

            foreach (var member in classMap.DeclaredMemberMaps)
            {
                member.SetElementName(char.ToLowerInvariant(member.ElementName[0]) + member.ElementName.Substring(1));
            }

            return Activator.CreateInstance(typeof(BsonClassMapSerializer<>).MakeGenericType(type), classMap.Freeze())!;
        }),
        new("DocSub also known as 'other'", (ns, assembly) =>
        {
            if (assembly.GetType($"{ns}.DocSub") is { } subclass)
            {
                BsonSerializer.RegisterDiscriminator(subclass, "other");
            }
        }),
        RegisteredClassMap("class map registered with AutoMap", c => { }),
        RegisteredClassMap("class map registered: M0 unmapped", c =>
        {
            if (c.DeclaredMemberMaps.FirstOrDefault(m => m.MemberName == "M0") is { } m0)
            {
                c.UnmapMember(m0.MemberInfo);
            }
        }),
        RegisteredClassMap("class map registered: ignore extra elements", c => c.SetIgnoreExtraElements(true)),
        RegisteredClassMap("Inner's class map registered: B named b", c => c.GetMemberMap("B").SetElementName("b"), "Inner"),
        RegisteredClassMap("Inner's class map registered with AutoMap", c => { }, "Inner"),
    };

    /// <summary>One or two conventions for the mapping with the given seed and index, the same ones every time.</summary>
    public static IReadOnlyList<Convention> Draw(Random random) =>
        Enumerable.Range(0, random.Next(4) == 0 ? 2 : 1).Select(_ => All[random.Next(All.Length)]).Distinct().ToList();

    private static Convention Pack(string name, params IConvention[] conventions) =>
        new(name, (ns, assembly) =>
        {
            // For the mapping's own assembly: the mapping fuzz test loads other classes of the same names.
            var pack = new ConventionPack();
            pack.AddRange(conventions);
            ConventionRegistry.Register($"fuzz {ns}: {name}", pack, type => type.Assembly == assembly);
        });

    private static Convention Member(string name, Action<BsonMemberMap> action) =>
        Pack(name, new DelegateMemberMapConvention(name, action));

    private static Convention Class(string name, Action<BsonClassMap> action) =>
        Pack(name, new DelegateClassMapConvention(name, action));

    private static Convention PostProcessing(string name, Action<BsonClassMap> action) =>
        Pack(name, new DelegatePostProcessingConvention(name, action));

    /// <summary>A discriminator convention registered for each of the mapping's classes, as BsonSerializer takes one per type.</summary>
    private static Convention Discriminators(string name, Func<IDiscriminatorConvention> create) =>
        new(name, (ns, assembly) =>
        {
            foreach (var type in Classes(assembly, ns))
            {
                BsonSerializer.RegisterDiscriminatorConvention(type, create());
            }
        });

    /// <summary>A serializer the application registers for one of the mapping's types (by its name) before <c>RegisterAll</c>.</summary>
    private static Convention Registered(string name, string typeName, Func<Type, object?> create) =>
        new(name, (ns, assembly) =>
        {
            var type = assembly.GetType($"{ns}.{typeName}", throwOnError: true)!;
            if (create(type) is IBsonSerializer serializer)
            {
                BsonSerializer.RegisterSerializer(type, serializer);
            }
        });

    /// <summary>A class map the application registers for <c>Doc</c> (or another of the mapping's classes): AutoMap, then the change.</summary>
    private static Convention RegisteredClassMap(string name, Action<BsonClassMap> change, string typeName = "Doc") =>
        new(name, (ns, assembly) =>
        {
            if (assembly.GetType($"{ns}.{typeName}") is not { } doc)
            {
                return;
            }

            // Two changes to the same class drawn together make one class map, as an application registers one per class
            // (seed 63 registered Doc's twice, which the driver refuses).
            if (BsonClassMap.GetRegisteredClassMaps().FirstOrDefault(map => map.ClassType == doc) is { } registered)
            {
                change(registered);
                return;
            }

            var classMap = new BsonClassMap(doc);
            if (TryAutoMap(classMap))
            {
                change(classMap);
                BsonClassMap.RegisterClassMap(classMap);
            }
        });

    /// <summary>
    /// AutoMap, or false where the driver refuses a mapping attribute of the class: the application could register no
    /// class map, and the driver's own lookup refuses the class alike. The driver refuses a representation with a
    /// NotSupportedException, and a <c>[BsonSerializer]</c> of another value type than the member's with an
    /// ArgumentException (a serializer of ints on a BsonJavaScript member, seed 59).
    /// </summary>
    private static bool TryAutoMap(BsonClassMap classMap)
    {
        try
        {
            classMap.AutoMap();
            return true;
        }
        catch (Exception exception) when (exception is NotSupportedException or ArgumentException)
        {
            return false;
        }
    }

    /// <summary>The mapping's non-generic classes (the document, its subclass, the nested class).</summary>
    private static IEnumerable<Type> Classes(Assembly assembly, string ns) =>
        assembly.GetTypes().Where(t => t.Namespace == ns && t.IsClass && !t.IsGenericTypeDefinition && t.Name is "Doc" or "DocSub" or "Inner");

    /// <summary>The member in another representation, where its serializer takes that one.</summary>
    private static void Represent(BsonMemberMap member, BsonType representation)
    {
        if (member.GetSerializer() is IRepresentationConfigurable configurable)
        {
            try
            {
                member.SetSerializer(configurable.WithRepresentation(representation));
            }
            catch (ArgumentException)
            {
                // A representation the serializer does not write: the member keeps its own.
            }
        }
    }

    private static void Dictionaries(BsonMemberMap member, DictionaryRepresentation representation)
    {
        if (member.GetSerializer() is IDictionaryRepresentationConfigurable configurable)
        {
            member.SetSerializer(configurable.WithDictionaryRepresentation(representation));
        }
    }

    /// <summary>A collection's items in another representation, where the item serializer takes it.</summary>
    /// <summary>
    /// DateTimes read back in local time, as a class map that sets each DateTime member's serializer reads them: members,
    /// <c>Nullable</c> members, and the items of collections (which the generated code reads in the kind of the serializer
    /// registered for DateTime, so that the drift check must refuse them).
    /// </summary>
    private static void LocalDateTimes(BsonMemberMap member)
    {
        var local = new DateTimeSerializer(DateTimeKind.Local);
        if (member.MemberType == typeof(DateTime))
        {
            member.SetSerializer(local);
        }
        else if (member.MemberType == typeof(DateTime?))
        {
            member.SetSerializer(new NullableSerializer<DateTime>(local));
        }
        else if (member.GetSerializer() is IChildSerializerConfigurable collection && collection.ChildSerializer is DateTimeSerializer { DateOnly: false } items)
        {
            member.SetSerializer(collection.WithChildSerializer(items.WithKind(DateTimeKind.Local)));
        }
    }

    private static void Items(BsonMemberMap member, BsonType representation)
    {
        if (member.GetSerializer() is IChildSerializerConfigurable collection && collection.ChildSerializer is IRepresentationConfigurable items)
        {
            try
            {
                member.SetSerializer(collection.WithChildSerializer(items.WithRepresentation(representation)));
            }
            catch (ArgumentException)
            {
                // The items' serializer does not write that representation.
            }
        }
    }
}
