using System;
using System.Reflection;
using System.Runtime.Loader;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>
/// FastBson as an application runs it, with <c>FastBsonSerializers.RegisterAll()</c> called, for the workloads whose
/// generated code reaches other types through the driver's registry: a base class's serializer hands each document to
/// the serializer the driver looks up for its subclass. Registering in this process would also give the driver's
/// baseline the generated serializers (its class maps look members and subclasses up there), so the registered side runs
/// in a copy of this app in a load context of its own, with its own MongoDB.Bson, FastBson and fixtures; this process
/// stays the driver alone. Framework assemblies are shared, so the reader hands back its object across.
/// </summary>
internal static class RegisteredSide
{
    /// <summary>A reader of <paramref name="bson"/>, laid out as <paramref name="buffer"/>, with the registered serializer for <paramref name="documentType"/>.</summary>
    public static Func<object> Reader(Type documentType, byte[] bson, BufferKind buffer) =>
        (Func<object>)EntryPoint(nameof(RegisteredEntryPoints.Reader)).Invoke(null, new object[] { documentType.FullName!, bson, (int)buffer })!;

    /// <summary>
    /// A writer of the value <paramref name="bson"/> holds, read back in the registered side, with the registered serializer
    /// for <paramref name="documentType"/>: each call writes it into one preallocated buffer, as the driver's baseline of
    /// <see cref="BsonSerializeBenchmarks{T}"/> does, and returns the bytes written.
    /// </summary>
    public static Func<long> Writer(Type documentType, byte[] bson) =>
        (Func<long>)EntryPoint(nameof(RegisteredEntryPoints.Writer)).Invoke(null, new object[] { documentType.FullName!, bson })!;

    private static MethodInfo EntryPoint(string name)
    {
        var path = typeof(RegisteredSide).Assembly.Location;
        var copy = new CopyContext(path).LoadFromAssemblyPath(path);
        return copy.GetType(typeof(RegisteredEntryPoints).FullName!, throwOnError: true)!.GetMethod(name)!;
    }

    /// <summary>Loads its own copy of the assemblies that hold serializers and registries; every other one is shared.</summary>
    private sealed class CopyContext : AssemblyLoadContext
    {
        private static readonly string[] Copied = { "FastBson.Benchmarks", "FastBson.Fixtures", "FastBson.Runtime", "MongoDB.Bson" };

        private readonly AssemblyDependencyResolver _resolver;

        public CopyContext(string mainAssemblyPath)
            : base("fastbson-registered")
        {
            _resolver = new AssemblyDependencyResolver(mainAssemblyPath);
        }

        protected override Assembly? Load(AssemblyName assemblyName) =>
            Array.IndexOf(Copied, assemblyName.Name) >= 0 && _resolver.ResolveAssemblyToPath(assemblyName) is { } path ? LoadFromAssemblyPath(path) : null;
    }
}

/// <summary>Called in the registered side's load context (see <see cref="RegisteredSide"/>).</summary>
public static class RegisteredEntryPoints
{
    /// <summary>Registers every generated serializer, checks that the one for the type reads the bytes back whole, and returns a reader of them.</summary>
    public static Func<object> Reader(string documentTypeName, byte[] bson, int buffer)
    {
        var (type, serializer) = Registered(documentTypeName);
        var bytes = BufferLayouts.CreateBsonBuffer(bson, (BufferKind)buffer);
        object Read()
        {
            using var stream = new ByteBufferStream(bytes, ownsBuffer: false);
            using var reader = new BsonBinaryReader(stream);
            return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
        }

        Workloads.Verify("FastBsonRegistered", bson, Read().ToBson(type));
        return Read;
    }

    /// <summary>
    /// Registers every generated serializer, reads the value back from the bytes, checks that the serializer for the type
    /// writes those bytes, and returns a writer of the value (see <see cref="RegisteredSide.Writer"/>).
    /// </summary>
    public static Func<long> Writer(string documentTypeName, byte[] bson)
    {
        var (type, serializer) = Registered(documentTypeName);
        var value = BsonSerializer.Deserialize(bson, type);
        var buffer = new ByteArrayBuffer(new byte[bson.Length * 2], 0, isReadOnly: false);
        long Write() => WriteInto(buffer, serializer, value);

        var written = new byte[Write()];
        buffer.GetBytes(0, written, 0, written.Length);
        Workloads.Verify("FastBsonRegistered", bson, written);
        return Write;
    }

    /// <summary>Writes <paramref name="value"/> at the start of <paramref name="buffer"/> with a binary writer; returns the bytes written.</summary>
    public static long WriteInto(ByteArrayBuffer buffer, IBsonSerializer serializer, object value)
    {
        using var stream = new ByteBufferStream(buffer, ownsBuffer: false);
        using var writer = new BsonBinaryWriter(stream);
        serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value);
        return stream.Position;
    }

    private static (Type Type, IBsonSerializer Serializer) Registered(string documentTypeName)
    {
        FastBsonSerializers.RegisterAll();
        var type = typeof(FastBson.Fixtures.Market).Assembly.GetType(documentTypeName, throwOnError: true)!;
        var serializer = BsonSerializer.LookupSerializer(type);
        if (serializer is not FastBson.Runtime.IGeneratedBsonSerializer)
        {
            throw new InvalidOperationException($"{type} is not served by its generated serializer after RegisterAll.");
        }

        return (type, serializer);
    }
}
