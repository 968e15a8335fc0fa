namespace FastBson.Generator.Model;

/// <summary>How generated code reaches a member's getter or setter.</summary>
internal enum MemberAccess
{
    /// <summary>Not available (a get-only member has no setter).</summary>
    None,

    /// <summary>Plain member access: <c>obj.Name</c>.</summary>
    Direct,

    /// <summary>Through an <c>UnsafeAccessor</c> (private, protected or init-only).</summary>
    UnsafeAccessor,
}
