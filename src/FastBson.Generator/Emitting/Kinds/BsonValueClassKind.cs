using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>BsonValue</c> or one of its classes (<c>BsonInt32</c>, <c>BsonDocument</c> ...), read and written as the driver's
/// serializer of that class does. A member's serializer is that serializer inside the driver's C# null serializer, which
/// the member map puts around every BsonValue member: it reads the document <c>{ _csharpnull: true }</c> (and, for any
/// class but <c>BsonValue</c> and <c>BsonNull</c>, BSON null) as C# null, and writes C# null as that document. An item or
/// dictionary value has the class's serializer alone.
/// </summary>
internal abstract class BsonValueClassKind : InlineValueKind
{
    // Each class's serializer is named after it (BsonInt32Serializer ...). A BsonValue, and the values inside a document,
    // array or scope, are written by the serializers the registry holds for their classes, which the check also covers.
    // Exactly the class, by its name: a subclass (RawBsonDocument ...) has a serializer of its own.
    public sealed override TypeClaim? Claim => TypeClaim.Named("MongoDB.Bson." + Id);

    // A member's serializer is the member map's C# null wrapper around the class's own, which takes none either.
    public sealed override DriverRepresentations? Representations(DriverVersion driver) => DriverRepresentations.TakingNone($"{Id}Serializer");

    public sealed override string? DriftCheck(ValueShape shape) =>
        $"{Globals.ShapeChecks}.BsonValueClass<{Globals.Serializers}.{Id}Serializer>(writesOtherClasses: {(HoldsOtherClasses ? "true" : "false")})";

    /// <summary>Whether a value of this class holds values of other classes (a document's elements, an array's items ...).</summary>
    protected virtual bool HoldsOtherClasses => false;

    /// <summary>
    /// A member's C# null is written as the driver's document; every other value as the driver's serializers write it,
    /// which the support code does for the driver's own classes and leaves to the driver for any other (a RawBsonDocument ...).
    /// </summary>
    public sealed override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line(site.IsItem
            ? $"{Globals.WriterBsonValues}.WriteItem(context, {value}, {site.DriverSerializer});"
            : $"{Globals.WriterBsonValues}.WriteMember(context, {value});");

    // The span writer writes every class as WriteMember and WriteItem do, from one definition (BsonSpanWriter.BsonValues),
    // and gives up a value of another class (a RawBsonDocument ...) this once, for the writer's path to write.
    public sealed override bool WritesOnSpan(ValueShape shape) => true;

    /// <summary>The element in the value's own BSON type (a member's C# null: the driver's document), then the value.</summary>
    public sealed override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element)
    {
        var place = site.IsItem ? "Item" : "Member";
        writer.Line(element($"{Globals.SpanWriter}.{place}Type({value})"));
        writer.Line($"if (!buffer.TryBson{place}({value})) return false;");
    }

    /// <summary>The span path's test of the element's BSON type.</summary>
    protected static string IsSpanType(string bsonType) => $"type == (int){Globals.BsonType}.{bsonType}";
}
