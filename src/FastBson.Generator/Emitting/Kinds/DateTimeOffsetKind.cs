using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>DateTimeOffset</c> in the form the referenced driver's default DateTimeOffsetSerializer writes, which changed in
/// 3.0 (<see cref="DateTimeOffsetArrayKind"/>, <see cref="DateTimeOffsetDocumentKind"/>). The span path reads exactly
/// that form. The IBsonReader path hands every value to the driver's serializer: how it reads the items of either form
/// differs between driver versions (typed reads before 2.18, converting Int64 and Int32 serializers since; a document's
/// elements in any order), and only the serializer of the version in use reads them its way.
/// </summary>
internal abstract class DateTimeOffsetKind : InlineValueKind
{
    private static readonly (int, ShapeKind) AsArray = (BsonTypeCode.Array, ShapeKind.DateTimeOffsetArray);
    private static readonly (int, ShapeKind) AsDocument = (BsonTypeCode.Document, ShapeKind.DateTimeOffsetDocument);
    private static readonly (int, ShapeKind) AsString = (BsonTypeCode.String, ShapeKind.DateTimeOffsetString);

    /// <summary>The BSON type of the form, which also names its support helpers (<c>TryReadDateTimeOffset{type}</c>, <c>WriteDateTimeOffset{type}</c>).</summary>
    protected abstract string BsonType { get; }

    // Its serializer takes the DateTime representation (and reads BSON DateTime) since 2.15.
    public sealed override DriverRepresentations? Representations(DriverVersion driver) => driver.HasDateTimeOffsetDateTimeRepresentation
        ? DriverRepresentations.Writing("DateTimeOffsetSerializer", AsArray, AsDocument, AsString, (BsonTypeCode.DateTime, ShapeKind.DateTimeOffsetDateTime))
        : DriverRepresentations.Writing("DateTimeOffsetSerializer", AsArray, AsDocument, AsString);

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch(BsonType, $"!reader.TryReadDateTimeOffset{BsonType}(out var raw)", "raw"));

    public sealed override string ReaderRead(ValueSite site) => DriverRead(site);

    public sealed override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"{Globals.WriterValues}.WriteDateTimeOffset{BsonType}(writer, {v});");

    // The span writer writes the same array or document (TryDateTimeOffset{type}), as one more level of the writer's depth.
    public sealed override bool WritesOnSpan(ValueShape shape) => true;

    public sealed override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, BsonType, v => $"if (!buffer.TryDateTimeOffset{BsonType}({v})) return false;", element);
}
