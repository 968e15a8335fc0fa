namespace FastBson.Benchmarks;

/// <summary>How the BSON bytes are laid out in memory when the reader gets them.</summary>
public enum BufferKind
{
    /// <summary>One <c>ByteArrayBuffer</c>: every document lies in one chunk (the generated span fast path).</summary>
    Contiguous,

    /// <summary>
    /// A <c>MultiChunkBuffer</c> of 16 KB chunks, like the driver's reply buffers: documents larger than a chunk
    /// (the batch, the tree) straddle chunk boundaries, so the generated code must fall back or copy. Documents
    /// smaller than a chunk (one market, the wide document) lie in one chunk and only pay the buffer's indirection.
    /// </summary>
    MultiChunk,
}
