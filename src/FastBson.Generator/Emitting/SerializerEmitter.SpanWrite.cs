using System.Linq;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// The span writer's entries of a document: <c>TryWriteSpan</c> writes it into a <c>BsonSpanWriter</c> with Serialize's
/// discriminator, members, order and skip rules, and <c>TryWriteRaw</c> hands the result to the driver's binary writer in one piece. A
/// generated document calls them for the documents nested in it, and Serialize for its own document where the writer
/// checks none of its names (<see cref="EmitWholeDocumentOnSpan"/>). Both say no (false) for anything the span writer
/// leaves to the writer, which then writes the document through Serialize.
/// </summary>
internal sealed partial class SerializerEmitter
{
    /// <summary>
    /// Whether the document's own bytes can come from the span writer: every member of a kind that writes on the span,
    /// under a name the span writer can write (no null character, well-formed UTF-16), and no extra elements, whose names
    /// are the application's. A generic serializer is never nested by direct calls, so it has no such entries.
    /// </summary>
    private bool WritesOnSpan => _model.Members.All(MemberWritesOnSpan);

    private static bool MemberWritesOnSpan(MemberModel member) =>
        !member.IsExtraElements && IsSpanWritableName(member.ElementName) && ValueKinds.Of(member.Shape).WritesOnSpan(member.Shape);

    /// <summary>
    /// Whether the class has a <c>TryWriteSpan</c> that can write its documents (one that is not "never"): an abstract
    /// class's hands each value to its class's serializer.
    /// </summary>
    private bool HasSpanWriteEntries => Generic is null && (IsAbstract || WritesOnSpan);

    /// <summary>
    /// Whether the serializer writes its class's documents for other serializers of the compilation, which hold a value of
    /// the class under another type (a base class, an interface) and so cannot call it directly
    /// (<c>ISpanWritingSerializer</c>). Not where the class stores a blob: the driver calls Serialize for such a value,
    /// which adds the blob that the span entry leaves out.
    /// </summary>
    private bool IsSpanWritingSerializer => HasSpanWriteEntries && !IsAbstract && !StoresBlob;

    private void EmitSpanWriteEntries()
    {
        if (Generic is not null)
        {
            return;
        }

        var w = _writer;
        var span = $"{Globals.SpanWriter} buffer";
        var nominal = $"{Globals.Type} nominalType";
        if (!HasSpanWriteEntries)
        {
            var member = _model.Members.First(m => !MemberWritesOnSpan(m)).Name;
            w.Line($"/// <summary>Never: the writer writes {member}, and so this whole document, element by element.</summary>");
            w.Line($"internal static bool TryWriteSpan({span}, {T} value, {nominal}) => false;");
            w.Line();
            w.Line("/// <summary>Never: see <see cref=\"TryWriteSpan\"/>.</summary>");
            w.Line($"internal static bool TryWriteRaw({Globals.SerializationContext} context, {T} value, {nominal}) => false;");
            w.Line();
            return;
        }

        w.Line("// Set once the span writer has left a value of this type to the writer: from then on it writes the type's documents.");
        w.Line("private static bool s_spanDeclined;");
        w.Line();
        w.Line("/// <summary>");
        w.Line("/// Writes the document, serialized as <paramref name=\"nominalType\"/>, in one piece where the writer takes it that way");
        w.Line("/// and the span writer writes every value in it; false where the writer is to write it, element by element.");
        w.Line("/// </summary>");
        using (w.Block($"internal static bool TryWriteRaw({Globals.SerializationContext} context, {T} value, {nominal})"))
        {
            if (!_model.IsValueType)
            {
                w.Line("if (value is null) return false;");
            }

            w.Line("var writer = context.Writer;");

            SpanAttempts.Emit(w, "s_spanDeclined", "TryWriteSpan(buffer, value, nominalType)", "Document", "return true;");
            w.Line("return false;");
        }

        w.Line();
        if (IsSpanWritingSerializer)
        {
            w.Line("/// <inheritdoc/>");
            w.Line($"bool {Globals.ISpanWritingSerializer}.TryWriteSpan({span}, object value, {nominal}) => TryWriteSpan(buffer, ({T})value, nominalType);");
            w.Line();
        }

        w.Line("/// <summary>");
        w.Line("/// Writes the document (not null) into the span writer as Serialize writes one nested in another, serialized as");
        w.Line("/// <paramref name=\"nominalType\"/>: the discriminator where that type asks for one, then the members in declared");
        w.Line("/// order, with the same skip rules; false for a value the span writer leaves to the writer.");
        w.Line("/// </summary>");
        using (w.Block($"internal static bool TryWriteSpan({span}, {T} value, {nominal})"))
        {
            if (IsAbstract)
            {
                w.Line("// A value of an abstract class is a subclass's, written as the driver writes it: by the serializer it looks up");
                w.Line("// for the value's class.");
                w.Line($"return !s_servedByDriver && {Globals.SpanWritingSerializers}.TryWrite(buffer, value, nominalType);");
            }
            else
            {
                EmitSpanWriteDocument();
            }
        }

        w.Line();
    }

    private void EmitSpanWriteDocument()
    {
        var w = _writer;
        w.Line("if (s_servedByDriver) return false;");
        if (!_model.IsSealed)
        {
            w.Line("// A subclass's value, written as the driver writes it: by the serializer it looks up for the value's class.");
            w.Line($"if (value.GetType() != typeof({T})) return {Globals.SpanWritingSerializers}.TryWrite(buffer, value, nominalType);");
        }

        w.Line();
        w.Line($"var discriminator = {Globals.DiscriminatedWrites}<{T}>.For(nominalType);");
        w.Line("if (!buffer.TryStart(out var start)) return false;");
        w.Line($"if (discriminator is not null && !{Globals.DiscriminatedWrites}<{T}>.TryWrite(buffer, discriminator)) return false;");
        EmitNamingMemberErrors(EmitSpanWriteMembers, "As Serialize: the error names the member being written.");

        w.Line("return buffer.TryEnd(start);");
    }

    // A nested document's members in declared order, the id among them: the driver writes the id first only at the top.
    private void EmitSpanWriteMembers()
    {
        for (var i = 0; i < _model.Members.Count; i++)
        {
            EmitWriteMember(i, EmitSpanWriteNamedValue);
        }
    }

    private void EmitSpanWriteNamedValue(MemberModel member, string local)
    {
        var name = CSharpLiterals.Utf8(member.ElementName);
        ValueKinds.Of(member.Shape).EmitSpanWrite(_writer, ValueSite.Of(member), local, type => $"buffer.Element({type}, {name});");
    }

    /// <summary>A name the span writer writes as the writer does: no null character (the writer refuses it) and no lone surrogate.</summary>
    private static bool IsSpanWritableName(string name)
    {
        for (var i = 0; i < name.Length; i++)
        {
            var c = name[i];
            if (c == '\0' || char.IsLowSurrogate(c))
            {
                return false;
            }

            if (char.IsHighSurrogate(c))
            {
                if (i + 1 == name.Length || !char.IsLowSurrogate(name[i + 1]))
                {
                    return false;
                }

                i++;
            }
        }

        return true;
    }
}
