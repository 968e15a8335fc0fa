using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A kind read and written inline, in the member's own case and statements: it has no helper methods. One may still keep
/// what it reads once from the driver's serializer beside Serialize's helpers (a DateTime's kind).
/// </summary>
internal abstract class InlineValueKind : ValueKind
{
    public sealed override void EmitSpanHelpers(SourceWriter writer, MemberModel member)
    {
    }

    public sealed override void EmitReaderHelpers(SourceWriter writer, MemberModel member)
    {
    }

    public override void EmitWriteHelpers(SourceWriter writer, MemberModel member)
    {
    }
}
