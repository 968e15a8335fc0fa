using System;
using System.Collections.Generic;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// A generic envelope (issue 9): one generic serializer, closed for each payload type. The payload and its history are
/// of the type parameter, served through the driver's serializer for the closed type's member; the rest is generated.
/// Its reply and fallback are left out of the document as the driver leaves them out, whichever type closes it.
/// </summary>
[GenerateBsonSerializer]
public class Envelope<T>
{
    public int Id { get; set; }

    public string? Kind { get; set; }

    public T? Payload { get; set; }

    public List<T>? History { get; set; }

    public DateTime SentAt { get; set; }

    public List<string>? Tags { get; set; }

    /// <summary>Left out when null: a null of the closed type (a class's, a <c>Nullable</c>'s), never a struct's value.</summary>
    [BsonIgnoreIfNull]
    public T? Reply { get; set; }

    /// <summary>Left out when it is the closed type's default (null, <c>0</c> ...).</summary>
    [BsonIgnoreIfDefault]
    public T? Fallback { get; set; }
}

/// <summary>
/// A catalog whose entries are documents nested in it (issue 9): reflection sees <c>Catalog&lt;&gt;.Entry</c> as generic
/// over the catalog's key, so the entry's serializer is generic over it too, and closed by the driver for each key type.
/// </summary>
/// <typeparam name="TKey">The type of the entries' keys.</typeparam>
public class Catalog<TKey>
    where TKey : notnull
{
    [GenerateBsonSerializer]
    public class Entry
    {
        public int Id { get; set; }

        public TKey? Key { get; set; }

        public string? Label { get; set; }

        public List<Pin>? Pins { get; set; }

        public decimal Price { get; set; }
    }
}

/// <summary>
/// A generic positional record (issue 9): init-only properties and no parameterless constructor, so it is created
/// uninitialized and each property set through its init accessor, an UnsafeAccessor declared in the generic serializer
/// (.NET 9 and later reach generic types so).
/// </summary>
/// <typeparam name="T">The type of the pair's items.</typeparam>
[GenerateBsonSerializer]
public record Pair<T>(int Id, T? First, T? Second, string? Note);

/// <summary>A generic class created through its private constructor, with a private-set member (.NET 9 and later).</summary>
/// <typeparam name="T">The type of the content.</typeparam>
[GenerateBsonSerializer]
public class Sealed<T>
{
    private Sealed()
    {
        Label = "made by the constructor";
    }

    public int Id { get; set; }

    public string Label { get; set; }

    public T? Content { get; private set; }
}
