using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>string</c>: BSON String, as the driver's default StringSerializer writes it.</summary>
internal sealed class StringKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.String;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_String);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "StringSerializer",
            (BsonTypeCode.ObjectId, ShapeKind.StringObjectId),
            (BsonTypeCode.String, ShapeKind.String),
            (BsonTypeCode.Symbol, ShapeKind.StringSymbol));

    public override string? DriftCheck(ValueShape shape) => Expect("StringSerializer", "String");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", "!reader.TryReadString(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadString(reader)");

    // The support helper writes null for a null string, as the driver's serializer does.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.WriterValues}.WriteString(writer, {value});");

    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(writer, value, "String", () => writer.Line($"if (!buffer.TryString({value})) return false;"), element);
}
