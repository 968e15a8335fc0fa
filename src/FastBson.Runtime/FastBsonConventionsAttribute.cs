using System;

namespace FastBson;

/// <summary>
/// Tells the FastBson generator which of the driver's conventions the application registers at run time, so that the
/// serializers generated for this assembly's classes map them as the driver's class maps then do. Put it once in the
/// assembly: <c>[assembly: FastBsonConventions(ElementNames = ElementNameStyle.CamelCase, EnumRepresentation = EnumRepresentation.String)]</c>.
/// </summary>
/// <remarks>
/// <para>
/// The attribute declares, it does not register: the application still registers its conventions with the driver
/// (<c>ConventionRegistry.Register</c>). Each setting mirrors one convention, applied to every class this assembly
/// generates a serializer for, members inherited from base classes included, as a convention registered for every type
/// (<c>_ =&gt; true</c>) is. The driver's mapping attributes still win over it, as they do over the driver's conventions.
/// </para>
/// <para>
/// <see cref="FastBsonSerializers.RegisterAll"/> compares each generated mapping with the driver's class map as always: a
/// class whose run-time conventions differ from what this attribute declares (a convention declared here and not
/// registered, registered for some types only, or registered and not declared) is served by the driver, and the
/// <see cref="FastBsonRegistrationException"/> names the difference. Nothing is stored or read differently.
/// </para>
/// </remarks>
[AttributeUsage(AttributeTargets.Assembly, AllowMultiple = false)]
public sealed class FastBsonConventionsAttribute : Attribute
{
    /// <summary>
    /// How the driver names the element of a member that no <c>[BsonElement]</c> names: <see cref="ElementNameStyle.MemberName"/>
    /// (the driver's default) or <see cref="ElementNameStyle.CamelCase"/> (its <c>CamelCaseElementNameConvention</c>).
    /// </summary>
    public ElementNameStyle ElementNames { get; set; } = ElementNameStyle.MemberName;

    /// <summary>
    /// How the driver stores an enum or <c>Nullable</c> enum member that no <c>[BsonRepresentation]</c> or <c>[BsonSerializer]</c>
    /// configures: <see cref="FastBson.EnumRepresentation.Default"/> (the underlying integer), or the representation of the
    /// driver's <c>EnumRepresentationConvention</c> (<c>new EnumRepresentationConvention(BsonType.String)</c> is
    /// <see cref="FastBson.EnumRepresentation.String"/>). As that convention by default, it reaches members of those
    /// types only, not the items of collections.
    /// </summary>
    public EnumRepresentation EnumRepresentation { get; set; } = EnumRepresentation.Default;

    /// <summary>
    /// Which values the driver leaves out of the documents it writes, for each member that no <c>[BsonIgnoreIfNull]</c>,
    /// <c>[BsonIgnoreIfDefault]</c> or <c>[BsonDefaultValue(SerializeDefaultValue = ...)]</c> configures:
    /// <see cref="FastBson.IgnoreIf.Never"/> (the driver's default), <see cref="FastBson.IgnoreIf.Null"/> (its
    /// <c>IgnoreIfNullConvention(true)</c>) or <see cref="FastBson.IgnoreIf.Default"/> (its <c>IgnoreIfDefaultConvention(true)</c>).
    /// The id member takes it too, as the convention gives it to every member; the extra-elements member is written as always.
    /// </summary>
    public IgnoreIf IgnoreIf { get; set; } = IgnoreIf.Never;

    /// <summary>
    /// Whether the driver stores a <c>string</c> id as an ObjectId, as its <c>StringIdStoredAsObjectIdConvention</c> does: the
    /// member that its name makes the id (<c>Id</c>, <c>id</c> or <c>_id</c>), where it is a <c>string</c>, is written as an
    /// ObjectId and read back as its hex string, as <c>[BsonRepresentation(BsonType.ObjectId)]</c> would make it, and the class
    /// map generates new ids as <c>StringObjectIdGenerator</c>. Its attributes still win: <c>[BsonRepresentation]</c>,
    /// <c>[BsonSerializer]</c>, <c>[BsonId(IdGenerator = ...)]</c>.
    /// </summary>
    public bool StringIdsAsObjectIds { get; set; }
}
