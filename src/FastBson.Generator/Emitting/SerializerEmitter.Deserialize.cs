using System.Linq;
using FastBson.Generator.Emitting.Kinds;

namespace FastBson.Generator.Emitting;

internal sealed partial class SerializerEmitter
{
    private void EmitDeserializeEntry()
    {
        var w = _writer;
        w.Line("/// <inheritdoc/>");
        var signature = $"public override {T} Deserialize({Globals.DeserializationContext} context, {Globals.DeserializationArgs} args)";
        if (StoresBlob)
        {
            // The driver's entry reads the documents of the collection, where the blob lives; a generated document that
            // nests this one reads it through the inline entry.
            w.Line($"{signature} => DeserializeCore(context, args, holdsBlob: true);");
            w.Line();
            w.Line("/// <summary>Reads a document nested in another generated document: from its fields, as it holds no blob of its own.</summary>");
            w.Line($"internal {T} DeserializeInline({Globals.DeserializationContext} context, {Globals.DeserializationArgs} args) => DeserializeCore(context, args, holdsBlob: false);");
            w.Line();
            signature = $"private {T} DeserializeCore({Globals.DeserializationContext} context, {Globals.DeserializationArgs} args, bool holdsBlob)";
        }

        using (w.Block(signature))
        {
            EmitSubclassDispatch();

            // One level of nesting, whoever reads it (the driver too, when it serves the type, recursing through here).
            EmitDepthGuarded(() =>
            {
                if (IsAbstract)
                {
                    EmitAbstractDeserializeBody();
                }
                else
                {
                    EmitDeserializeBody();
                }
            });
        }

        w.Line();
    }

    /// <summary>
    /// What the driver's class map does before it reads anything: its discriminator convention finds the document's
    /// actual type, and another type's serializer reads it. A class that no subclass can derive from asks only under a
    /// nominal type of its own (the convention then answers for that type). Outside the depth guard: the subclass's
    /// serializer counts the document's level.
    /// </summary>
    private void EmitSubclassDispatch()
    {
        var w = _writer;
        var condition = $"!s_servedByDriver && context.Reader.GetCurrentBsonType() == {Globals.BsonType}.Document && {Globals.DiscriminatedReads}<{T}>.TryReadOther(context, args, out var other)";
        using (w.Block($"if ({(_model.IsSealed ? $"args.NominalType != typeof({T}) && " : string.Empty)}{condition})"))
        {
            w.Line("// A document of another type, as the driver's discriminator convention finds it, read by that type's serializer.");
            w.Line("return other;");
        }

        w.Line();
    }

    private void EmitDeserializeBody()
    {
        var w = _writer;
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
            w.Line($"return {NoValue};");
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

        w.Line($"return ReadDocument(context{HoldsBlobArgument});");
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
                using (w.Block($"if (TryReadDocument(ref document, out var fast{HoldsBlobArgument}))"))
                {
                    w.Line("document.Complete();");
                    w.Line(IsCreatorMapped ? $"return {Created("fast")};" : "return fast;");
                }
            }

            w.Line("finally");
            using (w.Block())
            {
                w.Line("document.Dispose();");
            }
        }
    }

    /// <summary>
    /// Emits <paramref name="body"/> as one level of nesting, counted by <paramref name="counter"/> (the thread's
    /// <c>NestingDepth</c> unless a reader counts its own levels): a document nested deeper than the limit, or than the
    /// thread's stack can take, is refused before its recursion can overflow the stack.
    /// </summary>
    private void EmitDepthGuarded(System.Action body, string counter = Globals.NestingDepth)
    {
        var w = _writer;
        w.Line($"{counter}.Enter();");
        w.Line("try");
        using (w.Block())
        {
            body();
        }

        w.Line("finally");
        using (w.Block())
        {
            w.Line($"{counter}.Exit();");
        }
    }

    /// <summary>Whether documents of the type store a blob (<c>Blob = true</c>): the read and write entries then say whether the document at hand is one that holds it.</summary>
    private bool StoresBlob => _model.Blob is not null;

    /// <summary>The <c>holdsBlob</c> argument passed on to the read and write paths of a type that stores a blob.</summary>
    private string HoldsBlobArgument => StoresBlob ? ", holdsBlob" : string.Empty;

    /// <summary>The matching parameter.</summary>
    private string HoldsBlobParameter => StoresBlob ? ", bool holdsBlob" : string.Empty;

    /// <summary>Whether the span path reads any member itself, rather than handing every element to the document's reader.</summary>
    private bool SpanPathReadsAnyMember => _model.Members.Any(m => ReadsIntoResult(m) && ValueKinds.Of(m.Shape).ReadsOnSpanPath);
}
