using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// The IBsonReader path's BsonValues: the reads of the driver's serializers of each BsonValue class, for the values they
/// read with one reader call. Documents, arrays and JavaScript with scope are built by the driver's serializer of the
/// place, through the same reader calls any code could make.
/// </summary>
internal static class ReaderBsonValues
{
    /// <summary>As BsonNullSerializer: the shared instance.</summary>
    public static BsonNull ReadNull(IBsonReader reader)
    {
        reader.ReadNull();
        return BsonNull.Value;
    }

    /// <summary>As BsonUndefinedSerializer: the shared instance.</summary>
    public static BsonUndefined ReadUndefined(IBsonReader reader)
    {
        reader.ReadUndefined();
        return BsonUndefined.Value;
    }

    /// <summary>As BsonMinKeySerializer: the shared instance.</summary>
    public static BsonMinKey ReadMinKey(IBsonReader reader)
    {
        reader.ReadMinKey();
        return BsonMinKey.Value;
    }

    /// <summary>As BsonMaxKeySerializer: the shared instance.</summary>
    public static BsonMaxKey ReadMaxKey(IBsonReader reader)
    {
        reader.ReadMaxKey();
        return BsonMaxKey.Value;
    }

    /// <summary>
    /// A BsonValue of any type, as BsonValueSerializer reads it (BSON null is <c>BsonNull.Value</c>). Documents, arrays and
    /// JavaScript with scope go to <paramref name="serializer"/>, the driver's serializer of the place: a member's tells the
    /// C# null document apart.
    /// </summary>
    public static TValue ReadBsonValue<TValue>(BsonDeserializationContext context, IBsonSerializer<TValue> serializer)
        where TValue : BsonValue?
    {
        var reader = context.Reader;
        BsonValue value;
        switch (reader.CurrentBsonType)
        {
            case BsonType.Double:
                value = (BsonDouble)reader.ReadDouble();
                break;
            case BsonType.String:
                value = (BsonString)ReaderValues.ReadString(reader);
                break;
            case BsonType.Binary:
                value = StreamBounds.Checked(reader, BsonType.Binary).ReadBinaryData();
                break;
            case BsonType.Undefined:
                value = ReadUndefined(reader);
                break;
            case BsonType.ObjectId:
                value = new BsonObjectId(reader.ReadObjectId());
                break;
            case BsonType.Boolean:
                value = (BsonBoolean)reader.ReadBoolean();
                break;
            case BsonType.DateTime:
                value = new BsonDateTime(reader.ReadDateTime());
                break;
            case BsonType.Null:
                value = ReadNull(reader);
                break;
            case BsonType.RegularExpression:
                value = reader.ReadRegularExpression();
                break;
            case BsonType.JavaScript:
                value = new BsonJavaScript(StreamBounds.Checked(reader, BsonType.JavaScript).ReadJavaScript());
                break;
            case BsonType.Symbol:
                value = BsonSymbolTable.Lookup(StreamBounds.Checked(reader, BsonType.Symbol).ReadSymbol());
                break;
            case BsonType.Int32:
                value = (BsonInt32)reader.ReadInt32();
                break;
            case BsonType.Timestamp:
                value = new BsonTimestamp(reader.ReadTimestamp());
                break;
            case BsonType.Int64:
                value = (BsonInt64)reader.ReadInt64();
                break;
            case BsonType.Decimal128:
                value = (BsonDecimal128)reader.ReadDecimal128();
                break;
            case BsonType.MinKey:
                value = ReadMinKey(reader);
                break;
            case BsonType.MaxKey:
                value = ReadMaxKey(reader);
                break;
            default:
                return DriverValues.Deserialize(serializer, context);
        }

        return (TValue)value;
    }
}
