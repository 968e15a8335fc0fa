using System;
using System.Collections.Generic;
using System.Text;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;

namespace FastBson.Runtime;

/// <summary>
/// Values of an interface type <typeparamref name="TInterface"/> as the driver's <c>DiscriminatedInterfaceSerializer</c>
/// reads them: a document's class is the one its discriminator names under the interface's discriminator convention, and
/// that class's serializer reads it, under the interface as nominal type. It writes each value with the serializer of the
/// value's class, under <c>object</c>.
/// </summary>
/// <remarks>
/// <para>
/// The driver scans each such document for its discriminator (a bookmark, a search that decodes each element name, the
/// value read into a BsonValue, a lookup under a lock) and the class's serializer is then called through the registry.
/// Here the discriminator is found in the bytes and looked up in a closed table of the registered generated serializers of
/// classes that implement the interface, each under the discriminator the driver maps to it. An entry's class is read by its
/// generated code: on the span path from the document's bytes, on the IBsonReader path through its serializer.
/// </para>
/// <para>
/// Everything else is the driver's serializer's to read, with its rules and errors: null and every other BSON type, no
/// discriminator ("Unable to determine actual type"), one the table does not hold (a class without a generated serializer,
/// an unknown or ambiguous value, a type name), a convention that is not a standard one, another reader kind.
/// </para>
/// </remarks>
internal static class InterfaceValues<TInterface>
{
    private static Table? s_table;

    /// <summary>
    /// The span path: a null (the driver reads it as null), or a document whose discriminator names a class of the table,
    /// read by that class's generated code; false for anything else.
    /// </summary>
    public static bool TryRead(ref BsonSpanReader reader, int type, out TInterface? value)
    {
        value = default;
        if (type == (int)BsonType.Null)
        {
            return true;
        }

        if (type != (int)BsonType.Document || !reader.TryReadDocument(out var bytes))
        {
            return false;
        }

        var table = TableOf();
        if (!table.Standard || !DiscriminatorPeek.TryFind(bytes, table.ElementName, out var discriminator, out var found) || !found)
        {
            return false;
        }

        if (table.Find(discriminator) is not { } serializer || !serializer.TryReadDetached(bytes, out var read))
        {
            return false;
        }

        value = (TInterface)read!;
        return true;
    }

    /// <summary>
    /// The IBsonReader path: a document whose discriminator names a class of the table is read by that class's generated
    /// serializer; anything else by the driver's <paramref name="serializer"/>.
    /// </summary>
    public static TInterface Read(BsonDeserializationContext context, IBsonSerializer<TInterface> serializer)
    {
        var reader = context.Reader;
        if (reader.CurrentBsonType == BsonType.Document)
        {
            var table = TableOf();
            if (table.Standard && DiscriminatorPeek.TryFind(reader, table.ElementName, out var discriminator, out var found) && found &&
                table.Find(discriminator) is { } generated)
            {
                // The driver's search returns to a bookmark, which leaves the binary reader's context without the current
                // element name (see DiscriminatedReads.TryReadOther).
                reader.ReturnToBookmark(reader.GetBookmark());

                // Under its own type, not the interface the driver would pass: the entry holds only a class whose class map
                // finds it under both, and under the interface the generated serializer would search for the discriminator
                // again (DiscriminatedReads.TryReadOther), which under its own type it skips unless the class has subclasses.
                var args = new BsonDeserializationArgs { NominalType = generated.ValueType };
                return (TInterface)((IBsonSerializer)generated).Deserialize(context, args);
            }
        }

        return DriverValues.Deserialize(serializer, context);
    }

    /// <summary>
    /// Writes a value as the driver's serializer does: a value of a class of the table that the driver's serializer writes
    /// by the class's serializer, by its generated serializer, under <c>object</c> (the driver's serializer hands it to an
    /// ObjectSerializer, which calls the serializer of the value's class so, and that writes the discriminator); null and
    /// anything else (a class that ObjectSerializer refuses among them) by the driver's <paramref name="serializer"/>.
    /// </summary>
    public static void Write(BsonSerializationContext context, TInterface value, IBsonSerializer<TInterface> serializer)
    {
        if (value is not null && TableOf().FindWritten(value.GetType()) is { } generated)
        {
            ((IBsonSerializer)generated).Serialize(context, new BsonSerializationArgs { NominalType = typeof(object) }, value);
            return;
        }

        IBsonSerializerExtensions.Serialize(serializer, context, value);
    }

    /// <summary>
    /// Writes a value (not null) into the span writer as <see cref="Write"/> writes it: a value of a class of the table by
    /// its generated serializer under <c>object</c>, where that serializer is one of this assembly's span-writing ones;
    /// false for anything else, which the writer then writes.
    /// </summary>
    public static bool TryWriteSpan(BsonSpanWriter buffer, TInterface value) =>
        TableOf().FindWritten(value!.GetType()) is ISpanWritingSerializer generated && generated.TryWriteSpan(buffer, value, typeof(object));

    /// <summary>The table, built again when more generated serializers have been registered since.</summary>
    private static Table TableOf() => RegisteredTables.Current(ref s_table, Table.Build);

