namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A key and its value as the driver's KeyValuePairSerializer reads and writes them: a <c>KeyValuePair&lt;TKey, TValue&gt;</c>
/// member (<see cref="KeyValuePairKind"/>), and each entry of a dictionary in an array representation
/// (<see cref="DictionaryKind"/>), which the driver reads with that serializer. Read from <c>[key, value]</c> or from
/// <c>{ k: key, v: value }</c>; written as the document.
/// </summary>
internal static class KeyValueEntries
{
    /// <summary>
    /// Emits the span helper <c>{name}(bson, named, out key, out item)</c>: <c>[key, value]</c>, or with <c>named</c>
    /// <c>{ k: key, v: value }</c> in that order; anything else (another order, a missing or extra element, a value it does not
    /// read itself) is declined, for the IBsonReader path to read with the driver's rules.
    /// </summary>
    public static void EmitSpanHelper(SourceWriter writer, string name, string what, ValueSite key, ValueSite value)
    {
        writer.Line($"/// <summary>Reads {what}: <c>[key, value]</c>, or <c>{{ k: key, v: value }}</c> in that order.</summary>");
        using (writer.Block($"private static bool {name}({Globals.ReadOnlySpanOfByte} bson, bool named, out {key.Shape.TypeName} key, out {value.Shape.TypeName} item)"))
        {
            writer.Line("key = default!;");
            writer.Line("item = default!;");
            writer.Line($"var reader = new {Globals.SpanReader}(bson);");
            writer.Line("var type = reader.ReadElement(out var name);");
            writer.Line("if (named && !global::System.MemoryExtensions.SequenceEqual(name, \"k\"u8)) return false;");

            // Each in a scope of its own: a key and a value of one kind (an object's) declare the same locals.
            using (writer.Block())
            {
                ValueKinds.Of(key.Shape).EmitSpanRead(writer, key, read => $"key = {read};");
            }

            writer.Line("type = reader.ReadElement(out name);");
            writer.Line("if (named && !global::System.MemoryExtensions.SequenceEqual(name, \"v\"u8)) return false;");
            using (writer.Block())
            {
                ValueKinds.Of(value.Shape).EmitSpanRead(writer, value, read => $"item = {read};");
            }

            writer.Line($"return reader.ReadElement(out _) == {Globals.SpanReader}.EndOfDocument;");
        }

        writer.Line();
    }

    /// <summary>
    /// Emits the IBsonReader helper <c>{name}(context, out key, out item)</c>, with the driver's rules: <c>[key, value]</c> read
    /// in order (a missing or extra element is the reader's error), or a document of <c>k</c> and <c>v</c> in any order (the
    /// last of a repeated one kept, another name or a missing one the driver's BsonSerializationException); any other BSON
    /// type is the driver's FormatException naming <paramref name="createdType"/>.
    /// </summary>
    public static void EmitReaderHelper(SourceWriter writer, string name, string what, ValueSite key, ValueSite value, string createdType)
    {
        var readKey = ValueKinds.Of(key.Shape).ReaderRead(key);
        var readValue = ValueKinds.Of(value.Shape).ReaderRead(value);
        writer.Line($"/// <summary>Reads {what}.</summary>");
        using (writer.Block($"private static void {name}({Globals.DeserializationContext} context, out {key.Shape.TypeName} key, out {value.Shape.TypeName} item)"))
        {
            writer.Line("var reader = context.Reader;");
            using (writer.Block($"if (reader.CurrentBsonType == {Globals.BsonType}.Array)"))
            {
                // As the driver's serializers reach each value: GetCurrentBsonType, which refuses a missing one with the
                // reader's own error (ReadBsonType would leave the reader at the end, and CurrentBsonType stale).
                writer.Line("reader.ReadStartArray();");
                writer.Line("reader.GetCurrentBsonType();");
                writer.Line($"key = {readKey};");
                writer.Line("reader.GetCurrentBsonType();");
                writer.Line($"item = {readValue};");
                writer.Line("reader.ReadEndArray();");
                writer.Line("return;");
            }

            writer.Line();
            using (writer.Block($"if (reader.CurrentBsonType != {Globals.BsonType}.Document)"))
            {
                writer.Line($"throw {Globals.Errors}.CannotDeserializeFrom(typeof({createdType}), reader.CurrentBsonType);");
            }

            writer.Line();
            writer.Line("key = default!;");
            writer.Line("item = default!;");
            writer.Line("var found = 0;");
            writer.Line("reader.ReadStartDocument();");
            using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
            {
                writer.Line("var name = global::MongoDB.Bson.IO.IBsonReaderExtensions.ReadName(reader);");
                using (writer.Block("if (name == \"k\")"))
                {
                    writer.Line($"key = {readKey};");
                    writer.Line("found |= 1;");
                }

                using (writer.Block("else if (name == \"v\")"))
                {
                    writer.Line($"item = {readValue};");
                    writer.Line("found |= 2;");
                }

                using (writer.Block("else"))
                {
                    writer.Line($"throw {Globals.Errors}.InvalidEntryElement(name);");
                }
            }

            writer.Line("reader.ReadEndDocument();");
            writer.Line($"if ((found & 1) == 0) throw {Globals.Errors}.MissingEntryElement(\"k\");");
            writer.Line($"if ((found & 2) == 0) throw {Globals.Errors}.MissingEntryElement(\"v\");");
        }

        writer.Line();
    }

    /// <summary>Emits the write of <paramref name="pair"/> (a KeyValuePair) as the document <c>{ k: key, v: value }</c>.</summary>
    public static void EmitDocumentWrite(SourceWriter writer, ValueSite key, ValueSite value, string pair)
    {
        writer.Line("writer.WriteStartDocument();");
        writer.Line("writer.WriteName(\"k\");");
        ValueKinds.Of(key.Shape).EmitWrite(writer, key, $"{pair}.Key");
        writer.Line("writer.WriteName(\"v\");");
        ValueKinds.Of(value.Shape).EmitWrite(writer, value, $"{pair}.Value");
        writer.Line("writer.WriteEndDocument();");
    }
}
