using System;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>What the vector tests need of a codec without knowing its model type.</summary>
internal interface IBlobCodec
{
    Type ModelType { get; }

    byte[] Encode(object? value);

    /// <summary>Decodes a whole blob: false on malformed input or bytes left over.</summary>
    bool TryDecode(ReadOnlySpan<byte> blob, out object? value);
}
