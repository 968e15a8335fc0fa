using System;
using System.Collections.Generic;
using System.Dynamic;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// <c>ExpandoObject</c> values as the driver's ExpandoObjectSerializer reads and writes them: a document whose elements
/// are the object's members, in order, each value read and written by the registry's ObjectSerializer in the
/// serializer's dynamic context (nested documents read by the same ExpandoObjectSerializer, arrays as
/// <c>List&lt;object&gt;</c>, and both of those written without a discriminator). The values ObjectSerializer reads and
/// writes as plain BSON values whatever its configuration are read and written here (see <see cref="ObjectValues"/>);
/// every other value goes to that ObjectSerializer, with that context.
/// </summary>
internal static class ExpandoValues
{
    // The serializers the driver's ExpandoObjectSerializer looks up: the registry caches each one for good once looked up,
    // so these are the very instances it holds.
    private static readonly IBsonSerializer<object> Objects = BsonSerializer.LookupSerializer<object>();
    private static readonly IBsonSerializer<List<object>> Lists = BsonSerializer.LookupSerializer<List<object>>();

    // The serialization context the driver's serializer configures for the values it writes.
    private static readonly Action<BsonSerializationContext.Builder> WritesDynamicTypes = builder => builder.IsDynamicType = IsDynamicType;

    /// <summary>
    /// The span path: reads null, or a document whose values are all of the BSON types <see cref="ObjectValues"/> reads, or,
    /// where the driver's configuration is its default, documents and arrays of those (<see cref="DynamicValues"/>); false
    /// for anything else, for the driver's serializer to read.
    /// </summary>
    public static bool TryRead(ref BsonSpanReader reader, int type, out ExpandoObject? value)
    {
        value = null;
        if (type == (int)BsonType.Null)
        {
            return true;
        }

        return type == (int)BsonType.Document && reader.TryReadDocument(out var bson) && DynamicValues.TryReadExpando(bson, out value);
    }

    /// <summary>
    /// The IBsonReader path: reads the current value as <paramref name="serializer"/> (the driver's ExpandoObjectSerializer
    /// of the place) does; a value of any other BSON type than a document goes to it (null, and its FormatException).
    /// </summary>
    public static TValue Read<TValue>(BsonDeserializationContext context, IBsonSerializer<TValue> serializer)
        where TValue : class?
    {
        var reader = context.Reader;
        if (reader.GetCurrentBsonType() != BsonType.Document)
        {
            return DriverValues.Deserialize(serializer, context);
        }

        return (TValue)(object)ReadMembers(context, serializer);
    }

    /// <summary>
    /// Reads the document the reader is on as <paramref name="serializer"/> (an ExpandoObjectSerializer) does: each
    /// element's value by the registry's ObjectSerializer, in the dynamic context that serializer makes.
    /// </summary>
    public static ExpandoObject ReadMembers(BsonDeserializationContext context, IBsonSerializer serializer)
    {
        var reader = context.Reader;
        var dynamicContext = context.With(builder =>
        {
            builder.DynamicDocumentSerializer = serializer;
            builder.DynamicArraySerializer = Lists;
        });
        var document = new ExpandoObject();
        var members = (IDictionary<string, object?>)document;
        reader.ReadStartDocument();
        while (reader.ReadBsonType() != BsonType.EndOfDocument)
        {
            var name = reader.ReadName();
            members[name] = ObjectValues.Read(dynamicContext, Objects);
        }

        reader.ReadEndDocument();
        return document;
    }

    /// <summary>Writes a value as the driver's ExpandoObjectSerializer does: its members in order, each by the ObjectSerializer.</summary>
    public static void Write(BsonSerializationContext context, ExpandoObject? value)
    {
        var writer = context.Writer;
        if (value is null)
        {
            writer.WriteNull();
            return;
        }

        BsonSerializationContext? dynamicContext = null;
        writer.WriteStartDocument();
        foreach (var member in (IDictionary<string, object?>)value)
        {
            writer.WriteName(member.Key);
            if (!ObjectValues.TryWrite(writer, member.Value))
            {
                dynamicContext ??= context.With(WritesDynamicTypes);
                ObjectValues.WriteOther(dynamicContext, member.Value!, Objects);
            }
        }

        writer.WriteEndDocument();
    }

    private static bool IsDynamicType(Type type) => type == typeof(ExpandoObject) || type == typeof(List<object>);
}
