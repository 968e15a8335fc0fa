using System;
using System.Linq;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Seeded BsonValues of every BSON type for <see cref="InstanceFactory"/>, leaning on the edges: the shared instances
/// of small numbers and their neighbours, -0.0, NaNs and infinities, Decimal128 extremes, every binary subtype, regular
/// expression options in any order, JavaScript with a scope, timestamps, DateTime milliseconds beyond DateTime's range,
/// one-character and non-ASCII strings and names, nested documents and arrays. Every value is one the driver writes and
/// reads back through the span path; values that the reader's settings change (the old DateTime.MaxValue encoding, 2.x's
/// UUIDs) are the subject of their own tests.
/// </summary>
public sealed class BsonValueFactory
{
    private const int MaxDepth = 4;

    // Not the C# null document's names, whose documents a member's serializer tells apart: they have their own tests.
    private static readonly string[] Names = { "", "a", "_id", "ключ", "キー", "$dollar", "a.b", "名前😀" };

    private readonly Random _random;

    public BsonValueFactory(Random random)
    {
        _random = random;
    }

    /// <summary>A value of the BsonValue class <paramref name="type"/> (any BSON type for BsonValue itself), never C# null.</summary>
    public BsonValue Create(Type type, int depth)
    {
        if (type == typeof(BsonValue))
        {
            return Any(depth);
        }

        var value = Of(type, depth);
        return value ?? throw new NotSupportedException($"The BsonValue factory cannot create a {type}.");
    }

    /// <summary>A plain value for an <c>object</c>: one the driver's ObjectSerializer writes and reads without a discriminator.</summary>
    public object? CreateObject() => _random.Next(11) switch
    {
        0 => null,
        1 => Pick(0, 1, -1, int.MinValue, int.MaxValue),
        2 => Pick(0L, long.MinValue, long.MaxValue, _random.NextInt64()),
        3 => Pick(0.0, -0.0, double.NaN, double.NegativeInfinity, _random.NextDouble()),
        4 => _random.Next(2) == 0,
        5 => Pick("", "x", "ß", "名前", "embedded\0nul"),
        6 => Pick(System.DateTime.UnixEpoch, System.DateTime.MaxValue, new DateTime(_random.NextInt64(System.DateTime.MaxValue.Ticks), DateTimeKind.Utc)),
        7 => new ObjectId(Bytes(12)),
        8 => Decimal128(),

        // Written as Int32 (and read back as an int), as the serializer writes every value of these type codes.
        9 => (short)_random.Next(short.MinValue, short.MaxValue + 1),
        _ => Pick<object>(Models.Color.Red, Models.Color.Blue),
    };

    private BsonValue Any(int depth)
    {
        var types = depth >= MaxDepth ? ScalarTypes : AllTypes;
        return Of(types[_random.Next(types.Length)], depth)!;
    }

    private static readonly Type[] ScalarTypes =
    {
        typeof(BsonBinaryData), typeof(BsonBoolean), typeof(BsonDateTime), typeof(BsonDecimal128), typeof(BsonDouble),
        typeof(BsonInt32), typeof(BsonInt64), typeof(BsonJavaScript), typeof(BsonMaxKey), typeof(BsonMinKey), typeof(BsonNull),
        typeof(BsonObjectId), typeof(BsonRegularExpression), typeof(BsonString), typeof(BsonSymbol), typeof(BsonTimestamp),
        typeof(BsonUndefined),
    };

    private static readonly Type[] AllTypes = ScalarTypes.Concat(new[] { typeof(BsonDocument), typeof(BsonArray), typeof(BsonJavaScriptWithScope) }).ToArray();

