using System;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>A small nested document with a default order (by number, then text): the item type of sorted sets of documents.</summary>
[GenerateBsonSerializer]
public class RankedLeaf : IComparable<RankedLeaf>
{
    public int Number { get; set; }

    public string? Text { get; set; }

    public int CompareTo(RankedLeaf? other) =>
        other is null ? 1 : Number != other.Number ? Number.CompareTo(other.Number) : string.CompareOrdinal(Text, other.Text);
}
