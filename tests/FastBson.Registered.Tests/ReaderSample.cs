using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;

namespace FastBson.Registered.Tests;

/// <summary>Which documents each reader kind reads, to keep the run short where it costs most and tells least.</summary>
public static class ReaderSample
{
    /// <summary>
    /// Every document on the contiguous buffer (how the driver hands over replies, and the generated span path),
    /// every <paramref name="binaryStride"/>-th on the other binary readers, every <paramref name="treeStride"/>-th on the
    /// JSON and BsonDocument readers, which are slow to build.
    /// </summary>
    public static byte[][] Of(byte[][] documents, ReaderKind kind, int binaryStride, int treeStride)
    {
        var stride = kind switch
        {
            ReaderKind.ByteArrayBuffer => 1,
            ReaderKind.MultiChunkBuffer or ReaderKind.PlainStream => binaryStride,
            _ => treeStride,
        };
        return documents.Where((_, i) => i % stride == 0).ToArray();
    }
}
