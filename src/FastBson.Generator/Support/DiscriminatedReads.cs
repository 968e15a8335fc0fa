using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Text;
using System.Threading;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Which type a document read as <typeparamref name="T"/> is, as the driver's class map decides it before it reads
/// anything: its discriminator convention's <c>GetActualType</c>, then the serializer the driver looks up for that type.
/// </summary>
/// <remarks>
/// <para>
/// The driver scans every such document for the discriminator (a bookmark, a search that decodes each element name, the
/// value read into a BsonValue, a lookup under a lock) before the real read. Here the discriminator is found in the
/// reader's buffer without moving the reader or allocating, and its UTF-8 bytes are looked up in a closed table:
/// <typeparamref name="T"/> and the registered generated subclasses of it, each under the discriminator the driver maps
/// to it for <typeparamref name="T"/>, with the serializer the driver looks up for it. The table is built on first use
/// from the driver's own answers, and again after more generated serializers are registered.
/// </para>
/// <para>
/// The driver's serializer of an interface (DiscriminatedInterfaceSerializer) and its ObjectSerializer find a document's
/// class the same way and hand the document to that class's serializer under their own nominal type, for which the
/// class map asks its convention again. A table per such nominal type answers that second question: a document that is
/// <typeparamref name="T"/>'s under it is read by the generated code, not by the class map.
/// </para>
/// <para>
/// Everything else is the driver's: a discriminator the table does not hold (a subclass mapped at run time, a type name,
/// an unknown or ambiguous value, another BSON type), no discriminator under a nominal type other than
/// <typeparamref name="T"/>, a convention other than the standard ones, another reader kind, and anything malformed
/// before the discriminator. The driver's class-map serializer then reads the document whole, so its answer and its
/// errors are the driver's.
/// </para>
/// </remarks>
internal static class DiscriminatedReads<T>
{
    private static Table? s_table;

    // Tables for the other nominal types T is read as (see TableOf(Type)): few, usually one interface or object.
    private static Table[] s_nominalTables = Array.Empty<Table>();

    /// <summary>
    /// Reads the document the reader is on when it is not <typeparamref name="T"/>'s own to read, as the driver's class map
    /// would: a subclass's document by the serializer the driver looks up for the subclass, and a document whose type only
    /// the driver can tell by the driver's class-map serializer, whole. Returns false, the reader untouched, when the
    /// document is <typeparamref name="T"/>'s: its generated code reads it then.
    /// </summary>
    /// <remarks>
    /// The driver's reads go through <see cref="DriverValues"/>, as every value handed to a driver's serializer does: the
    /// document is walked first, so a lying length fails without the driver allocating what it claims, and a deep one
    /// against the depth limit.
    /// </remarks>
    public static bool TryReadOther(BsonDeserializationContext context, BsonDeserializationArgs args, out T value)
    {
        value = default!;
        var own = args.NominalType == typeof(T);
        if (own && !DriverClassMap<T>.IsDiscriminated)
        {
            // No subclass is mapped: the driver does not look for a discriminator either.
            return false;
        }

        // Under another nominal type (an interface or object, whose driver's serializer found this type by the
        // discriminator and handed the document here with that nominal type), the class map asks its convention again,
        // for that type: the table answers for it as it does for T.
        var table = own ? TableOf() : TableOf(args.NominalType);
        if (table is not null && table.Standard && DiscriminatorPeek.TryFind(context.Reader, table.ElementName, out var discriminator, out var found))
        {
            // The driver's search returns to a bookmark, and a binary reader's return leaves a copy of its context
            // without the current element name and array index, which the names in its later errors are made of.
            context.Reader.ReturnToBookmark(context.Reader.GetBookmark());
            if (!found)
            {
                // No discriminator: the convention answers the nominal type, which is T's own only when it is T.
                if (own)
                {
                    return false;
                }
            }
            else
            {
                foreach (var entry in table.Entries)
                {
                    if (discriminator.SequenceEqual(entry.Discriminator))
                    {
                        if (entry.Serializer is null)
                        {
                            return false;
                        }

                        // The subclass's generated serializer protects its own reads; another is the driver's to protect.
                        value = entry.Serializer is IGeneratedBsonSerializer
                            ? (T)IBsonSerializerExtensions.Deserialize(entry.Serializer, context)!
                            : DriverValues.Deserialize(new AsNominal(entry.Serializer), context);
                        return true;
                    }
                }
            }
        }

        // Only the driver can tell: its class map finds the type and reads the document, exactly as it would.
        value = DriverValues.Deserialize(DriverClassMap<T>.Serializer, context, args);
        return true;
    }

