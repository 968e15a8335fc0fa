using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>Dictionary&lt;string, T&gt;</c> of an inline kind: a BSON document of key/value elements, as the driver's DictionaryInterfaceImplementerSerializer writes it by default.</summary>
internal sealed class DictionaryKind : ContainerValueKind
{
    public override ShapeKind Id => ShapeKind.Dictionary;

    public override string DriftCheckName => "Dictionary";

    protected override string BsonType => "Document";

    protected override string HelperWord => "Dictionary";

    protected override string SpanHelperSummary(MemberModel member) =>
        $"Reads the document of {member.Name} into a dictionary of exact capacity.";

    protected override string SpanItemsCreation(ValueShape shape) => $"new {Globals.Dictionary}<string, {shape.Item!.TypeName}>(count)";

    protected override void EmitSpanElement(SourceWriter writer, MemberModel member)
    {
        writer.Line("var type = reader.ReadElement(out var name);");
        writer.Line($"if (!{Globals.SpanReader}.TryDecodeName(name, out var key)) return false;");

        // A repeated key is the driver's error to raise (Dictionary.Add).
        ValueKinds.Of(member.Shape.Item!).EmitSpanRead(writer, EntrySite(member), value => $"if (!items.TryAdd(key, {value})) return false;");
    }

    protected override string ReaderHelperSummary(MemberModel member) => $"Reads {member.Name} from a document of key/value elements.";

    protected override void EmitReaderBody(SourceWriter writer, MemberModel member)
    {
        writer.Line("reader.ReadStartDocument();");
        writer.Line($"var items = new {Globals.Dictionary}<string, {member.Shape.Item!.TypeName}>();");
        using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
        {
            writer.Line("var key = global::MongoDB.Bson.IO.IBsonReaderExtensions.ReadName(reader);");
            writer.Line($"items.Add(key, {ValueKinds.Of(member.Shape.Item!).ReaderRead(EntrySite(member))});");
        }

        writer.Line("reader.ReadEndDocument();");
        writer.Line("return items;");
    }

    protected override void EmitWriteBody(SourceWriter writer, MemberModel member)
    {
        writer.Line("writer.WriteStartDocument();");
        using (writer.Block("foreach (var pair in value)"))
        {
            writer.Line("writer.WriteName(pair.Key);");
            ValueKinds.Of(member.Shape.Item!).EmitWrite(writer, EntrySite(member), "pair.Value");
        }

        writer.Line("writer.WriteEndDocument();");
    }

    private static ValueSite EntrySite(MemberModel member) => ValueSite.OfItem(member.Shape.Item!, member.Key + "Value");
}
