using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// The elements no member maps, kept in a class's extra-elements member (<c>[BsonExtraElements]</c>, or a member named
/// <c>ExtraElements</c>) exactly as the driver's class map keeps them: each value read as BsonValueSerializer reads it
/// (a BsonNull for BSON null, no C# null document), stored under its name (a repeated name keeps its first place and
/// its last value), and written back in the member's place, in the collection's order.
/// </summary>
/// <remarks>
/// A dictionary member holds each value as <c>BsonTypeMapper.MapToDotNetValue</c> maps it, and is written through
/// <c>BsonTypeMapper.MapToBsonValue</c>: the driver version in use decides both. The dictionary methods are oblivious to
/// nullability, as the driver's API is, so that members of <c>IDictionary&lt;string, object&gt;</c> and of
/// <c>Dictionary&lt;string, object?&gt;</c> alike compile without warnings.
/// </remarks>
internal static class ExtraElements
{
    /// <summary>An element's value, as the class map reads it: with BsonValueSerializer, whatever its BSON type.</summary>
    public static BsonValue Read(BsonDeserializationContext context) =>
        ReaderBsonValues.ReadBsonValue(context, BsonValueSerializer.Instance);

    /// <summary>Stores an element in a BsonDocument member, as the class map's indexer assignment does.</summary>
    public static void Add(BsonDocument extraElements, string name, BsonValue value) => extraElements[name] = value;

    /// <summary>Writes every element of a BsonDocument member, name and value, in its order.</summary>
    public static void Write(BsonSerializationContext context, BsonDocument extraElements)
    {
        var writer = context.Writer;
        foreach (var element in extraElements)
        {
            writer.WriteName(element.Name);
            WriterBsonValues.WriteItem(context, element.Value, BsonValueSerializer.Instance);
        }
    }

#nullable disable
    /// <summary>Stores an element in a dictionary member, as the .NET value the driver's type mapper makes of it.</summary>
    public static void Add(IDictionary<string, object> extraElements, string name, BsonValue value) =>
        extraElements[name] = BsonTypeMapper.MapToDotNetValue(value);

    /// <summary>Writes every entry of a dictionary member, in its keys' order, each value mapped to a BsonValue by the driver.</summary>
    public static void Write(BsonSerializationContext context, IDictionary<string, object> extraElements)
    {
        var writer = context.Writer;
        foreach (var key in extraElements.Keys)
        {
            writer.WriteName(key);
            WriterBsonValues.WriteItem(context, BsonTypeMapper.MapToBsonValue(extraElements[key]), BsonValueSerializer.Instance);
        }
    }
#nullable restore
}
