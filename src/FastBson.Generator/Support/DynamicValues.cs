using System;
using System.Collections.Generic;
using System.Dynamic;
using System.Text;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Documents and arrays in <c>object</c> places, as the driver reads them in its default configuration: the registry's
/// ObjectSerializer finds no discriminator in a document (its <c>ObjectDiscriminatorConvention</c> searches the
/// document's elements for <c>_t</c>) and hands it to the context's dynamic document serializer, an
/// ExpandoObjectSerializer, which reads each element's value with that ObjectSerializer again; it hands an array to the
/// context's dynamic array serializer, the registry's <c>List&lt;object&gt;</c> serializer, whose items that
/// ObjectSerializer reads. Read here, the result is the same <c>ExpandoObject</c>s and <c>List&lt;object&gt;</c>s.
/// </summary>
/// <remarks>
/// <para>
/// Only where every one of those serializers is the driver's own, configured as by default, which is decided once
/// (<see cref="Defaults"/>): the registry's ObjectSerializer with an <c>ObjectDiscriminatorConvention</c> (of any element
/// name) that may read <c>object</c>, as its discriminator convention and allowed types show it (from MongoDB.Bson 2.20
/// its properties, before its fields). Elsewhere every such value stays with the driver, as does a place whose
/// serializer is not the registry's ObjectSerializer, and a context whose dynamic serializers are others
/// (<c>BsonDefaults</c> set to BsonDocumentSerializer ...).
/// </para>
/// <para>
/// A document that holds a discriminator names a class, and a value of another BSON type than the plain ones
/// (<see cref="ObjectValues"/>), documents and arrays (a binary Guid ...) depends on the serializer's settings: the span
/// path gives such a value up whole, for the driver's serializer to read from the document's reader, and the reader
/// path hands that one value to it. Each level counts against <c>FastBsonSerializers.MaxReadDepth</c>, as the
/// BsonValue readers' levels do.
/// </para>
/// </remarks>
internal static class DynamicValues
{
    /// <summary>
    /// The deepest level (counted as <see cref="NestingDepth"/> counts) at which a dynamic document or array is read here:
    /// deeper than real documents nest. A deeper value is the driver's serializer's to read, through
    /// <see cref="DriverValues"/>, which reads values nested far deeper than the server stores on a stack of their own, and
    /// refuses those beyond the limit.
    /// </summary>
    private const int OwnedDepth = 20;

    private static readonly Defaults? s_defaults = Defaults.Find();

    /// <summary>
    /// The span path: a document or array in an <c>object</c> place that <paramref name="place"/> (the driver's serializer
    /// of the place) reads, in the context of the document this thread is reading; false where the driver must read it.
    /// </summary>
    public static bool TryRead(ref BsonSpanReader reader, int type, IBsonSerializer place, out object? value)
    {
        value = null;
        return ReadsOnSpan(place) && TryReadValue(ref reader, type, s_defaults, depth: 0, out value);
    }

    /// <summary>
    /// Whether the span path reads documents and arrays (those it can) in a place that <paramref name="place"/> reads, in the
    /// context of the document this thread is reading.
    /// </summary>
    public static bool ReadsOnSpan(IBsonSerializer place) =>
        s_defaults is { } defaults && ReferenceEquals(place, defaults.Objects) && defaults.AreDynamic(SpanDocument.Ambient);

    /// <summary>
    /// The span path, for the values of an ExpandoObject member (its serializer an ExpandoObjectSerializer, which reads
    /// them in a dynamic context of its own, whatever the outer context): the document's members, or false where the driver
    /// must read it. Where the driver's configuration is not known to be its default, only plain values are read.
    /// </summary>
    public static bool TryReadExpando(ReadOnlySpan<byte> document, out ExpandoObject? value) =>
        TryReadDocument(document, s_defaults, depth: 1, discriminated: false, out value);

    /// <summary>
    /// The IBsonReader path: whether a document or array in an <c>object</c> place that <paramref name="place"/> reads in
    /// <paramref name="context"/> is read by <see cref="ReadDocument"/> or <see cref="ReadArray"/>. Only from a binary
    /// reader, which skips a value by its length: the driver's discriminator search skips every element before it, which
    /// the JSON and document readers do by recursion, so a value nested far deeper than the server stores would overflow the
    /// stack before <see cref="DriverValues"/> could measure it. Their values go to the driver's serializer through it.
    /// </summary>
    public static bool Reads(IBsonSerializer place, BsonDeserializationContext context) =>
        s_defaults is { } defaults && context.Reader is BsonBinaryReader && NestingDepth.Current < OwnedDepth &&
        ReferenceEquals(place, defaults.Objects) && defaults.AreDynamic(context);

