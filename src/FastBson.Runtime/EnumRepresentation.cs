namespace FastBson;

/// <summary>
/// How the driver stores enum members where no <c>[BsonRepresentation]</c> says (<see cref="FastBsonConventionsAttribute.EnumRepresentation"/>):
/// the values of the driver's <c>EnumRepresentationConvention</c>. Each value is that of the <c>BsonType</c> it names.
/// </summary>
public enum EnumRepresentation
{
    /// <summary>The driver's default: the enum's underlying integer (Int32, or Int64 for a long-based enum).</summary>
    Default = 0,

    /// <summary>The value's name, as <c>new EnumRepresentationConvention(BsonType.String)</c> stores it.</summary>
    String = 2,

    /// <summary>An Int32, as <c>new EnumRepresentationConvention(BsonType.Int32)</c> stores it.</summary>
    Int32 = 16,

    /// <summary>An Int64, as <c>new EnumRepresentationConvention(BsonType.Int64)</c> stores it.</summary>
    Int64 = 18,
}
