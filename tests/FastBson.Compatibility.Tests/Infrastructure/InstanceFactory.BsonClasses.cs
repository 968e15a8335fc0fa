using System;
using FastBson.Fixtures;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The driver's BSON classes (every BSON type as a <see cref="BsonValue"/>, and <see cref="BsonValue"/> itself holding
/// any of them) and the value types of the fixtures' custom serializers.
/// </summary>
public sealed partial class InstanceFactory
{
    private static readonly BsonBinarySubType[] BinarySubTypes =
    {
        // Not the UUID subtypes: what those mean depends on the Guid configuration, a separate concern.
        BsonBinarySubType.Binary, BsonBinarySubType.Function, BsonBinarySubType.MD5, BsonBinarySubType.UserDefined,
    };

    private bool TryCreateBsonClassOrFixtureValue(Type type, out object? value)
    {
        value = type switch
        {
            _ when type == typeof(BsonValue) => AnyBsonValue(),
            _ when type == typeof(BsonMinKey) => BsonMinKey.Value,
            _ when type == typeof(BsonMaxKey) => BsonMaxKey.Value,
            _ when type == typeof(BsonTimestamp) => Timestamp(),
            _ when type == typeof(BsonRegularExpression) => RegularExpression(),
            _ when type == typeof(BsonJavaScript) => new BsonJavaScript(String()),
            _ when type == typeof(BsonJavaScriptWithScope) => new BsonJavaScriptWithScope(String(), SmallDocument()),
            _ when type == typeof(BsonSymbol) => BsonSymbolTable.Lookup(String()),
            _ when type == typeof(BsonBinaryData) => new BsonBinaryData(Bytes(Pick(0, 1, 16, _random.Next(0, 40))), Pick(BinarySubTypes)),
            _ when type == typeof(BsonArray) => new BsonArray { Int32(), String(), BsonNull.Value, SmallDocument() },
            _ when type == typeof(BsonObjectId) => new BsonObjectId(new ObjectId(Bytes(12))),
            _ when type == typeof(BsonDecimal128) => new BsonDecimal128(new Decimal128(Decimal())),
            _ when type == typeof(BsonDateTime) => new BsonDateTime(Int64()),
            _ when type == typeof(CompactId) => new CompactId(Int64()),
            _ when type == typeof(Money) => new Money(Decimal(), Pick("EUR", "USD", string.Empty, "with space", "名前")),
            _ => null,
        };

        return value is not null;
    }

    private BsonValue AnyBsonValue() => _random.Next(12) switch
    {
        0 => BsonNull.Value,
        1 => new BsonInt32(Int32()),
        2 => new BsonInt64(Int64()),
        3 => new BsonDouble(Double()),
        4 => new BsonString(String()),
        5 => SmallDocument(),
        6 => new BsonArray { Int32(), String() },
        7 => new BsonBoolean(Chance(0.5)),
        8 => new BsonDateTime(Int64()),
        9 => Timestamp(),
        10 => RegularExpression(),
        _ => Pick<BsonValue>(BsonMinKey.Value, BsonMaxKey.Value, new BsonObjectId(new ObjectId(Bytes(12))), new BsonDecimal128(new Decimal128(Decimal()))),
    };

    private BsonDocument SmallDocument() => new() { { "a", Int32() }, { "b", String() } };

    private BsonTimestamp Timestamp() => Pick(new BsonTimestamp(0), new BsonTimestamp(long.MinValue), new BsonTimestamp(Int64()), new BsonTimestamp(Int32(), Int32()));

    // Patterns and options are cstrings: no NUL.
    private BsonRegularExpression RegularExpression() =>
        new(String().Replace("\0", string.Empty, StringComparison.Ordinal), Pick(string.Empty, "i", "imsx", "u"));
}
