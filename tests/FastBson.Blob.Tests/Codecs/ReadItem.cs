using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Reads one collection item (a string, a nested object ...).</summary>
internal delegate bool ReadItem<T>(ref BlobReader reader, out T item);