    /// <summary>
    /// For detached bytes (a nested document on the span path), which no reader stands behind: whether they are a
    /// <typeparamref name="T"/> (<see cref="DetachedType.Own"/>), a subclass's that its registered generated serializer read
    /// whole (<see cref="DetachedType.Subclass"/>, with the object), or anything else (<see cref="DetachedType.Declined"/>:
    /// the caller reads them through a reader, whose serializer's entry decides as the driver does).
    /// </summary>
    public static DetachedType ReadDetached(ReadOnlySpan<byte> bson, out object? subclass)
    {
        subclass = null;
        var table = TableOf();
        if (!table.Standard || !DiscriminatorPeek.TryFind(bson, table.ElementName, out var discriminator, out var found))
        {
            return DetachedType.Declined;
        }

        if (!found)
        {
            return DetachedType.Own;
        }

        foreach (var entry in table.Entries)
        {
            if (discriminator.SequenceEqual(entry.Discriminator))
            {
                if (entry.Serializer is null)
                {
                    return DetachedType.Own;
                }

                return entry.Serializer is IGeneratedBsonSerializer generated && generated.TryReadDetached(bson, out subclass) ? DetachedType.Subclass : DetachedType.Declined;
            }
        }

        return DetachedType.Declined;
    }

    /// <summary>The table, built again when more generated serializers have been registered since (a benign race).</summary>
    private static Table TableOf() => RegisteredTables.Current(ref s_table, () => Table.Build(typeof(T)));

    /// <summary>
    /// The table for another nominal type <typeparamref name="T"/> is read as (an interface it implements, a base class,
    /// <c>object</c>), or null for one it cannot be read as. Tables are kept per nominal type, in an array replaced whole when
    /// one is added or built again (a benign race: a lost table is built again).
    /// </summary>
    private static Table? TableOf(Type nominalType)
    {
        var tables = Volatile.Read(ref s_nominalTables);
        var index = -1;
        for (var i = 0; i < tables.Length; i++)
        {
            if (tables[i].Nominal == nominalType)
            {
                index = i;
                break;
            }
        }

        if (index >= 0 && RegisteredTables.IsCurrent(tables[index]))
        {
            return tables[index];
        }

        // Only a type T is read as gets a table (so the tables hold no other, and a lookup that finds one needs no check).
        if (index < 0 && !nominalType.IsAssignableFrom(typeof(T)))
        {
            return null;
        }

        var table = Table.Build(nominalType);
        var updated = index >= 0 ? (Table[])tables.Clone() : new Table[tables.Length + 1];
        if (index < 0)
        {
            Array.Copy(tables, updated, tables.Length);
            index = tables.Length;
        }

        updated[index] = table;
        Volatile.Write(ref s_nominalTables, updated);
        return table;
    }

    private sealed class Table : IRegisteredTable
    {
        private Table(Type nominal, int registrations, IDiscriminatorConvention convention, bool standard, List<Entry> entries)
        {
            Nominal = nominal;
            Registrations = registrations;
            Standard = standard;
            Entries = entries.ToArray();
            ElementName = Encoding.UTF8.GetBytes(convention.ElementName);
        }

        /// <summary>The nominal type the table answers for: <typeparamref name="T"/>, or a type it is read as.</summary>
        public Type Nominal { get; }

        /// <summary>The registrations the table was built from (see <see cref="FastBson.FastBsonSerializers.Registrations"/>).</summary>
        public int Registrations { get; }

        public bool Standard { get; }

        public byte[] ElementName { get; }

        public Entry[] Entries { get; }

        public static Table Build(Type nominal)
        {
            // The class map first: freezing it maps the known types its [BsonKnownTypes] names, as the driver's first
            // read of the type does, so IsTypeDiscriminated answers as it would.
            _ = DriverClassMap<T>.ClassMap;
            var registrations = FastBson.FastBsonSerializers.Registrations;
            var convention = DriverClassMap<T>.DiscriminatorConvention;

            var standard = Discriminators.AreFoundByPeek(convention);
            var entries = new List<Entry>();
            if (standard)
            {
                Add(entries, convention, nominal, typeof(T));
                foreach (var type in FastBson.FastBsonSerializers.RegisteredTypes)
                {
                    if (type != typeof(T) && typeof(T).IsAssignableFrom(type))
                    {
                        Add(entries, convention, nominal, type);
                    }
                }
            }

            return new Table(nominal, registrations, convention, standard, entries);
        }

        /// <summary>Adds <paramref name="type"/> under its discriminator, where the driver maps that discriminator to it.</summary>
        private static void Add(List<Entry> entries, IDiscriminatorConvention convention, Type nominal, Type type)
        {
            if (BsonClassMap.LookupClassMap(type).Discriminator is { } discriminator && Discriminators.MapsTo(convention, nominal, discriminator, type))
            {
                entries.Add(new Entry(Encoding.UTF8.GetBytes(discriminator), type == typeof(T) ? null : BsonSerializer.LookupSerializer(type)));
            }
        }
    }

    /// <summary>A subclass's serializer that is not generated, read as <typeparamref name="T"/> through <see cref="DriverValues"/>.</summary>
    private sealed class AsNominal : SerializerBase<T>
    {
        private readonly IBsonSerializer _subclass;

