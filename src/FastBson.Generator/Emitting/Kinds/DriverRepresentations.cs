using System.Linq;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// What the driver's serializer of a kind's values, as no option configures it, makes of <c>[BsonRepresentation]</c>: its
/// name, as its messages give it; the representations its constructor's switch accepts (any other is its
/// ArgumentException), or none at all where it is no IRepresentationConfigurable (the class map's NotSupportedException);
/// and, for each accepted one the generated code writes as the configured serializer does, the kind that writes it.
/// </summary>
internal sealed class DriverRepresentations
{
    private static readonly int[] NumberTypes = { BsonTypeCode.Decimal128, BsonTypeCode.Double, BsonTypeCode.Int32, BsonTypeCode.Int64, BsonTypeCode.String };

    private readonly Representation[]? _accepted;

    // A number's own representation: kept with the default converter, converted as any other with another.
    private readonly int? _own;

    private DriverRepresentations(string serializer, Representation[]? accepted, int? own = null)
    {
        Serializer = serializer;
        _accepted = accepted;
        _own = own;
    }

    /// <summary>The serializer's class name (<c>BooleanSerializer</c> ...).</summary>
    public string Serializer { get; }

    /// <summary>Whether it takes a representation at all.</summary>
    public bool TakesAny => _accepted is not null;

    /// <summary>Whether its constructor accepts <paramref name="bsonType"/> (a <see cref="BsonTypeCode"/>).</summary>
    public bool Accepts(int bsonType) => Find(bsonType) is not null;

    /// <summary>
    /// The shape of a value of <paramref name="shape"/> in the representation <paramref name="bsonType"/> (with the
    /// attribute's <paramref name="converter"/>) where the generated code writes it, or null where the driver's serializer
    /// serves it or refuses it.
    /// </summary>
    public ValueShape? Represent(ValueShape shape, int bsonType, NumberConverter converter)
    {
        if (Find(bsonType) is not { Kind: { } kind } representation)
        {
            return null;
        }

        if (representation.Converts)
        {
            return bsonType == _own && converter == NumberConverter.Strict ? shape : shape with { Kind = kind, Converter = converter };
        }

        return kind == shape.Kind ? shape : shape with { Kind = kind };
    }

    /// <summary>A serializer that takes none.</summary>
    public static DriverRepresentations TakingNone(string serializer) => new(serializer, null);

    /// <summary>A serializer that accepts these representations, all served by the driver's serializer.</summary>
    public static DriverRepresentations Accepting(string serializer, params int[] accepted) =>
        new(serializer, accepted.Select(bsonType => new Representation(bsonType, null, Converts: false)).ToArray());

    /// <summary>A serializer that accepts these representations, each written by generated code of the kind given.</summary>
    public static DriverRepresentations Writing(string serializer, params (int BsonType, ShapeKind Kind)[] written) =>
        new(serializer, written.Select(w => new Representation(w.BsonType, w.Kind, Converts: false)).ToArray());

    /// <summary>
    /// A number's serializer (Int32Serializer ...), which converts to any of Decimal128, Double, Int32, Int64 and String
    /// with the attribute's RepresentationConverter: generated code converts alike (the NumberAs... kinds), but for its
    /// <paramref name="own"/> representation with the default converter, which the number's own kind writes. Where
    /// <paramref name="written"/> gives another kind for one, that kind writes it (a decimal's String ...), as it does
    /// representations the serializer adds (a decimal's Array).
    /// </summary>
    public static DriverRepresentations Number(string serializer, int? own, params (int BsonType, ShapeKind Kind)[] written) =>
        new(
            serializer,
            written.Select(w => new Representation(w.BsonType, w.Kind, Converts: false))
                .Concat(NumberTypes.Where(t => written.All(w => w.BsonType != t)).Select(t => new Representation(t, NumberKind(t), Converts: true)))
                .ToArray(),
            own);

    /// <summary>
    /// A byte's, sbyte's or char's serializer (no converter): generated code writes Int32 (<paramref name="self"/>, the
    /// default), Int64, String, and where the serializer takes it (<paramref name="takesBinary"/>: not a char's) Binary.
    /// </summary>
    public static DriverRepresentations SmallNumber(string serializer, ShapeKind self, bool takesBinary)
    {
        var written = new[]
        {
            (BsonTypeCode.Int32, self),
            (BsonTypeCode.Int64, ShapeKind.SmallNumberAsInt64),
            (BsonTypeCode.String, ShapeKind.SmallNumberAsString),
            (BsonTypeCode.Binary, ShapeKind.SmallNumberAsBinary),
        };
        return Writing(serializer, takesBinary ? written : written.Take(3).ToArray());
    }

    /// <summary>A number's serializer whose values generated code does not write in any representation (a Half's).</summary>
    public static DriverRepresentations NumberServedByDriver(string serializer) => Accepting(serializer, NumberTypes);

    private Representation? Find(int bsonType) => _accepted?.FirstOrDefault(r => r.BsonType == bsonType);

    private static ShapeKind NumberKind(int bsonType) => bsonType switch
    {
        BsonTypeCode.Int32 => ShapeKind.NumberAsInt32,
        BsonTypeCode.Int64 => ShapeKind.NumberAsInt64,
        BsonTypeCode.Double => ShapeKind.NumberAsDouble,
        BsonTypeCode.Decimal128 => ShapeKind.NumberAsDecimal128,
        _ => ShapeKind.NumberAsString,
    };

    private sealed record Representation(int BsonType, ShapeKind? Kind, bool Converts);
}
