namespace FastBson.Runtime;

/// <summary>
/// Where a version-tolerant object began in a <see cref="BlobWriter"/>: the first byte of its member values, and how
/// many member ends the writer had recorded before it (an enclosing object's), so that nested objects can be open
/// at the same time.
/// </summary>
internal readonly struct BlobVersionTolerantStart
{
    public BlobVersionTolerantStart(int bodyPosition, int firstMemberEnd)
    {
        BodyPosition = bodyPosition;
        FirstMemberEnd = firstMemberEnd;
    }

    public int BodyPosition { get; }

    public int FirstMemberEnd { get; }
}
