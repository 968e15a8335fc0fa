namespace FastBson.Runtime;

/// <summary>
/// The header of a version-tolerant object being read by a <see cref="BlobReader"/>: the member count, where the next
/// member's length is, and where the current member must end. A local of the codec, so nested objects each keep
/// their own.
/// </summary>
internal struct BlobVersionTolerantMembers
{
    internal BlobVersionTolerantMembers(int count, int firstLengthPosition, int bodyPosition, int end)
    {
        Count = count;
        NextLengthPosition = firstLengthPosition;
        MemberEnd = bodyPosition;
        End = end;
    }

    /// <summary>A null object (count byte 255).</summary>
    public readonly bool IsNull => Count < 0;

    /// <summary>How many members the writer wrote; may be more or fewer than the reader knows.</summary>
    public int Count { get; }

    internal int MembersBegun { get; set; }

    internal int NextLengthPosition { get; set; }

    // Where the member being read must end (the start of the next one).
    internal int MemberEnd { get; set; }

    // The end of all members, known ones and unknown ones.
    internal int End { get; }

    internal static BlobVersionTolerantMembers Null => new(-1, 0, 0, 0);
}
