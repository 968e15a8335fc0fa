using System.Linq;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// The span writer's entries of a document: <c>TryWriteSpan</c> writes it into a <c>BsonSpanWriter</c> with Serialize's
/// members, order and skip rules, and <c>TryWriteRaw</c> hands the result to the driver's binary writer in one piece. A
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

    /// <summary>Whether the class has a <c>TryWriteSpan</c> that can write its documents (one that is not "never").</summary>
    private bool HasSpanWriteEntries => Generic is null && !IsAbstract && WritesOnSpan;

    private void EmitSpanWriteEntries()
    {
        if (Generic is not null)
        {
            return;
        }

        var w = _writer;
        var span = $"{Globals.SpanWriter} buffer";
        var never = HasSpanWriteEntries
            ? null
            : IsAbstract ? "a value of this abstract class is a subclass's, which its own serializer writes"
            : $"the writer writes {_model.Members.First(m => !MemberWritesOnSpan(m)).Name}, and so this whole document, element by element";
        if (never is not null)
        {
            w.Line($"/// <summary>Never: {never}.</summary>");
            w.Line($"internal static bool TryWriteSpan({span}, {T} value) => false;");
            w.Line();
            w.Line("/// <summary>Never: see <see cref=\"TryWriteSpan\"/>.</summary>");
            w.Line($"internal static bool TryWriteRaw({Globals.IBsonWriter} writer, {T} value) => false;");
            w.Line();
            return;
        }

        w.Line("// Set once the span writer has left a value of this type to the writer: from then on it writes the type's documents.");
        w.Line("private static bool s_spanDeclined;");
        w.Line();
        w.Line("/// <summary>");
        w.Line("/// Writes the document in one piece, where the writer takes it that way and the span writer writes every value in it;");
        w.Line("/// false where the writer is to write it, element by element.");
        w.Line("/// </summary>");
        using (w.Block($"internal static bool TryWriteRaw({Globals.IBsonWriter} writer, {T} value)"))
        {
            if (!_model.IsValueType)
            {
                w.Line("if (value is null) return false;");
            }

            SpanAttempts.Emit(w, "s_spanDeclined", "TryWriteSpan(buffer, value)", "Document", "return true;");
            w.Line("return false;");
        }

        w.Line();
        w.Line("/// <summary>");
        w.Line("/// Writes the document (not null) into the span writer as Serialize writes one nested in another: the members in");
        w.Line("/// declared order, with the same skip rules; false for a value the span writer leaves to the writer.");
        w.Line("/// </summary>");
        using (w.Block($"internal static bool TryWriteSpan({span}, {T} value)"))
        {
            // A subclass is written by its own serializer, and a class map that asks for a discriminator by Serialize.
            var exactType = _model.IsSealed ? string.Empty : $" || value.GetType() != typeof({T})";
            w.Line($"if (s_servedByDriver{exactType} || {Globals.DiscriminatedWrites}<{T}>.For(typeof({T})) is not null) return false;");
            w.Line("if (!buffer.TryStart(out var start)) return false;");
            EmitNamingMemberErrors(EmitSpanWriteMembers, "As Serialize: the error names the member being written.");

            w.Line("return buffer.TryEnd(start);");
        }

        w.Line();
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
