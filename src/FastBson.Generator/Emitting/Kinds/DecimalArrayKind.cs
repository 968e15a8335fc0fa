using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>decimal</c> with <c>[BsonRepresentation(BsonType.Array)]</c>: the array of its four <c>decimal.GetBits</c> Int32s, as
/// the driver's DecimalSerializer with that representation writes it, read back with <c>new decimal(bits)</c> as that
/// serializer reads any array (the span path the writer's exact form; other arrays, on the IBsonReader path too, with
/// the serializer's own steps and errors). Every other BSON type goes to the configured serializer and its converter.
/// </summary>
internal sealed class DecimalArrayKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.DecimalArray;

    public override string? DriftCheck(ValueShape shape) => Expect("DecimalSerializer", "Array");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Array", "!reader.TryReadDecimalArray(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Array", $"{Globals.RepresentedValues}.ReadDecimalArray(context)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"{Globals.RepresentedValues}.WriteDecimalArray(writer, {v});");
}
