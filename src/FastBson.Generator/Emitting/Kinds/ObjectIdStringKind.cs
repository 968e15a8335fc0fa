using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>ObjectId</c> with <c>[BsonRepresentation(BsonType.String)]</c>: written as its hex text, as the driver's
/// ObjectIdSerializer with that representation writes it; read from a String it parses, or an ObjectId. A String
/// that does not parse goes to the driver's serializer, for its error.
/// </summary>
internal sealed class ObjectIdStringKind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.ObjectIdString;

    public override string? DriftCheck(ValueShape shape) => Expect("ObjectIdSerializer", "String");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("String", $"!reader.TryReadString(out var text) || !{Globals.ObjectId}.TryParse(text, out var parsed)", "parsed"),
            new SpanBranch("ObjectId", "!reader.TryReadObjectId(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "String", $"{Globals.ObjectId}.Parse({Globals.ReaderValues}.ReadString(reader))");

    protected override string WrittenType(ValueShape shape) => "String";

    protected override string Written(ValueShape shape, string value) => $"{value}.ToString()";
}
