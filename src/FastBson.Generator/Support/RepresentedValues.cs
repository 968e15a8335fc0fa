using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// Reads and writes values in a representation <c>[BsonRepresentation]</c> chooses, the way the driver's serializer
/// configured with it does (EnumSerializer, StringSerializer and ObjectIdSerializer, alike in 2.14 through 3.x).
/// </summary>
internal static class RepresentedValues
{
    /// <summary>
    /// The first step of EnumSerializer's read of a String: a case-sensitive parse (names, numbers, comma-separated
    /// flags). What it refuses goes to the driver's serializer, whose case-insensitive parse then decides.
    /// </summary>
    public static bool TryParseEnum<TEnum>(string text, out TEnum value)
        where TEnum : struct => Enum.TryParse(text, ignoreCase: false, out value);

    /// <summary>As EnumSerializer for a BSON String: case-sensitive first, else case-insensitive with Enum.Parse's errors.</summary>
    public static TEnum ReadEnumString<TEnum>(IBsonReader reader)
        where TEnum : struct
    {
        var text = ReaderValues.ReadString(reader);
        return TryParseEnum<TEnum>(text, out var value) ? value : (TEnum)Enum.Parse(typeof(TEnum), text, ignoreCase: true);
    }

    /// <summary>As StringSerializer with the ObjectId representation: null as BSON null, else the parsed ObjectId (ObjectId.Parse's errors).</summary>
    public static void WriteStringAsObjectId(IBsonWriter writer, string? value)
    {
        if (value is null)
        {
            writer.WriteNull();
        }
        else
        {
            writer.WriteObjectId(ObjectId.Parse(value));
        }
    }
}
