using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>BsonValue</c>: a value of any BSON type, as the driver's BsonValueSerializer reads and writes it (BSON null is
/// <c>BsonNull.Value</c>, on a member too). The span path builds every type but what its bytes alone do not decide.
/// </summary>
internal sealed class BsonValueKind : BsonValueClassKind
{
    public override ShapeKind Id => ShapeKind.BsonValue;

    protected override bool HoldsOtherClasses => true;

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        if (site.IsItem)
        {
            writer.Line($"if (!{Globals.SpanBsonValues}.TryReadValue(ref reader, type, {site.SpanContext}, out var bsonValue)) {site.Decline}");
            writer.Line(store("bsonValue"));
        }
        else
        {
            // A member's document may be the driver's { _csharpnull: true }, which its serializer reads as C# null.
            writer.Line($"if (!{Globals.SpanBsonValues}.TryReadMemberValue(ref reader, type, {site.SpanContext}, out var bsonValue)) {site.Decline}");
            writer.Line(store("bsonValue!"));
        }
    }

    // Scalar types are read here; documents, arrays and JavaScript with scope by the driver's serializer, which builds the
    // tree through the same reader calls any code could make (and for a member tells the C# null document apart).
    public override string ReaderRead(ValueSite site) => $"{Globals.ReaderBsonValues}.ReadBsonValue(context, {site.DriverSerializer})";
}