    /// <summary>
    /// The IBsonReader path, where <see cref="Reads"/> says so: the document the reader is on, through the driver's own
    /// discriminator search; a document with a discriminator goes to <paramref name="place"/>, as do its errors.
    /// </summary>
    public static TValue ReadDocument<TValue>(BsonDeserializationContext context, IBsonSerializer<TValue> place)
        where TValue : class?
    {
        if (s_defaults!.Convention.GetActualType(context.Reader, typeof(object)) != typeof(object))
        {
            return DriverValues.Deserialize(place, context);
        }

        NestingDepth.Enter();
        try
        {
            return (TValue)(object)ExpandoValues.ReadMembers(context, context.DynamicDocumentSerializer);
        }
        finally
        {
            NestingDepth.Exit();
        }
    }

    /// <summary>The IBsonReader path, where <see cref="Reads"/> says so: the array the reader is on, as a <c>List&lt;object&gt;</c>.</summary>
    public static TValue ReadArray<TValue>(BsonDeserializationContext context, IBsonSerializer<TValue> place)
        where TValue : class?
    {
        var reader = context.Reader;
        NestingDepth.Enter();
        try
        {
            var items = new List<object?>();
            reader.ReadStartArray();
            while (reader.ReadBsonType() != BsonType.EndOfDocument)
            {
                items.Add(ObjectValues.Read(context, place));
            }

            reader.ReadEndArray();
            return (TValue)(object)items;
        }
        finally
        {
            NestingDepth.Exit();
        }
    }

    /// <summary>
    /// Writes an ExpandoObject or a <c>List&lt;object&gt;</c> (not null) in an <c>object</c> place as <paramref name="place"/>
    /// does, where it is the registry's ObjectSerializer in its default configuration and the context takes the value's type
    /// as dynamic: without a discriminator, by the registry's serializer of the type, which the ObjectSerializer would look
    /// up (an ExpandoObject as <see cref="ExpandoValues"/> writes it; a list's items each as the place writes an
    /// <c>object</c>). False for anything else, which the place's serializer writes.
    /// </summary>
    public static bool TryWrite(BsonSerializationContext context, object? value, IBsonSerializer place)
    {
        if (s_defaults is not { } defaults || value is null || !ReferenceEquals(place, defaults.Objects))
        {
            return false;
        }

        if (value.GetType() == typeof(ExpandoObject) && (defaults.DynamicTypesOf(context) & DynamicTypes.ExpandoObjects) != 0)
        {
            ExpandoValues.Write(context, (ExpandoObject)value);
            return true;
        }

        if (value.GetType() == typeof(List<object>) && (defaults.DynamicTypesOf(context) & DynamicTypes.Lists) != 0)
        {
            var writer = context.Writer;
            writer.WriteStartArray();
            foreach (var item in (List<object?>)value)
            {
                ObjectValues.Write(context, item, defaults.Objects);
            }

            writer.WriteEndArray();
            return true;
        }

        return false;
    }

    /// <summary>
    /// The span writer: an ExpandoObject or a <c>List&lt;object&gt;</c> (after its element), as <see cref="TryWrite"/> writes
    /// it, in the context the buffer was rented with; false for anything else, and where the buffer has no context.
    /// </summary>
    public static bool TryWriteSpan(BsonSpanWriter buffer, object value, IBsonSerializer place) =>
        s_defaults is { } defaults && ReferenceEquals(place, defaults.Objects) && buffer.Context is { } context &&
        TryWriteSpanDynamic(buffer, value, defaults, DynamicTypesOf(buffer, context, defaults));

    /// <summary>The types the context of the value being written takes as dynamic, asked once per value (see <see cref="BsonSpanWriter.ContextDynamicTypes"/>).</summary>
    private static DynamicTypes DynamicTypesOf(BsonSpanWriter buffer, BsonSerializationContext context, Defaults defaults)
    {
        if (buffer.ContextDynamicTypes < 0)
        {
            buffer.ContextDynamicTypes = (int)defaults.DynamicTypesOf(context);
        }

        return (DynamicTypes)buffer.ContextDynamicTypes;
    }

