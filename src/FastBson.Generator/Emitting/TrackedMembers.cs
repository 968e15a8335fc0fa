using System.Collections.Generic;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// The members whose absence matters (required, or with a default value to apply; every member of a type created
/// through creator maps), each given a bit in
/// <c>ulong</c> masks (<c>seen0</c>, <c>seen1</c> ...) that the read paths set as elements arrive.
/// </summary>
internal sealed class TrackedMembers
{
    private readonly Dictionary<int, int> _bitOf = new();

    public TrackedMembers(DocumentModel model)
    {
        for (var i = 0; i < model.Members.Count; i++)
        {
            var member = model.Members[i];
            // A creator-mapped type tracks every member it reads: its creators' choice, and which members are set after, depend on them.
            var tracked = model.Creation == Creation.CreatorMap
                || (!member.IsReadOnly && (member.IsRequired || member.DefaultValueLiteral is not null));
            if (tracked)
            {
                _bitOf[i] = _bitOf.Count;
            }
        }
    }

    public int Count => _bitOf.Count;

    public int MaskCount => (_bitOf.Count + 63) / 64;

    public bool IsTracked(int memberIndex) => _bitOf.ContainsKey(memberIndex);

    /// <summary>The statement that marks a member as seen.</summary>
    public string Mark(int memberIndex)
    {
        var bit = _bitOf[memberIndex];
        return $"seen{bit / 64} |= {Mask(bit)};";
    }

    /// <summary>The condition that a member was not seen.</summary>
    public string Missing(int memberIndex)
    {
        var bit = _bitOf[memberIndex];
        return $"(seen{bit / 64} & {Mask(bit)}) == 0";
    }

    /// <summary>The condition that a member was seen.</summary>
    public string Seen(int memberIndex)
    {
        var bit = _bitOf[memberIndex];
        return $"(seen{bit / 64} & {Mask(bit)}) != 0";
    }

    private static string Mask(int bit) => $"1UL << {bit % 64}";
}
