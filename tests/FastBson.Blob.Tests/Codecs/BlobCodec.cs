using System;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>
/// A hand-written stand-in for the codec the generator will emit: one BlobWriter/BlobReader call per member.
/// </summary>
internal abstract class BlobCodec<T> : IBlobCodec
    where T : class
{
    public Type ModelType => typeof(T);

    public abstract void Write(BlobWriter writer, T? value);

    public abstract bool TryRead(ref BlobReader reader, out T? value);

    public byte[] Encode(object? value)
    {
        using var writer = new BlobWriter();
        Write(writer, (T?)value);
        return writer.ToArray();
    }

    public bool TryDecode(ReadOnlySpan<byte> blob, out object? value)
    {
        var reader = new BlobReader(blob);
        var decoded = TryRead(ref reader, out var model) && reader.Remaining == 0;
        value = model;
        return decoded;
    }
}
