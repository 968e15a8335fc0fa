using System.Linq;
using FastBson.Generator.Emitting.Kinds;

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
            if (SpanPathReadsAnyMember)
            {
                EmitFastPath();
                w.Line();
                w.Line("// Any other reader, or a document the fast path declined before its reader read any of it.");
            }
            else
            {
                // Every element would be handed to the reader anyway, after the span path's own bookkeeping.
                w.Line("// The driver's serializers read every member: the IBsonReader path, as the driver's class map reads it.");
            }

            w.Line("return ReadDocument(context);");
        }

        w.Line();
    }

    /// <summary>The span path over the reader's own buffer, for a reader that can give the document as one span.</summary>
    private void EmitFastPath()
    {
        var w = _writer;
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
    }

    /// <summary>Whether the span path reads any member itself, rather than handing every element to the document's reader.</summary>
    private bool SpanPathReadsAnyMember => _model.Members.Any(m => !m.IsReadOnly && ValueKinds.Of(m.Shape).ReadsOnSpanPath);
}
