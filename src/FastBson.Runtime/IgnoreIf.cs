namespace FastBson;

/// <summary>
/// Which member values the driver leaves out of the documents it writes, for every member that no <c>[BsonIgnoreIfNull]</c>,
/// <c>[BsonIgnoreIfDefault]</c> or <c>[BsonDefaultValue(SerializeDefaultValue = ...)]</c> configures
/// (<see cref="FastBsonConventionsAttribute.IgnoreIf"/>). One value, as the driver's member map takes one of the two settings at
/// most: registering both of its conventions with <c>true</c> makes it throw on the first class it maps.
/// </summary>
public enum IgnoreIf
{
    /// <summary>Every value is written: the driver's default.</summary>
    Never = 0,

    /// <summary>
    /// A null value is not written, as with <c>new IgnoreIfNullConvention(true)</c>; a value type's member is always written.
    /// </summary>
    Null = 1,

    /// <summary>
    /// A value equal to the member's default (null, <c>0</c>, <c>false</c>, <c>Guid.Empty</c> ..., or the value of its
    /// <c>[BsonDefaultValue]</c>) is not written, as with <c>new IgnoreIfDefaultConvention(true)</c>.
    /// </summary>
    Default = 2,
}
