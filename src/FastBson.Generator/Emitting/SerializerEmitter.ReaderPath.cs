using System.Globalization;
using System.Linq;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// The IBsonReader path: any reader kind (JSON, BsonDocument, a plain stream) and every document the span
/// path declines. Canonical BSON types are read with typed calls; every other value goes to the driver's own
/// member serializer, and member errors are wrapped exactly as the driver wraps them.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private void EmitReaderPath()
    {
        var w = _writer;
        w.Line("/// <summary>Reads a document through the reader's API, with the driver's rules for every value.</summary>");
        using (w.Block($"private static {T} ReadDocument({Globals.DeserializationContext} context{HoldsBlobParameter})"))
        {
            w.Line("var reader = context.Reader;");

            if (StoresBlob)
            {
                w.Line();
                w.Line("// Where the blob lives, a document holding only _id and the blob is a projection to it, read again from here.");
                w.Line("var start = holdsBlob ? reader.GetBookmark() : null;");
                w.Line("var elements = 0;");
                w.Line("var fields = 0;");
            }

            w.Line($"var result = {NewInstance};");
            if (!IsCreatorMapped)
            {
                EmitBeginInit();
            }

            EmitSeenMasks();
            w.Line("reader.ReadStartDocument();");
            using (w.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
            {
                if (StoresBlob)
                {
                    w.Line($"var index = ReadElement(context, {ResultArgument}{SeenArguments});");
                    w.Line("elements++;");
                    var id = _model.IdMemberIndex >= 0 ? $"index != {_model.IdMemberIndex.ToString(CultureInfo.InvariantCulture)} /* _id */ && " : string.Empty;
                    w.Line($"if ({id}index != {BlobIndex}) fields++;");
                }
                else
                {
                    w.Line($"ReadElement(context, {ResultArgument}{SeenArguments});");
                }
            }

            w.Line("reader.ReadEndDocument();");
            if (StoresBlob)
            {
                using (w.Block("if (start is not null && elements > 0 && fields == 0)"))
                {
                    w.Line("// Projected to _id and the blob: the object is the blob's, or a FastBsonBlobException names the _id and the reason.");
                    w.Line("reader.ReturnToBookmark(start);");
                    w.Line($"return {Globals.BlobDocuments}.Read<{T}>(context, BlobElementName, BlobSchemaFingerprint, TryDecodeBlob);");
                }
            }

            if (IsCreatorMapped)
            {
                EmitKeepSeenMasks();
                w.Line($"return {Created("result")};");
            }
            else
            {
                EmitReaderMissingMembers();
                EmitEndInit();
                w.Line("return result;");
            }
        }

        w.Line();
        EmitReadElement();
        EmitMemberErrorHelpers();
        EmitReaderHelpers();
    }

    /// <summary>
    /// One element through the reader, as the driver's class map reads it: the name (outside the member's error
    /// wrapping), then the value. Both paths use it: the IBsonReader path for every element, the span path for each
    /// element it hands to the document's reader.
    /// </summary>
    private void EmitReadElement()
    {
        var w = _writer;
        w.Line(StoresBlob
            ? "/// <summary>Reads the element whose type the reader has just read: its name, then its value into the result; returns the element's index.</summary>"
            : "/// <summary>Reads the element whose type the reader has just read: its name, then its value into the result.</summary>");
        var returns = StoresBlob ? "int" : "void";
        using (w.Block($"private static {returns} ReadElement({Globals.DeserializationContext} context, {ResultParameter}{SeenParameters})"))
        {
            w.Line("var name = context.Reader.ReadName(s_elementNames);");
            w.Line($"{(StoresBlob ? "return " : string.Empty)}ReadValue(context, {ResultArgument}, MatchElement(name), name{SeenArguments});");
        }

        w.Line();
        w.Line(StoresBlob
            ? "/// <summary>Reads the value of the element whose name the reader has just read (matched at an index, -1 for none) into the result; returns the index.</summary>"
            : "/// <summary>Reads the value of the element whose name the reader has just read (matched at an index, -1 for none) into the result.</summary>");
        using (w.Block($"private static {returns} ReadValue({Globals.DeserializationContext} context, {ResultParameter}, int index, string name{SeenParameters})"))
        {
            w.Line("var reader = context.Reader;");
            w.Line("try");
            using (w.Block())
            {
                using (w.Block("switch (index)"))
                {
                    for (var i = 0; i < _model.Members.Count; i++)
                    {
                        if (!_model.Members[i].IsExtraElements)
                        {
                            EmitReaderMemberCase(i);
                        }
                    }

                    if (HasDiscriminatorElement)
                    {
                        w.Line($"case {DiscriminatorIndex}:");
                        w.Line("    reader.SkipValue();");
                        w.Line("    break;");
                    }

                    if (HasSkippedElement)
                    {
                        w.Line($"case {SkippedIndex}: // Queryable Encryption metadata, which the driver skips");
                        w.Line("    reader.SkipValue();");
                        w.Line("    break;");
                    }

                    if (StoresBlob)
                    {
                        w.Line($"case {BlobIndex}: // the blob: a full document is read from its fields");
                        w.Line("    reader.SkipValue();");
                        w.Line("    break;");
                    }

                    EmitExtraElementsLabel();
                    w.Line("default:");
                    if (ExtraElementsIndex >= 0)
                    {
                        // Outside the member's error wrapping, as in the driver (IsReadMember is false for it).
                        w.Line("    " + ExtraElementsKind.ReaderCollect(ResultArgument));
                        if (IsCreatorMapped)
                        {
                            w.Line("    " + _tracked.Mark(ExtraElementsIndex));
                        }

                        w.Line("    break;");
                    }
                    else
                    {
                        w.Line($"    if (!s_ignoreExtraElements) throw {Globals.Errors}.UnknownElement(typeof({T}), name);");
                        w.Line("    reader.SkipValue();");
                        w.Line("    break;");
                    }
                }
            }

            // A document nested too deeply is refused as it is: wrapped once per level, as the driver wraps member
            // errors, its message would grow with the depth, costing quadratic time and memory.
            w.Line($"catch ({Globals.Exception} exception) when (IsReadMember(index) && exception is not {Globals.DepthException})");
            using (w.Block())
            {
                w.Line("throw MemberFailed(index, exception);");
            }

            if (StoresBlob)
            {
                w.Line();
                w.Line("return index;");
            }
        }

        w.Line();
    }

    private void EmitReaderMemberCase(int index)
    {
        var w = _writer;
        var member = _model.Members[index];
        w.Line($"case {index.ToString(CultureInfo.InvariantCulture)}: // {member.Name}");
        w.Indent();
        if (!ReadsIntoResult(member))
        {
            w.Line("reader.SkipValue();");
        }
        else
        {
            var value = ValueKinds.Of(member.Shape).ReaderRead(ValueSite.Of(member));
            w.Line(Store(member, value));
            if (_tracked.IsTracked(index))
            {
                w.Line(_tracked.Mark(index));
            }
        }

        w.Line("break;");
        w.Outdent();
    }

    private void EmitReaderMissingMembers()
    {
        var w = _writer;
        for (var i = 0; i < _model.Members.Count; i++)
        {
            if (!_tracked.IsTracked(i))
            {
                continue;
            }

            var member = _model.Members[i];
            using (w.Block($"if ({_tracked.Missing(i)})"))
            {
                w.Line(member.IsRequired
                    ? RequiredMissingThrow(member)
                    : MemberAccessors.Set(member, "result", member.DefaultValueLiteral!));
            }
        }
    }

    private void EmitMemberErrorHelpers()
    {
        var w = _writer;
        w.Line("/// <summary>Whether errors at this index come from reading a member's value (the driver wraps those).</summary>");
        using (w.Block("private static bool IsReadMember(int index)"))
        {
            using (w.Block("switch (index)"))
            {
                var any = false;
                for (var i = 0; i < _model.Members.Count; i++)
                {
                    if (ReadsIntoResult(_model.Members[i]))
                    {
                        w.Line($"case {i.ToString(CultureInfo.InvariantCulture)}:");
                        any = true;
                    }
                }

                if (any)
                {
                    w.Line("    return true;");
                }

                w.Line("default:");
                w.Line("    return false;");
            }
        }

        w.Line();
        using (w.Block($"private static global::System.FormatException MemberFailed(int index, {Globals.Exception} exception)"))
        {
            using (w.Block("switch (index)"))
            {
                for (var i = 0; i < _model.Members.Count; i++)
                {
                    var member = _model.Members[i];
                    if (ReadsIntoResult(member))
                    {
                        // The driver names the class that declares the member (a base class for inherited members).
                        w.Line($"case {i.ToString(CultureInfo.InvariantCulture)}: return {Globals.Errors}.MemberFailed(typeof({member.DeclaringTypeName}), {CSharpLiterals.String(member.Name)}, isField: {Bool(member.IsField)}, exception);");
                    }
                }

                w.Line("default: return new global::System.FormatException(exception.Message, exception);");
            }
        }

        w.Line();
    }

    private void EmitReaderHelpers()
    {
        foreach (var member in _model.Members)
        {
            if (member.IsExtraElements && IsCreatorMapped)
            {
                EmitPendingExtraElementsHelper(member);
            }
            else if (!member.IsReadOnly || ReadsIntoResult(member))
            {
                // Read-only members are never read, unless a creator may take them.
                ValueKinds.Of(member.Shape).EmitReaderHelpers(_writer, member);
            }
        }
    }

    /// <summary>The driver's error for a required member whose element is missing.</summary>
    private string RequiredMissingThrow(MemberModel member) =>
        $"throw {Globals.Errors}.RequiredElementMissing(typeof({T}), {CSharpLiterals.String(member.ElementName)}, {CSharpLiterals.String(member.Name)}, isField: {Bool(member.IsField)});";

    private static string Bool(bool value) => value ? "true" : "false";
}
