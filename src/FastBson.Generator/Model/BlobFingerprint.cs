using System.Text;

namespace FastBson.Generator.Model;

/// <summary>
/// The 64-bit FNV-1a hash of a blob schema's text. Stable across processes, runtimes and machines (unlike
/// <c>string.GetHashCode</c>), so the fingerprint compiled into one build matches the one compiled into the next for the
/// same schema.
/// </summary>
internal static class BlobFingerprint
{
    private const ulong OffsetBasis = 14695981039346656037;
    private const ulong Prime = 1099511628211;

    public static ulong Of(string schema)
    {
        var hash = OffsetBasis;
        foreach (var b in Encoding.UTF8.GetBytes(schema))
        {
            hash = unchecked((hash ^ b) * Prime);
        }

        return hash;
    }
}
