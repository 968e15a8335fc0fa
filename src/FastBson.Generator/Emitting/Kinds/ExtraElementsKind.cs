using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// The extra-elements member: a BsonDocument or an <c>IDictionary&lt;string, object&gt;</c> that collects every element
/// no member maps, as the driver's class map does. It is not read as one element's value: the document's element switch
/// sends it each unknown element (and one of its own element name) through <see cref="EmitSpanCollect"/> and
/// <see cref="ReaderCollect"/>, and Serialize writes its elements in its place, with their own names and no name of its own.
/// </summary>
internal sealed class ExtraElementsKind : ValueKind
{
    /// <summary>The generated helper that keeps one element in the member.</summary>
    private const string AddHelper = "AddExtraElement";

    public override ShapeKind Id => ShapeKind.ExtraElements;

    // The driver's class map gives the member no serializer of its own to check: RegisterAll compares its
    // ExtraElementsMemberMap with the member instead.
    public override string? DriftCheck(ValueShape shape) => null;

    public override string DriftRole => "Driver";

    /// <summary>
    /// Emits the span path's statements for the element at the reader (its name in <c>name</c>, its type in <c>type</c>):
    /// the name decoded with the driver's strict UTF-8 rules, the value as the span path builds a BsonValue, then the
    /// helper that keeps them. A name or value the span path does not take runs <paramref name="decline"/>, so the driver's
    /// reader raises its error.
    /// </summary>
    public static void EmitSpanCollect(SourceWriter writer, string decline, string result = "result")
    {
        writer.Line($"if (!{Globals.SpanReader}.TryDecodeName(name, out var extraName) || !{Globals.SpanBsonValues}.TryReadValue(ref reader, type, document.Context, out var extraValue)) {decline}");
        writer.Line($"{AddHelper}({result}, extraName, extraValue);");
    }

    /// <summary>The IBsonReader path's statement for the element whose name the reader has read (<c>name</c>).</summary>
    public static string ReaderCollect(string result = "result") => $"{AddHelper}({result}, name, {Globals.ExtraElements}.Read(context));";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanCollect(writer, site.Decline);

    public override string ReaderRead(ValueSite site) =>
        throw new InvalidOperationException("The extra-elements member is not read as a value: the element switch collects into it (ReaderCollect).");

    /// <summary>Writes the member's elements where the member stands; nothing when it is null (no name of its own).</summary>
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value)
    {
        using (writer.Block($"if ({value} is not null)"))
        {
            writer.Line($"{Globals.ExtraElements}.Write(context, {value});");
        }
    }

    public override void EmitSpanHelpers(SourceWriter writer, MemberModel member)
    {
    }

    /// <summary>The helper both paths keep elements with, in the object.</summary>
    public override void EmitReaderHelpers(SourceWriter writer, MemberModel member) =>
        EmitAddHelper(writer, member, $"{MemberAccessors.Ref(member)}{member.DeclaringTypeName} result", MemberAccessors.Get(member, "result"), value => MemberAccessors.Set(member, "result", value));

    /// <summary>
    /// The helper both paths keep elements with, in <paramref name="target"/> (the object, or the values a creator map
    /// takes): the member's collection is created when it is null, as the driver creates it.
    /// </summary>
    public static void EmitAddHelper(SourceWriter writer, MemberModel member, string target, string get, Func<string, string> set)
    {
        writer.Line($"/// <summary>Keeps an element no member maps in {member.Name}, which is created first when it is null, as the driver's class map does.</summary>");
        using (writer.Block($"private static void {AddHelper}({target}, string name, global::MongoDB.Bson.BsonValue value)"))
        {
            writer.Line($"var extraElements = {get};");
            using (writer.Block("if (extraElements is null)"))
            {
                writer.Line($"extraElements = new {member.Shape.CreatedTypeName}();");
                writer.Line(set("extraElements"));
            }

            writer.Line();
            writer.Line($"{Globals.ExtraElements}.Add(extraElements, name, value);");
        }

        writer.Line();
    }

    public override void EmitWriteHelpers(SourceWriter writer, MemberModel member)
    {
    }
}
