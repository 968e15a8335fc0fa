using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// Dictionary keys of other types than string in the Document representation, converted to and from element names as
/// the driver's dictionary serializers convert them: the key's own serializer, over a one-element document whose value
/// is the name, with a root context of default settings.
/// </summary>
internal static class DictionaryKeys
{
    /// <summary>As the driver reads a key from an element name; its serializer's errors are the driver's.</summary>
    public static TKey Read<TKey>(string name, IBsonSerializer<TKey> serializer)
    {
        using var reader = new BsonDocumentReader(new BsonDocument("k", name));
        var context = BsonDeserializationContext.CreateRoot(reader);
        reader.ReadStartDocument();
        reader.ReadName("k");
        var key = serializer.Deserialize(context);
        reader.ReadEndDocument();
        return key;
    }

    /// <summary>As <see cref="Read{TKey}"/>, false instead of an exception (the span path then declines).</summary>
    public static bool TryRead<TKey>(string name, IBsonSerializer<TKey> serializer, out TKey key)
    {
        try
        {
            key = Read(name, serializer);
            return true;
        }
        catch (Exception)
        {
            key = default!;
            return false;
        }
    }

    /// <summary>As the driver writes a key as an element name: it must serialize as a string.</summary>
    public static string Write<TKey>(TKey key, IBsonSerializer<TKey> serializer)
    {
        var document = new BsonDocument();
        using (var writer = new BsonDocumentWriter(document))
        {
            var context = BsonSerializationContext.CreateRoot(writer);
            writer.WriteStartDocument();
            writer.WriteName("k");
            serializer.Serialize(context, key);
            writer.WriteEndDocument();
        }

        var value = document["k"];
        if (value.BsonType != BsonType.String)
        {
            throw new BsonSerializationException("When using DictionaryRepresentation.Document key values must serialize as strings.");
        }

        return value.AsString;
    }

    /// <summary>
    /// Adds an entry as the driver's dictionary serializers add one, through <see cref="ICollection{T}"/>: that Add has
    /// its own checks in some types (a SortedDictionary's takes a null key, which its Add(key, value) refuses).
    /// </summary>
    public static void Add<TKey, TValue>(ICollection<KeyValuePair<TKey, TValue>> items, TKey key, TValue value) =>
        items.Add(new KeyValuePair<TKey, TValue>(key, value));

    /// <summary>
    /// Adds an entry the dictionary does not hold yet (by its own comparer), or returns false: the span path then declines,
    /// and the driver's accumulator decides what a repeated key means.
    /// </summary>
    public static bool TryAddNew<TKey, TValue>(IDictionary<TKey, TValue> items, TKey key, TValue value)
    {
        if (key is null || items.ContainsKey(key))
        {
            return false;
        }

        items.Add(key, value);
        return true;
    }

    /// <summary>
    /// As <see cref="TryAddNew{TKey, TValue}"/>, for a sorted dictionary: false also where its comparer fails to compare the
    /// key with those it holds (documents without a default order ...), whose exception the driver's Add raises.
    /// </summary>
    public static bool TryAddSorted<TKey, TValue>(IDictionary<TKey, TValue> items, TKey key, TValue value)
    {
        try
        {
            return TryAddNew(items, key, value);
        }
        catch (Exception exception) when (exception is InvalidOperationException or ArgumentException)
        {
            // A SortedDictionary's comparer raises ArgumentException, a SortedList's binary search InvalidOperationException.
            return false;
        }
    }

    /// <summary>As <see cref="TryAddNew{TKey, TValue}"/>, for a non-generic dictionary (a Hashtable).</summary>
    public static bool TryAddNew(System.Collections.IDictionary items, object? key, object? value)
    {
        if (key is null || items.Contains(key))
        {
            return false;
        }

        items.Add(key, value);
        return true;
    }
}
