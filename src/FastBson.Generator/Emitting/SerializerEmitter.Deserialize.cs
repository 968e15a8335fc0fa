namespace FastBson.Generator.Emitting;

internal sealed partial class SerializerEmitter
{
    private void EmitDeserializeEntry()
    {
        var w = _writer;
        w.Line("/// <inheritdoc/>");
        using (w.Block($"public override {T} Deserialize({Globals.DeserializationContext} context, {Globals.DeserializationArgs} args)"))
        {
            using (w.Block("if (s_servedByDriver)"))
            {
                w.Line("// RegisterAll found the driver's class map different from this code: the driver reads the type.");
                w.Line($"return {DriverSerializer}.Deserialize(context, args);");
            }

            w.Line();
            w.Line("var reader = context.Reader;");
            w.Line("var bsonType = reader.GetCurrentBsonType();");
            using (w.Block($"if (bsonType == {Globals.BsonType}.Null)"))
            {
                w.Line("reader.ReadNull();");
                w.Line("return null!;");
            }

            using (w.Block($"if (bsonType != {Globals.BsonType}.Document)"))
            {
                w.Line($"throw {Globals.Errors}.ExpectedDocument(typeof({T}), bsonType);");
            }

            w.Line();
            w.Line("// Fast path: the whole document as one span from the reader's buffer.");
            using (w.Block($"if ({Globals.SpanDocument}.TryOpen(context, out var document))"))
            {
                w.Line("try");
                using (w.Block())
                {
                    using (w.Block("if (TryReadDocument(ref document, out var fast))"))
                    {
                        w.Line("document.Complete();");
                        w.Line("return fast;");
                    }
                }

                w.Line("finally");
                using (w.Block())
                {
                    w.Line("document.Dispose();");
                }
            }

            w.Line();
            w.Line("// Any other reader, or a document the fast path declined before its reader read any of it.");
            w.Line("return ReadDocument(context);");
        }

        w.Line();
    }
}
