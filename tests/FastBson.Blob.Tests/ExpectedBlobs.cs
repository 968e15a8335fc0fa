using FastBson.Runtime;

namespace FastBson.Blob.Tests;

/// <summary>Expected blob bytes built from the writer's primitives, for the shapes several tests spell out.</summary>
internal static class ExpectedBlobs
{
    /// <summary>A collection of strings: the count, then each string.</summary>
    public static void WriteStrings(this BlobWriter writer, params string?[] items)
    {
        writer.WriteCollectionHeader(items.Length);
        foreach (var item in items)
        {
            writer.WriteString(item);
        }
    }
}
