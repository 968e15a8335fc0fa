using System;
using System.Threading;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// The driver's own view of a generated type, built once on first use: its class map (after every
/// convention the application registered), a <see cref="BsonClassMapSerializer{TClass}"/> for the rare
/// cases the generated code hands back to the driver (discriminated hierarchies, a nominal type that
/// asks for a discriminator), and the serializers the driver uses for each member.
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
internal static class DriverClassMap<T>
{
    private static BsonClassMap? _classMap;
    private static BsonClassMapSerializer<T>? _serializer;

    /// <summary>The driver's class map for <typeparamref name="T"/>.</summary>
    public static BsonClassMap ClassMap =>
        _classMap ?? Interlocked.CompareExchange(ref _classMap, BsonClassMap.LookupClassMap(typeof(T)), null) ?? _classMap!;

    /// <summary>The driver's class-map serializer, the behaviour every generated serializer matches.</summary>
    public static BsonClassMapSerializer<T> Serializer =>
        _serializer ?? Interlocked.CompareExchange(ref _serializer, new BsonClassMapSerializer<T>(ClassMap), null) ?? _serializer!;

    /// <summary>
    /// The serializer the driver uses for a member: attributes and conventions applied. The generated code
    /// hands it every value whose BSON type is not the one it reads itself, so coercions, nulls and errors
    /// behave exactly as in the driver.
    /// </summary>
    /// <param name="index">The member's position in the class map's AllMemberMaps (base classes' members first).</param>
    /// <param name="memberName">The member's name, checked against that position.</param>
    public static IBsonSerializer<TMember> MemberSerializer<TMember>(int index, string memberName)
    {
        // By position: a base class and a subclass may each map a member of the same name. By name when the
        // positions differ (the registration check then reports the difference).
        var memberMaps = ClassMap.AllMemberMaps;
        var memberMap = index < memberMaps.Count && memberMaps[index].MemberName == memberName ? memberMaps[index] : null;
        if (memberMap is null)
        {
            foreach (var candidate in memberMaps)
            {
                if (candidate.MemberName == memberName)
                {
                    memberMap = candidate;
                    break;
                }
            }
        }

        if (memberMap is null)
        {
            throw new FastBsonRegistrationException($"The driver's class map for {typeof(T).FullName} has no member '{memberName}'.");
        }

        // A serializer of another value type is the driver's to give (a type's own [BsonSerializer] has no check of it,
        // a member's checks only its ValueType); the driver calls it untyped, and so does the cast view.
        var serializer = memberMap.GetSerializer();
        return serializer as IBsonSerializer<TMember> ?? new CastingSerializer<TMember>(serializer);
    }

    /// <summary>The id generator the driver uses on insert, or null.</summary>
    public static IIdGenerator? IdGenerator => ClassMap.IdMemberMap?.IdGenerator;

    /// <summary>
    /// Whether the driver would look for a discriminator when reading <typeparamref name="T"/> (a subclass
    /// has been mapped); the generated code then lets the driver read the document.
    /// </summary>
    /// <remarks>
    /// The class map is looked up first: freezing it maps the subclasses its <c>[BsonKnownTypes]</c> names, as the driver's
    /// discriminator convention makes sure of before it asks (EnsureKnownTypesAreRegistered).
    /// </remarks>
    public static bool IsDiscriminated => ClassMap is not null && BsonSerializer.IsTypeDiscriminated(typeof(T));

    /// <summary>The discriminator convention the driver's class-map serializer reads and writes with: the class map's own in 3.x.</summary>
    public static IDiscriminatorConvention DiscriminatorConvention =>
#if MONGODB_BSON_3
        ((IHasDiscriminatorConvention)Serializer).DiscriminatorConvention;
#else
        BsonSerializer.LookupDiscriminatorConvention(typeof(T));
#endif
}