    private BsonValue? Of(Type type, int depth)
    {
        if (type == typeof(BsonDocument))
        {
            return Document(depth);
        }

        if (type == typeof(BsonArray))
        {
            var array = new BsonArray();
            var count = Count(depth);
            for (var i = 0; i < count; i++)
            {
                array.Add(Any(depth + 1));
            }

            return array;
        }

        if (type == typeof(BsonJavaScriptWithScope))
        {
            return new BsonJavaScriptWithScope(Code(), Document(depth));
        }

        if (type == typeof(BsonBinaryData))
        {
            return Binary();
        }

        if (type == typeof(BsonBoolean))
        {
            return (BsonBoolean)(_random.Next(2) == 0);
        }

        if (type == typeof(BsonDateTime))
        {
            // Any milliseconds but the old encoding of DateTime.MaxValue (one more than its own), which the reader fixes up.
            return new BsonDateTime(Pick(
                0L, long.MinValue, long.MaxValue, BsonConstants.DateTimeMinValueMillisecondsSinceEpoch, BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch,
                BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch + 2, _random.NextInt64(-62135596800000L, 253402300799999L)));
        }

        if (type == typeof(BsonDecimal128))
        {
            return new BsonDecimal128(Decimal128());
        }

        if (type == typeof(BsonDouble))
        {
            return new BsonDouble(Pick(
                0.0, -0.0, 1.0, -100.0, 100.0, 101.0, 0.5, double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.MinValue,
                double.Epsilon, BitConverter.Int64BitsToDouble(_random.NextInt64())));
        }

        if (type == typeof(BsonInt32))
        {
            // Around the driver's shared instances (-100 to 100) and the extremes.
            return new BsonInt32(Pick(0, -100, 100, -101, 101, int.MinValue, int.MaxValue, _random.Next()));
        }

        if (type == typeof(BsonInt64))
        {
            return new BsonInt64(Pick(0L, -100L, 100L, 101L, long.MinValue, long.MaxValue, _random.NextInt64(long.MinValue, long.MaxValue)));
        }

        if (type == typeof(BsonJavaScript))
        {
            return new BsonJavaScript(Code());
        }

        if (type == typeof(BsonMaxKey))
        {
            return BsonMaxKey.Value;
        }

        if (type == typeof(BsonMinKey))
        {
            return BsonMinKey.Value;
        }

        if (type == typeof(BsonNull))
        {
            return BsonNull.Value;
        }

        if (type == typeof(BsonObjectId))
        {
            return new BsonObjectId(new ObjectId(Bytes(12)));
        }

        if (type == typeof(BsonRegularExpression))
        {
            // The constructor orders the options as the driver reads them back.
            return new BsonRegularExpression(Pick("", "^a.*z$", "[ü-ž]+", "x"), Pick("", "i", "xsmi", "imsxlu", "u"));
        }

        if (type == typeof(BsonString))
        {
            return new BsonString(Text());
        }

        if (type == typeof(BsonSymbol))
        {
            return BsonSymbolTable.Lookup(Pick("a", "symbol", "ключ", "x" + _random.Next(5)));
        }

        if (type == typeof(BsonTimestamp))
        {
            return Pick(new BsonTimestamp(0), new BsonTimestamp(long.MinValue), new BsonTimestamp(long.MaxValue), new BsonTimestamp(_random.Next(), _random.Next()));
        }

        if (type == typeof(BsonUndefined))
        {
            return BsonUndefined.Value;
        }

        return null;
    }

    private BsonDocument Document(int depth)
    {
        var document = new BsonDocument();
        var count = Count(depth);
        for (var i = 0; i < count; i++)
        {
            var name = i == 0 ? Pick(Names) : Pick(Names) + i.ToString(System.Globalization.CultureInfo.InvariantCulture);
            if (!document.Contains(name))
            {
                document.Add(name, Any(depth + 1));
            }
        }

        return document;
    }

    private BsonBinaryData Binary()
    {
        // Generic, function, the old binary subtype (which the writer turns into generic), MD5, encrypted, column, sensitive,
        // vector-like and user-defined subtypes; UUIDs where the driver writes them as they are (3.x).
        var subType = (BsonBinarySubType)Pick<byte>(0x00, 0x01, 0x02, 0x05, 0x06, 0x07, 0x08, 0x80, 0xff);
#if MONGODB_BSON_3
        if (_random.Next(4) == 0)
        {
            return new BsonBinaryData(Bytes(16), Pick(BsonBinarySubType.UuidLegacy, BsonBinarySubType.UuidStandard));
        }
#endif
        return new BsonBinaryData(Bytes(Pick(0, 1, 16, _random.Next(0, 40))), subType);
    }

    private Decimal128 Decimal128() => _random.Next(4) switch
    {
        0 => Pick(MongoDB.Bson.Decimal128.Zero, MongoDB.Bson.Decimal128.Parse("-0"), MongoDB.Bson.Decimal128.MaxValue, MongoDB.Bson.Decimal128.MinValue),
        1 => Pick(MongoDB.Bson.Decimal128.QNaN, MongoDB.Bson.Decimal128.PositiveInfinity, MongoDB.Bson.Decimal128.NegativeInfinity),
        2 => MongoDB.Bson.Decimal128.Parse(Pick("1E-6176", "-1E+6111", "0.001000", "12345678901234567890123456789012.34")),
        _ => new Decimal128((decimal)_random.NextDouble() * 1000m),
    };

    private string Code() => Pick("", "x", "function () { return 1; }", "emit(this._id, 'ключ');");

    private string Text() => Pick("", "a", "\0", "Größe", "名前と😀絵文字", "embedded\0nul", new string('x', _random.Next(40, 200)));

    private int Count(int depth) => depth >= MaxDepth ? 0 : Pick(0, 1, 2, 3, _random.Next(0, 6));

    private byte[] Bytes(int count)
    {
        var bytes = new byte[count];
        _random.NextBytes(bytes);
        return bytes;
    }

    private TValue Pick<TValue>(params TValue[] values) => values[_random.Next(values.Length)];
}