    private static bool TryWriteSpanDynamic(BsonSpanWriter buffer, object value, Defaults defaults, DynamicTypes dynamic)
    {
        if (value.GetType() == typeof(ExpandoObject) && (dynamic & DynamicTypes.ExpandoObjects) != 0)
        {
            // Its members in the serializer's dynamic context, which takes both types as dynamic.
            if (!buffer.TryStart(out var start))
            {
                return false;
            }

            foreach (var member in (IDictionary<string, object?>)value)
            {
                if (!buffer.TryElement(ObjectValues.SpanType(member.Value), member.Key) || !TryWriteSpanValue(buffer, member.Value, defaults, defaults.Writable))
                {
                    return false;
                }
            }

            return buffer.TryEnd(start);
        }

        if (value.GetType() == typeof(List<object>) && (dynamic & DynamicTypes.Lists) != 0)
        {
            // Its items in the list's own context, as the list serializer passes it on.
            if (!buffer.TryStart(out var start))
            {
                return false;
            }

            var items = (List<object?>)value;
            for (var i = 0; i < items.Count; i++)
            {
                buffer.Element(ObjectValues.SpanType(items[i]), i);
                if (!TryWriteSpanValue(buffer, items[i], defaults, dynamic))
                {
                    return false;
                }
            }

            return buffer.TryEnd(start);
        }

        return false;
    }

    private static bool TryWriteSpanValue(BsonSpanWriter buffer, object? value, Defaults defaults, DynamicTypes dynamic) =>
        value is null || ObjectValues.TryWriteSpanPlain(buffer, value) || TryWriteSpanDynamic(buffer, value, defaults, dynamic);

    /// <summary>A value as the ObjectSerializer reads it: without <paramref name="defaults"/>, only a plain one.</summary>
    private static bool TryReadValue(ref BsonSpanReader reader, int type, Defaults? defaults, int depth, out object? value)
    {
        value = null;
        switch ((BsonType)type)
        {
            case BsonType.Document or BsonType.Array when defaults is null || NestingDepth.Current + depth >= OwnedDepth:
                return false;

            case BsonType.Document:
            {
                if (!reader.TryReadDocument(out var bytes) || !TryReadDocument(bytes, defaults, depth + 1, discriminated: true, out var document))
                {
                    return false;
                }

                value = document;
                return true;
            }

            case BsonType.Array:
            {
                if (!reader.TryReadDocument(out var bytes) || !TryReadArray(bytes, defaults, depth + 1, out var items))
                {
                    return false;
                }

                value = items;
                return true;
            }

            default:
                return ObjectValues.TryRead(ref reader, type, out value);
        }
    }

    /// <summary>
    /// A document's elements as an ExpandoObject's members, in order (a repeated name's last value kept in its first place,
    /// as the driver sets each member in turn). In a document the ObjectSerializer is given (<paramref name="discriminated"/>),
    /// false at an element named as the discriminator, wherever it stands, since the driver's search would find it first;
    /// an ExpandoObject member's own document is read by its serializer, which searches for none.
    /// </summary>
    private static bool TryReadDocument(ReadOnlySpan<byte> bytes, Defaults? defaults, int depth, bool discriminated, out ExpandoObject? value)
    {
        value = null;
        NestingDepth.Check(depth);

        // One walk: an ExpandoObject takes no capacity, so the elements are not counted first. A malformed element is no
        // type this reads, and ReadElement gives EndOfDocument only at the document's last byte.
        var document = new ExpandoObject();
        var members = (IDictionary<string, object?>)document;
        var elements = new BsonSpanReader(bytes);
        int type;
        while ((type = elements.ReadElement(out var name)) != BsonSpanReader.EndOfDocument)
        {
            if ((discriminated && name.SequenceEqual(defaults!.DiscriminatorName)) || !BsonSpanReader.TryDecodeName(name, out var key) ||
                !TryReadValue(ref elements, type, defaults, depth, out var item))
            {
                return false;
            }

            members[key] = item;
        }

        value = document;
        return true;
    }

    /// <summary>An array's items, in order, as the registry's <c>List&lt;object&gt;</c> serializer adds them.</summary>
    private static bool TryReadArray(ReadOnlySpan<byte> bytes, Defaults? defaults, int depth, out List<object?>? value)
    {
        value = null;
        NestingDepth.Check(depth);
        var items = new List<object?>();
        var elements = new BsonSpanReader(bytes);
        int type;
        while ((type = elements.ReadElement(out _)) != BsonSpanReader.EndOfDocument)
        {
            if (!TryReadValue(ref elements, type, defaults, depth, out var item))
            {
                return false;
            }

            items.Add(item);
        }

        value = items;
        return true;
    }