        public AsNominal(IBsonSerializer subclass) => _subclass = subclass;

        public override T Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) => (T)IBsonSerializerExtensions.Deserialize(_subclass, context)!;
    }

    /// <summary>A discriminator's UTF-8 bytes and the serializer of the type it stands for (null for <typeparamref name="T"/>).</summary>
    private sealed class Entry
    {
        public Entry(byte[] discriminator, IBsonSerializer? serializer)
        {
            Discriminator = discriminator;
            Serializer = serializer;
        }

        public byte[] Discriminator { get; }

        public IBsonSerializer? Serializer { get; }
    }
}

/// <summary>What the discriminator of detached bytes says about them (see <see cref="DiscriminatedReads{T}.ReadDetached"/>).</summary>
internal enum DetachedType
{
    /// <summary>A document of the type being read: its own span path reads it, skipping the discriminator.</summary>
    Own,

    /// <summary>A subclass's document, read whole by the subclass's generated serializer.</summary>
    Subclass,

    /// <summary>Anything else: the caller reads the document through a reader.</summary>
    Declined,
}

/// <summary>
/// Finds a document's discriminator in its reader's buffer, as the standard discriminator conventions find it (the first
/// element of that name; for an array, its last item), without moving the reader.
/// </summary>
internal static class DiscriminatorPeek
{
    /// <summary>
    /// Finds the element named <paramref name="elementName"/> in the document the reader is on. Returns false when it
    /// cannot answer exactly as the driver would: another reader, a document not in one chunk, a name that is not ASCII
    /// (the driver decodes each name it passes), anything malformed, or a discriminator that is not a string (or an array
    /// ending in one). Otherwise <paramref name="found"/> says whether there is one, and <paramref name="discriminator"/>
    /// holds its UTF-8 bytes.
    /// </summary>
    public static bool TryFind(IBsonReader reader, byte[] elementName, out ReadOnlySpan<byte> discriminator, out bool found)
    {
        discriminator = default;
        found = false;
        if (reader is not BsonBinaryReader binary || binary.BsonStream is not ByteBufferStream stream)
        {
            return false;
        }

        if (!BufferedDocument.TryView(stream, out var bytes, out var rented))
        {
            return false;
        }

        if (rented is null)
        {
            return TryFind(bytes, elementName, out discriminator, out found);
        }

        // A copy of a document that straddles chunks: the discriminator is copied out before the bytes go back.
        try
        {
            var answered = TryFind(bytes, elementName, out var inCopy, out found);
            discriminator = inCopy.ToArray();
            return answered;
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(rented);
        }
    }

    /// <summary>As <see cref="TryFind(IBsonReader, byte[], out ReadOnlySpan{byte}, out bool)"/>, in the document that <paramref name="bytes"/> start with.</summary>
    public static bool TryFind(ReadOnlySpan<byte> bytes, byte[] elementName, out ReadOnlySpan<byte> discriminator, out bool found)
    {
        discriminator = default;
        found = false;
        if (bytes.Length < 5)
        {
            return false;
        }

        var length = BinaryPrimitives.ReadInt32LittleEndian(bytes);
        if (length < 5 || length > bytes.Length || bytes[length - 1] != 0)
        {
            return false;
        }

        var document = new BsonSpanReader(bytes.Slice(0, length));
        while (true)
        {
            var type = document.ReadElement(out var name);
            if (type == BsonSpanReader.EndOfDocument)
            {
                // None: the driver's search stops at the same terminator, and the document is read as the nominal type.
                return true;
            }

            if (type < 0 || !IsAscii(name))
            {
                return false;
            }

            if (name.SequenceEqual(elementName))
            {
                found = true;
                if (type == (int)BsonType.String)
                {
                    return document.TryReadUtf8(out discriminator);
                }

                return type == (int)BsonType.Array && document.TryReadDocument(out var array) && TryReadLastString(array, out discriminator);
            }

            if (!document.TrySkip(type))
            {
                return false;
            }
        }
    }

    /// <summary>A hierarchical discriminator: an array whose last item, a string, names the leaf class.</summary>
    private static bool TryReadLastString(ReadOnlySpan<byte> array, out ReadOnlySpan<byte> last)
    {
        last = default;
        var items = new BsonSpanReader(array);
        var any = false;
        while (true)
        {
            var type = items.ReadElement(out _);
            if (type == BsonSpanReader.EndOfDocument)
            {
                return any;
            }

            // Strings the driver decodes as surely as this compares them (ASCII), or the driver's BsonArray decides: an
            // item of another type, or one whose UTF-8 it might refuse, last or not.
            if (type != (int)BsonType.String || !items.TryReadUtf8(out last) || !IsAscii(last))
            {
                return false;
            }

            any = true;
        }
    }

    private static bool IsAscii(ReadOnlySpan<byte> name)
    {
        foreach (var b in name)
        {
            if (b >= 0x80)
            {
                return false;
            }
        }

        return true;
    }
}
