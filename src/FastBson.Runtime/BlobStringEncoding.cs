namespace FastBson;

/// <summary>
/// How a blob (<see cref="GenerateBsonSerializerAttribute.Blob"/>) stores its strings: the two forms of MemoryPack's
/// binary format, as its <c>MemoryPackSerializerOptions.Utf8</c> and <c>Utf16</c> write them. Every blob reader,
/// FastBson's and MemoryPack's, reads both forms, so changing the setting never makes stored blobs unreadable and
/// does not change the blob schema's fingerprint.
/// </summary>
public enum BlobStringEncoding
{
    /// <summary>
    /// UTF-8, MemoryPack's default: the smallest blob, one byte per ASCII character. A read transcodes each string
    /// to UTF-16, which costs most where text is not ASCII.
    /// </summary>
    Utf8 = 0,

    /// <summary>
    /// UTF-16, as a .NET string holds it: two bytes per character, so a read copies each string without transcoding.
    /// The fastest read, for a larger blob.
    /// </summary>
    Utf16 = 1,
}