    /// <summary>The types written as dynamic values: without a discriminator, by the registry's serializer of the type.</summary>
    [Flags]
    private enum DynamicTypes
    {
        ExpandoObjects = 1,
        Lists = 2,
    }

    /// <summary>The driver's serializers of dynamic values, where each is its own in its default configuration.</summary>
    private sealed class Defaults
    {
        private Defaults(IBsonSerializer<object?> objects, IBsonSerializer lists, IDiscriminatorConvention convention, bool writesExpandoObjects, bool writesLists)
        {
            Objects = objects;
            Lists = lists;
            Convention = convention;
            DiscriminatorName = Encoding.UTF8.GetBytes(convention.ElementName);
            WritesExpandoObjects = writesExpandoObjects;
            WritesLists = writesLists;
        }

        /// <summary>The registry's ObjectSerializer, which reads and writes every value in a dynamic document or array.</summary>
        public IBsonSerializer<object?> Objects { get; }

        /// <summary>
        /// Whether the ObjectSerializer may write an ExpandoObject (its allowed types) and the registry's serializer of it is the
        /// driver's ExpandoObjectSerializer.
        /// </summary>
        public bool WritesExpandoObjects { get; }

        /// <summary>Whether the ObjectSerializer may write a <c>List&lt;object&gt;</c>, with <see cref="Lists"/>.</summary>
        public bool WritesLists { get; }

        /// <summary>The dynamic types the ObjectSerializer may write, whatever the context.</summary>
        public DynamicTypes Writable => (WritesExpandoObjects ? DynamicTypes.ExpandoObjects : 0) | (WritesLists ? DynamicTypes.Lists : 0);

        /// <summary>
        /// The types the ObjectSerializer writes as dynamic values in <paramref name="context"/> (without a discriminator, by
        /// the registry's serializer of the type): those it may write that the context takes as dynamic.
        /// </summary>
        public DynamicTypes DynamicTypesOf(BsonSerializationContext context)
        {
            var isDynamicType = context.IsDynamicType;
            if (isDynamicType is null)
            {
                return 0;
            }

            return (WritesExpandoObjects && isDynamicType(typeof(ExpandoObject)) ? DynamicTypes.ExpandoObjects : 0) |
                (WritesLists && isDynamicType(typeof(List<object>)) ? DynamicTypes.Lists : 0);
        }

        /// <summary>The registry's <c>List&lt;object&gt;</c> serializer, the default dynamic array serializer.</summary>
        public IBsonSerializer Lists { get; }

        /// <summary>The ObjectSerializer's discriminator convention.</summary>
        public IDiscriminatorConvention Convention { get; }

        /// <summary>The UTF-8 name of the element the convention searches a document for.</summary>
        public byte[] DiscriminatorName { get; }

        /// <summary>
        /// Whether <paramref name="context"/>'s dynamic serializers are the ones read here: an ExpandoObjectSerializer (any
        /// instance reads alike: its values by the registry's ObjectSerializer, its arrays by the registry's list serializer)
        /// and the registry's list serializer. Without a context (bytes read detached, outside any document), those a root
        /// context takes, <c>BsonDefaults</c>'.
        /// </summary>
        public bool AreDynamic(BsonDeserializationContext? context)
        {
            var documents = context is null ? BsonDefaults.DynamicDocumentSerializer : context.DynamicDocumentSerializer;
            var arrays = context is null ? BsonDefaults.DynamicArraySerializer : context.DynamicArraySerializer;
            return ReferenceEquals(arrays, Lists) && documents?.GetType() == typeof(ExpandoObjectSerializer);
        }

        public static Defaults? Find()
        {
            if (!ObjectSerializerConfiguration.TryGetRegistered(out var objects, out var convention, out var deserializes, out var serializes) ||
                convention.GetType() != typeof(ObjectDiscriminatorConvention) || !deserializes(typeof(object)))
            {
                return null;
            }

            var lists = BsonSerializer.LookupSerializer<List<object>>();
            if (lists.GetType() != typeof(EnumerableInterfaceImplementerSerializer<List<object>, object>) ||
                !ReferenceEquals(((IChildSerializerConfigurable)lists).ChildSerializer, objects))
            {
                return null;
            }

            var writesExpandoObjects = serializes(typeof(ExpandoObject)) &&
                BsonSerializer.LookupSerializer<ExpandoObject>().GetType() == typeof(ExpandoObjectSerializer);
            var writesLists = serializes(typeof(List<object>));
            return new Defaults(objects, lists, convention, writesExpandoObjects, writesLists);
        }
    }
}
