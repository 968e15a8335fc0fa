using System;
using System.Buffers;
using System.Collections.Generic;
using MongoDB.Bson.IO;

namespace FastBson.Benchmarks;

/// <summary>Builds the in-memory byte layouts the benchmarks read from.</summary>
internal static class BufferLayouts
{
    /// <summary>
    /// Chunk size of the multi-chunk layout. Real reply buffers are MultiChunkBuffers over BsonChunkPool chunks;
    /// 16 KB chunks make many batch elements straddle a boundary, the case the span fast path must survive.
    /// </summary>
    public const int ChunkSize = 16 * 1024;

    /// <summary>A read-only BSON buffer over <paramref name="bytes"/> in the given layout.</summary>
    public static IByteBuffer CreateBsonBuffer(byte[] bytes, BufferKind kind)
    {
        if (kind == BufferKind.Contiguous)
        {
            return new ByteArrayBuffer(bytes, isReadOnly: true);
        }

        var chunks = new List<IBsonChunk>();
        for (var offset = 0; offset < bytes.Length; offset += ChunkSize)
        {
            chunks.Add(new ByteArrayChunk(bytes.AsSpan(offset, Math.Min(ChunkSize, bytes.Length - offset)).ToArray()));
        }

        return new MultiChunkBuffer(chunks, bytes.Length, isReadOnly: true);
    }

    /// <summary>
    /// The JSON bytes as a sequence of 16 KB segments, so System.Text.Json also reads across segment boundaries
    /// in the multi-chunk case (a fair counterpart of the BSON layout).
    /// </summary>
    public static ReadOnlySequence<byte> CreateJsonSequence(byte[] bytes, BufferKind kind)
    {
        if (kind == BufferKind.Contiguous || bytes.Length <= ChunkSize)
        {
            return new ReadOnlySequence<byte>(bytes);
        }

        Segment? first = null;
        Segment? last = null;
        for (var offset = 0; offset < bytes.Length; offset += ChunkSize)
        {
            var memory = new ReadOnlyMemory<byte>(bytes, offset, Math.Min(ChunkSize, bytes.Length - offset));
            last = last is null ? (first = new Segment(memory, 0)) : last.Append(memory);
        }

        return new ReadOnlySequence<byte>(first!, 0, last!, last!.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
        {
            Memory = memory;
            RunningIndex = runningIndex;
        }

        public Segment Append(ReadOnlyMemory<byte> memory)
        {
            var next = new Segment(memory, RunningIndex + Memory.Length);
            Next = next;
            return next;
        }
    }
}
