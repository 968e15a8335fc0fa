using System;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>The blob codec that FastBson generated into a model's serializer (<c>[GenerateBsonSerializer(Blob = true)]</c>).</summary>
internal sealed class GeneratedCodec<T> : IBlobCodec
    where T : class
{
    private readonly Func<T, byte[]> _encode;
    private readonly TryDecodeBlob _decode;

    public GeneratedCodec(Func<T, byte[]> encode, TryDecodeBlob decode)
    {
        _encode = encode;
        _decode = decode;
    }

    public delegate bool TryDecodeBlob(ReadOnlySpan<byte> blob, out T value);

    public Type ModelType => typeof(T);

    public byte[] Encode(object? value) => _encode((T)value!);

    public bool TryDecode(ReadOnlySpan<byte> blob, out object? value)
    {
        var decoded = _decode(blob, out var model);
        value = model;
        return decoded;
    }
}