    private sealed class Table : IRegisteredTable
    {
        private readonly byte[][] _discriminators;
        private readonly IGeneratedBsonSerializer[] _serializers;
        private readonly bool[] _writes;

        private Table(int registrations, IDiscriminatorConvention convention, bool standard, List<(byte[] Discriminator, IGeneratedBsonSerializer Serializer)> entries)
        {
            Registrations = registrations;
            Standard = standard;
            ElementName = Encoding.UTF8.GetBytes(convention.ElementName);
            _discriminators = new byte[entries.Count][];
            _serializers = new IGeneratedBsonSerializer[entries.Count];
            _writes = new bool[entries.Count];
            var writes = ImplementationsWritten();
            for (var i = 0; i < entries.Count; i++)
            {
                (_discriminators[i], _serializers[i]) = entries[i];
                _writes[i] = writes(_serializers[i].ValueType);
            }
        }

        /// <summary>The registrations the table was built from (see <see cref="FastBson.FastBsonSerializers.Registrations"/>).</summary>
        public int Registrations { get; }

        public bool Standard { get; }

        public byte[] ElementName { get; }

        /// <summary>The generated serializer of the class the discriminator names, or null where the driver reads it.</summary>
        public IGeneratedBsonSerializer? Find(ReadOnlySpan<byte> discriminator)
        {
            for (var i = 0; i < _discriminators.Length; i++)
            {
                if (discriminator.SequenceEqual(_discriminators[i]))
                {
                    return _serializers[i];
                }
            }

            return null;
        }

        /// <summary>
        /// The generated serializer of a value's class, or null where the driver writes it: a class not in the table, or
        /// one the driver's serializer refuses to write (see <see cref="ImplementationsWritten"/>), whose error it raises.
        /// </summary>
        public IGeneratedBsonSerializer? FindWritten(Type type)
        {
            for (var i = 0; i < _serializers.Length; i++)
            {
                if (_serializers[i].ValueType == type)
                {
                    return _writes[i] ? _serializers[i] : null;
                }
            }

            return null;
        }

        public static Table Build()
        {
            var registrations = FastBson.FastBsonSerializers.Registrations;

            // The driver's serializer of an interface asks the convention the driver holds for the interface (by default the
            // one of object, an ObjectDiscriminatorConvention), which the drift check saw it holds. For a document, that and the
            // standard ones search for the discriminator alike: an interface counts as discriminated.
            var convention = BsonSerializer.LookupDiscriminatorConvention(typeof(TInterface));
            var standard = convention.GetType() == typeof(ObjectDiscriminatorConvention) || Discriminators.AreFoundByPeek(convention);
            var entries = new List<(byte[], IGeneratedBsonSerializer)>();
            if (standard)
            {
                foreach (var type in FastBson.FastBsonSerializers.RegisteredTypes)
                {
                    if (typeof(TInterface).IsAssignableFrom(type) && Entry(convention, type) is { } entry)
                    {
                        entries.Add(entry);
                    }
                }
            }

            return new Table(registrations, convention, standard, entries);
        }

        /// <summary>
        /// The classes whose values the driver's serializer of the interface writes with the class's serializer. From
        /// MongoDB.Bson 3.4 it writes every implementation of the interface. Before, it hands the value to the registry's
        /// ObjectSerializer, which writes only the types it allows (from 2.19: by default the base library's, so that an
        /// application allows its own classes) and refuses others with its error; another serializer of <c>object</c>
        /// writes the value as it likes, so none is written here.
        /// </summary>
        private static Func<Type, bool> ImplementationsWritten()
        {
#if MONGODB_BSON_INTERFACE_IMPLEMENTATIONS
            return static type => true;
#else
            return ObjectSerializerConfiguration.TryGetRegistered(out _, out _, out _, out var serializes) ? serializes : static type => false;
#endif
        }

        /// <summary>
        /// The entry of a class that implements the interface, where the driver would read its documents exactly as its
        /// generated serializer reads detached bytes: the interface's convention maps its discriminator to it, the registry
        /// holds its generated serializer, and its class map's convention maps the discriminator to it both under the
        /// interface (as the class map is handed the document) and under the class itself (as the detached read asks).
        /// </summary>
        private static (byte[], IGeneratedBsonSerializer)? Entry(IDiscriminatorConvention convention, Type type)
        {
            if (BsonClassMap.LookupClassMap(type).Discriminator is not { } discriminator ||
                !Discriminators.MapsTo(convention, typeof(TInterface), discriminator, type) ||
                BsonSerializer.LookupSerializer(type) is not IGeneratedBsonSerializer generated)
            {
                return null;
            }

            var own = Discriminators.OfClassMap(type, (IBsonSerializer)generated);
            return Discriminators.AreFoundByPeek(own) && own.ElementName == convention.ElementName &&
                Discriminators.MapsTo(own, typeof(TInterface), discriminator, type) && Discriminators.MapsTo(own, type, discriminator, type)
                ? (Encoding.UTF8.GetBytes(discriminator), generated)
                : null;
        }
    }
}
