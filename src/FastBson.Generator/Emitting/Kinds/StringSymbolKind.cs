using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>string</c> with <c>[BsonRepresentation(BsonType.Symbol)]</c>: written as a BSON Symbol, as the driver's StringSerializer
/// with that representation writes it; read from a Symbol or a String, which that serializer reads whatever its
/// representation (the text itself, not interned in the symbol table).
/// </summary>
internal sealed class StringSymbolKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.StringSymbol;

    public override string? DriftCheck(ValueShape shape) => Expect("StringSerializer", "Symbol");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Symbol", "!reader.TryReadString(out var symbol)", "symbol"),
            new SpanBranch("String", "!reader.TryReadString(out var text)", "text"));

    public override string ReaderRead(ValueSite site) =>
        $"reader.CurrentBsonType == {Globals.BsonType}.Symbol ? {TypedRead("Symbol")} : {ReadIfCanonical(site, "String", TypedRead("String"))}";

    // The support helper writes null for a null string, as the driver's serializer does.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.WriterValues}.WriteSymbol(writer, {value});");

    // Its text as a string's: the writer writes a symbol's name as it writes a string.
    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(writer, value, "Symbol", () => writer.Line($"if (!buffer.TryString({value})) return false;"), element);
}
