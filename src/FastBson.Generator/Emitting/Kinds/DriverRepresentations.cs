using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// What the driver's serializer of a kind's values, as no option configures it, makes of <c>[BsonRepresentation]</c>: its
/// name, as its messages give it, and the representations its constructor's switch accepts (any other is its
/// ArgumentException), or none at all where it is no IRepresentationConfigurable (the class map's NotSupportedException).
/// </summary>
internal sealed class DriverRepresentations
{
    private readonly int[]? _accepted;

    private DriverRepresentations(string serializer, int[]? accepted)
    {
        Serializer = serializer;
        _accepted = accepted;
    }

    /// <summary>The serializer's class name (<c>BooleanSerializer</c> ...).</summary>
    public string Serializer { get; }

    /// <summary>Whether it takes a representation at all.</summary>
    public bool TakesAny => _accepted is not null;

    /// <summary>Whether its constructor accepts <paramref name="bsonType"/> (a <see cref="BsonTypeCode"/>).</summary>
    public bool Accepts(int bsonType) => _accepted is not null && System.Array.IndexOf(_accepted, bsonType) >= 0;

    /// <summary>A serializer that accepts these representations.</summary>
    public static DriverRepresentations Accepting(string serializer, params int[] accepted) => new(serializer, accepted);

    /// <summary>
    /// A number's serializer (Int32Serializer ...), which converts to any of Decimal128, Double, Int32, Int64 and String
    /// with its RepresentationConverter.
    /// </summary>
    public static DriverRepresentations Number(string serializer) =>
        Accepting(serializer, BsonTypeCode.Decimal128, BsonTypeCode.Double, BsonTypeCode.Int32, BsonTypeCode.Int64, BsonTypeCode.String);

    /// <summary>A serializer that takes no representation.</summary>
    public static DriverRepresentations TakingNone(string serializer) => new(serializer, null);
}
