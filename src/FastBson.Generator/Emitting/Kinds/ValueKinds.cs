using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>The one registry from the model's <see cref="ShapeKind"/> to the kind that emits its code.</summary>
internal static class ValueKinds
{
    /// <summary>Every kind, indexed by its <see cref="ValueKind.Id"/>.</summary>
    private static readonly ValueKind[] ById = Index(
        new DriverKind(),
        new BooleanKind(),
        new Int32Kind(),
        new Int64Kind(),
        new DoubleKind(),
        new CharKind(),
        new ByteKind(),
        new SByteKind(),
        new Int16Kind(),
        new UInt16Kind(),
        new UInt32Kind(),
        new UInt64Kind(),
        new SingleKind(),
        new HalfKind(),
        new StringKind(),
        new DateTimeKind(),
        new ObjectIdKind(),
        new DecimalKind(),
        new EnumKind(),
        new Enum64Kind(),
        new GuidKind(),
        new BytesKind(),
        new DocumentKind(),
        new BlobDocumentKind(),
        new ArrayKind(),
        new MultiDimensionalArrayKind(),
        new DictionaryKind(),
        new TupleKind(),
        new ValueTupleKind(),
        new KeyValuePairKind(),
        new DateTimeOffsetArrayKind(),
        new DateTimeOffsetDocumentKind(),
        new TimeSpanKind(),
        DateOnlyKind.AsDateTime,
        DateOnlyKind.AsInt64,
        DateOnlyKind.AsString,
        DateOnlyKind.AsDocument,
        DateOnlyKind.AsYearMonthDay,
        TimeOnlyKind.AsInt64,
        TimeOnlyKind.AsInt32,
        TimeOnlyKind.AsDouble,
        TimeOnlyKind.AsString,
        TimeOnlyKind.AsDocument,
        new PrimitiveMemoryKind(),
        new Decimal128Kind(),
        new Decimal128StringKind(),
        new DateTimeOffsetStringKind(),
        new DateTimeOffsetDateTimeKind(),
        new TimeSpanInt32Kind(),
        new TimeSpanInt64Kind(),
        new TimeSpanDoubleKind(),
        new BsonValueKind(),
        new BsonDocumentKind(),
        new BsonArrayKind(),
        new BsonBinaryDataKind(),
        new BsonBooleanKind(),
        new BsonDateTimeKind(),
        new BsonDecimal128Kind(),
        new BsonDoubleKind(),
        new BsonInt32Kind(),
        new BsonInt64Kind(),
        new BsonJavaScriptKind(),
        new BsonJavaScriptWithScopeKind(),
        new BsonMaxKeyKind(),
        new BsonMinKeyKind(),
        new BsonNullKind(),
        new BsonObjectIdKind(),
        new BsonRegularExpressionKind(),
        new BsonStringKind(),
        new BsonSymbolKind(),
        new BsonTimestampKind(),
        new BsonUndefinedKind(),
        new ObjectKind(),
        new InterfaceKind(),
        new ExpandoObjectKind(),
        new UriKind(),
        new StringObjectIdKind(),
        new StringSymbolKind(),
        new DecimalArrayKind(),
        new BytesHexKind(),
        BooleanRepresentationKind.AsInt32,
        BooleanRepresentationKind.AsInt64,
        BooleanRepresentationKind.AsDouble,
        BooleanRepresentationKind.AsDecimal128,
        BooleanRepresentationKind.AsString,
        new ObjectIdStringKind(),
        new EnumStringKind(),
        new DecimalExactKind(),
        new EnumAsInt64Kind(),
        new Enum64AsInt32Kind(),
        new VersionKind(),
        new VersionDocumentKind(),
        BitArrayKind.AsBinary,
        BitArrayKind.AsString,
        RegexKind.AsRegularExpression,
        RegexKind.AsString,
        new IPAddressKind(),
        new IPEndPointKind(),
        new CultureInfoKind(),
        new NumberAsInt32Kind(),
        new NumberAsInt64Kind(),
        new NumberAsDoubleKind(),
        new NumberAsDecimal128Kind(),
        new NumberAsStringKind(),
        new SmallNumberAsInt64Kind(),
        new SmallNumberAsStringKind(),
        new SmallNumberAsBinaryKind(),
        new DateTimeStringKind(),
        new DateTimeInt64Kind(),
        new DateTimeDocumentKind(),
        SlicedBsonValueKind.RawDocument,
        SlicedBsonValueKind.RawArray,
        SlicedBsonValueKind.LazyDocument,
        SlicedBsonValueKind.LazyArray,
        new ComplexKind(),
        new ExtraElementsKind());

    /// <summary>Every kind.</summary>
    public static IReadOnlyList<ValueKind> All => ById;

    /// <summary>The kind of a value.</summary>
    public static ValueKind Of(ValueShape shape) => ById[(int)shape.Kind];

    /// <summary>The kind of an id.</summary>
    public static ValueKind Of(ShapeKind kind) => ById[(int)kind];

    /// <summary>
    /// Fails the first generator run, and with it every generator test, when a <see cref="ShapeKind"/> has no kind
    /// or two: the emitter would otherwise have no code, or the wrong code, for it.
    /// </summary>
    private static ValueKind[] Index(params ValueKind[] kinds)
    {
        var ids = (ShapeKind[])Enum.GetValues(typeof(ShapeKind));
        var byId = new ValueKind[ids.Length];
        foreach (var kind in kinds)
        {
            if (byId[(int)kind.Id] is not null)
            {
                throw new InvalidOperationException($"ShapeKind.{kind.Id} has two value kinds.");
            }

            byId[(int)kind.Id] = kind;
        }

        var missing = ids.Where(id => byId[(int)id] is null).ToArray();
        if (missing.Length > 0)
        {
            throw new InvalidOperationException("No value kind for ShapeKind." + string.Join(", ShapeKind.", missing));
        }

        return byId;
    }
}
