using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>A kind read and written inline, in the member's own case and statements: it has no helper methods.</summary>
internal abstract class InlineValueKind : ValueKind
{
    public sealed override void EmitSpanHelpers(SourceWriter writer, MemberModel member)
    {
    }

    public sealed override void EmitReaderHelpers(SourceWriter writer, MemberModel member)
    {
    }

    public sealed override void EmitWriteHelpers(SourceWriter writer, MemberModel member)
    {
    }
}
