using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// An abstract class's serializer (<see cref="Creation.None"/>): it never creates one, so it has no read or write path
/// of its own. It finds which subclass a document is, as every non-sealed class's entry does, and lets that subclass's
/// serializer read it; it writes a value with its own class's serializer. Everything else is the driver's class map's,
/// which cannot create one either. What it saves is the driver's discriminator scan under a lock, on every item of a
/// list or member typed as the abstract base.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private bool IsAbstract => _model.Creation == Creation.None;

    /// <summary>The body of Deserialize once no subclass took the document: null, another BSON type, or one it names as the abstract class's own.</summary>
    private void EmitAbstractDeserializeBody()
    {
        var w = _writer;
        w.Line("// Not a subclass's document: the driver's class map answers (null, its error for another BSON type, or the");
        w.Line("// error of creating an abstract class), before it reads any element.");
        w.Line($"return {DriverSerializer}.Deserialize(context, args);");
    }

    /// <summary>The span path's entry: detached bytes are a subclass's, whose registered generated serializer reads them, or declined.</summary>
    private void EmitAbstractSpanPath()
    {
        var w = _writer;
        w.Line("/// <summary>");
        w.Line("/// Reads a document from its BSON bytes (length prefix to terminator) when its discriminator names a subclass whose");
        w.Line("/// generated serializer reads it whole; returns false for anything else, which <see cref=\"Deserialize\"/> reads.");
        w.Line("/// </summary>");
        using (w.Block($"public static bool TryReadDocument({Globals.ReadOnlySpanOfByte} bson, out {T} value)"))
        {
            EmitDetach();
            using (w.Block($"if ({Globals.DiscriminatedReads}<{T}>.ReadDetached(document.Bytes, out var subclass) == {Globals.DetachedType}.Subclass)"))
            {
                w.Line($"value = ({T})subclass!;");
                w.Line("return true;");
            }

            w.Line();
            w.Line("value = null!;");
            w.Line("return false;");
        }

        w.Line();
    }

    /// <summary>Serialize: every value is of a subclass, written by the serializer the driver looks up for its class.</summary>
    private void EmitAbstractSerialize()
    {
        var w = _writer;
        w.Line("/// <inheritdoc/>");
        using (w.Block($"public override void Serialize({Globals.SerializationContext} context, {Globals.SerializationArgs} args, {T} value)"))
        {
            using (w.Block("if (value is null)"))
            {
                w.Line("context.Writer.WriteNull();");
                w.Line("return;");
            }

            w.Line();
            w.Line("// An abstract class's value is always a subclass's: the driver serializes it with the subclass's serializer,");
            w.Line("// which writes the discriminator under this nominal type.");
            w.Line($"{Globals.BsonSerializer}.LookupSerializer(value.GetType()).Serialize(context, args, value);");
        }

        w.Line();
        EmitSpanWriteEntries();
    }
}
