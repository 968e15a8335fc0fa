using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A value type written with one typed call of the writer (<c>writer.WriteInt64(...)</c>), whose span write is the span
/// writer's call of the same name (<c>buffer.Int64(...)</c>) on the same value: both come from <see cref="WrittenType"/>
/// and <see cref="Written"/>, so the two writes cannot differ.
/// </summary>
internal abstract class TypedWriteKind : InlineValueKind
{
    /// <summary>The BSON type the value is written as (a member of <c>BsonType</c>, and the name of both calls).</summary>
    protected abstract string WrittenType(ValueShape shape);

    /// <summary>The expression of the value written, given the value's (a conversion, or the value itself).</summary>
    protected abstract string Written(ValueShape shape, string value);

    public sealed override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"writer.Write{WrittenType(site.Shape)}({Written(site.Shape, v)});");

    public sealed override bool WritesOnSpan(ValueShape shape) => true;

    public sealed override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, WrittenType(site.Shape), v => SpanWrite(site.Shape, v), element);

    /// <summary>
    /// The span writer's statement for the value: its call of the written type's name on the written value; for a String,
    /// its <c>TryString</c> (text the strict encoding refuses is the writer's to refuse). A kind whose conversion can throw
    /// calls the span writer's checked write instead, which gives the value up to the writer, whose conversion then raises
    /// the error.
    /// </summary>
    protected virtual string SpanWrite(ValueShape shape, string value) => SpanTypedWrite(WrittenType(shape), Written(shape, value));
}
