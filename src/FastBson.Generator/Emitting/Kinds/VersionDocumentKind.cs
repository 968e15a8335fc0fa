using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Version</c> with <c>[BsonRepresentation(BsonType.Document)]</c>: the document { Major, Minor, Build,
/// Revision } of Int32s, Build and Revision left out where the version has none, as the configured VersionSerializer
/// writes it. The span path reads that document in the writer's order, with components the Version constructor takes,
/// and a String as <see cref="VersionKind"/> does; everything else (another order, other number types, a missing or
/// unknown element) goes to that serializer, which the IBsonReader path also hands every document to.
/// </summary>
internal sealed class VersionDocumentKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.VersionDocument;

    public override string? DriftCheck(ValueShape shape) => Expect("VersionSerializer", "Document");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Document", "!reader.TryReadVersionDocument(out var raw)", "raw"),
            new SpanBranch("String", "!reader.TryReadVersion(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "String", $"new global::System.Version({Globals.ReaderValues}.ReadString(reader))");

    // Version is sealed: no value of another class reaches here.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"if ({value} is null) writer.WriteNull(); else {Globals.WriterValues}.WriteVersionDocument(writer, {value});");
}
