using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>An enum over <c>int</c>: BSON Int32 of its underlying value, as the driver's default EnumSerializer writes it.</summary>
internal sealed class EnumKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Enum;

    public override string DriftCheckName => "Enum";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site.Shape, store, new SpanBranch("Int32", "!reader.TryReadInt32(out var raw)", $"({site.Shape.CoreTypeName})raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Int32", $"({site.Shape.CoreTypeName})reader.ReadInt32()");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"writer.WriteInt32((int){v});");
}
