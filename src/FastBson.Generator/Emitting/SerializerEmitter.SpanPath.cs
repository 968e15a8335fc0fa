using System.Globalization;
using System.Linq;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// The span path: parses the values it reads itself (canonical BSON types, well-formed) straight from bytes.
/// Any other element (a coerced type, a null into a value type, a member the driver's serializer serves,
/// malformed bytes) goes to the document's own reader, which reads it with the driver's rules where the
/// driver would, and the span path goes on after it. Over detached bytes (no reader) it returns false.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private int _locals;

    /// <summary>
    /// Opens detached bytes as a document, or declines them when their length prefix and terminator do not frame one:
    /// the span reader trusts the frame it is given.
    /// </summary>
    private void EmitDetach()
    {
        var w = _writer;
        using (w.Block($"if (!{Globals.SpanDocument}.TryDetach(bson, out var document))"))
        {
            w.Line("value = default!;");
            w.Line("return false;");
        }

        w.Line();
    }

    /// <summary>
    /// Detached bytes have no entry that found their type (see <see cref="EmitSubclassDispatch"/>). Where the read as this
    /// type stops (at a discriminator, or at an element only a subclass maps, before one) and a subclass is mapped, the
    /// discriminator decides here, outside the depth guard, as a subclass's serializer counts the document's level: a
    /// subclass's registered generated serializer reads the bytes, or they are read again as this type's. Asking only
    /// then keeps the driver's lock-taking question off every nested document that reads as this type's.
    /// </summary>
    private void EmitDetachedSubclassDispatch()
    {
        var w = _writer;
        using (w.Block($"if (document.TypeResolved || !{Globals.DriverClassMap}<{T}>.IsDiscriminated)"))
        {
            w.Line($"value = {NoValue};");
            w.Line("return false;");
        }

        w.Line();
        using (w.Block($"switch ({Globals.DiscriminatedReads}<{T}>.ReadDetached(document.Bytes, out var subclass))"))
        {
            w.Line($"case {Globals.DetachedType}.Subclass:");
            w.Line($"    value = ({T})subclass!;");
            w.Line("    return true;");
            w.Line($"case {Globals.DetachedType}.Declined:");
            w.Line($"    value = {NoValue};");
            w.Line("    return false;");
        }

        w.Line();
        w.Line("document.TypeResolved = true;");
    }

    /// <summary>The depth-guarded read of detached bytes as this type's document: returns true with the object, or falls through.</summary>
    private void EmitDetachedRead(bool holdsBlob = true)
    {
        var blobArgument = StoresBlob ? $", holdsBlob: {(holdsBlob ? "true" : "false")}" : string.Empty;
        var w = _writer;
        EmitDepthGuarded(() =>
        {
            if (IsCreatorMapped)
            {
                // Created once the whole document is read, as on every path. What would fail (a missing required
                // element, no creator that matches, a creator that throws) is declined: read through a reader, the
                // document gives the driver's error, wrapped as the driver wraps it where the document is nested.
                using (w.Block($"if (TryReadDocument(ref document, out var pending{blobArgument}) && Create(ref pending, declineFailure: true) is {{ }} created)"))
                {
                    w.Line("value = created;");
                    w.Line("return true;");
                }
            }
            else
            {
                using (w.Block($"if (TryReadDocument(ref document, out value{blobArgument}))"))
                {
                    w.Line("return true;");
                }
            }
        });
    }

    private void EmitSpanPath()
    {
        var w = _writer;
        var inOrderCount = InOrderCount;
        w.Line("/// <summary>");
        w.Line("/// Reads a document from its BSON bytes (length prefix to terminator; bytes after it are not read) when the");
        w.Line("/// generated code reads every value itself; returns false for anything else (a value in another BSON type than");
        w.Line("/// the driver writes, a member the driver's own serializer serves, malformed bytes, a missing required element).");
        w.Line("/// <see cref=\"Deserialize\"/> reads every document, with the driver's rules for such elements.");
        w.Line("/// </summary>");
        using (w.Block($"public static bool TryReadDocument({Globals.ReadOnlySpanOfByte} bson, out {T} value)"))
        {
            EmitDetach();
            if (_model.IsSealed)
            {
                EmitDetachedRead();
                w.Line($"value = {NoValue};");
                w.Line("return false;");
            }
            else
            {
                w.Line("// Twice at most: where the read stops, a discriminator in the bytes is looked up outside the depth guard (a");
                w.Line("// subclass's serializer counts the level), and names a subclass, or this type, whose read then skips it.");
                using (w.Block("while (true)"))
                {
                    EmitDetachedRead();
                    w.Line();
                    EmitDetachedSubclassDispatch();
                }
            }
        }

        if (StoresBlob)
        {
            w.Line();
            w.Line("/// <summary>Reads a document nested in another generated document: from its fields, as it holds no blob of its own.</summary>");
            using (w.Block($"internal static bool TryReadInline({Globals.ReadOnlySpanOfByte} bson, out {T} value)"))
            {
                EmitDetach();
                EmitDetachedRead(holdsBlob: false);
                w.Line($"value = {NoValue};");
                w.Line("return false;");
            }
        }

        w.Line();
        w.Line("/// <summary>");
        w.Line("/// The span path: reads the document's elements from its bytes. An element it does not read itself goes to the");
        w.Line("/// document's reader, which reads it with the driver's rules where the driver would (see SpanDocument); a detached");
        w.Line("/// document is declined instead.");
        w.Line("/// </summary>");
        using (w.Block($"private static bool TryReadDocument(ref {Globals.SpanDocument} document, out {ResultType} value{HoldsBlobParameter})"))
        {
            w.Line(IsCreatorMapped ? "value = default;" : $"value = {NoValue};");
            using (w.Block("if (s_servedByDriver)"))
            {
                w.Line("// The driver serves this type (see ServedByDriver): its rules apply through an IBsonReader.");
                w.Line("return false;");
            }

            w.Line();
            if (StoresBlob)
            {
                // Checked first, as it is cheap (a full document is told apart by its second element at the latest), so
                // a projected document costs no object of its own and no pass over its elements.
                var blobName = CSharpLiterals.Utf8(_model.Blob!.ElementName);
                using (w.Block($"if (holdsBlob && {Globals.BlobDocuments}.IsProjection(document.Bytes, {blobName}))"))
                {
                    w.Line("// Projected to _id and the blob: the object is the blob's, or a FastBsonBlobException names the _id and the reason.");
                    w.Line($"{(IsCreatorMapped ? "value." + PendingFromBlob : "value")} = {Globals.BlobDocuments}.Read<{T}>(document.Bytes, {blobName}, BlobElementName, BlobSchemaFingerprint, TryDecodeBlob);");
                    w.Line("return true;");
                }

                w.Line();
            }

            w.Line($"var reader = new {Globals.SpanReader}(document.Bytes);");
            w.Line($"var result = {NewInstance};");
            if (!IsCreatorMapped)
            {
                EmitBeginInit();
            }

            EmitSeenMasks();
            if (inOrderCount > 0)
            {
                w.Line("// Documents usually hold the members' elements in declared order: ReadInOrder reads them as long as they do, and");
                w.Line("// the loop below reads the rest.");
                w.Line($"var expected = ReadInOrder(ref document, ref reader, {ResultArgument}{SeenArguments}, out var declined, out var inOrder);");
            }
            else
            {
                w.Line("var expected = 0;");
            }

            using (w.Block("while (true)"))
            {
                w.Line("var start = reader.Position;");
                w.Line("var index = -1; // none matched yet: a hand-off then reads the name itself");
                if (inOrderCount > 0)
                {
                    using (w.Block("if (declined)"))
                    {
                        w.Line("// The element ReadInOrder stopped at, whose value the span path does not read itself: the reader reads it.");
                        w.Line("declined = false;");
                        w.Line("start = inOrder;");
                        w.Line("index = expected;");
                        w.Line("expected = index + 1;");
                        w.Line(HandOff);
                    }

                    w.Line();
                }

                w.Line("// Documents usually arrive in declared order: the name is first compared in place with the one expected next.");
                w.Line("var type = reader.ReadElement(ElementNameAt(expected), out var name, out var isExpected);");
                using (w.Block("if (type <= 0)"))
                {
                    using (w.Block($"if (type == {Globals.SpanReader}.EndOfDocument)"))
                    {
                        w.Line("break;");
                    }

                    w.Line($"goto {ValueSite.HandOffLabel}; // malformed: the driver's error, raised where the driver raises it");
                }

                w.Line();
                w.Line("index = isExpected ? expected : MatchElement(name);");
                w.Line("expected = index + 1;");
                using (w.Block("switch (index)"))
                {
                    for (var i = 0; i < _model.Members.Count; i++)
                    {
                        if (!_model.Members[i].IsExtraElements)
                        {
                            EmitSpanMemberCase(i);
                        }
                    }

                    if (HasDiscriminatorElement)
                    {
                        w.Line($"case {DiscriminatorIndex}:");
                        w.Indent();
                        if (_model.IsSealed)
                        {
                            w.Line("// No subclass can exist, so the driver skips the discriminator too.");
                            w.Line($"if (!reader.TrySkip(type)) {HandOff}");
                            w.Line("break;");
                        }
                        else
                        {
                            w.Line("// The document's entry found it to be of this type, or no subclass is mapped: the driver skips the");
                            w.Line("// discriminator then. Detached bytes have no entry: the discriminator decides in their caller.");
                            w.Line($"if (!document.CanHandOff && !document.TypeResolved && {Globals.DriverClassMap}<{T}>.IsDiscriminated) return false;");

                            w.Line($"if (!reader.TrySkip(type)) {HandOff}");
                            w.Line("break;");
                        }

                        w.Outdent();
                    }

                    if (StoresBlob)
                    {
                        w.Line($"case {BlobIndex}: // the blob: a full document is read from its fields");
                        w.Indent();
                        w.Line($"if (!reader.TrySkip(type)) {HandOff}");
                        w.Line("break;");
                        w.Outdent();
                    }

                    if (HasSkippedElement)
                    {
                        w.Line($"case {SkippedIndex}: // Queryable Encryption metadata, which the driver skips");
                        w.Indent();
                        w.Line($"if (!reader.TrySkip(type)) {HandOff}");
                        w.Line("break;");
                        w.Outdent();
                    }

                    EmitExtraElementsLabel();
                    w.Line("default:");
                    w.Indent();
                    if (ExtraElementsIndex >= 0)
                    {
                        w.Line("// An element no member maps: kept in the extra-elements member, as the driver keeps it.");
                        ExtraElementsKind.EmitSpanCollect(w, HandOff, ResultArgument);
                        if (IsCreatorMapped)
                        {
                            w.Line(_tracked.Mark(ExtraElementsIndex));
                        }

                        w.Line("break;");
                    }
                    else
                    {
                        // Where the class map does not ignore extra elements, the reader raises the driver's error.
                        w.Line("// An element no member maps: skipped where the class map ignores extra elements, else the driver's error.");
                        w.Line("// The driver decodes unknown names, so invalid UTF-8 there is its error to raise.");
                        w.Line($"if (!s_ignoreExtraElements || !global::System.Text.Unicode.Utf8.IsValid(name) || !reader.TrySkip(type)) {HandOff}");
                        w.Line("break;");
                    }

                    w.Outdent();
                }

                w.Line();
                w.Line("continue;");
                w.Line();

                EmitHandOff();
            }

            w.Line();
            if (IsCreatorMapped)
            {
                // Missing members are Create's, once the caller has moved the reader past the document, as the driver checks them.
                EmitKeepSeenMasks();
            }
            else
            {
                EmitSpanMissingMembers();
                EmitEndInit();
            }

            w.Line("value = result;");
            w.Line("return true;");
        }

        if (inOrderCount > 0)
        {
            w.Line();
            EmitInOrderRead(inOrderCount);
        }

        w.Line();
        EmitSpanHelpers();
    }

    private static string HandOff => $"goto {ValueSite.HandOffLabel};";

    /// <summary>
    /// The hand-off: the element at <c>start</c> goes to the document's reader, which reads it exactly as the driver's
    /// class map does at that point (same position, same reader, same serializer), then the span path goes on.
    /// </summary>
    private void EmitHandOff()
    {
        var w = _writer;
        w.Outdent();
        w.Line($"{ValueSite.HandOffLabel}:");
        w.Indent();
        w.Line("// An element the span path does not read itself (a value in another BSON type, a member the driver's");
        w.Line("// serializer serves, malformed bytes): the document's reader reads it with the driver's rules.");
        using (w.Block("if (!document.CanHandOff)"))
        {
            w.Line("// Detached bytes: the caller reads the whole document through a reader.");
            w.Line("return false;");
        }

        using (w.Block("if (!document.HandOff(start))"))
        {
            w.Line("break; // the reader met the end of the document");
        }

        using (w.Block("if (index >= 0)"))
        {
            w.Line("// A member's element, matched above: the reader steps over the name instead of decoding and matching it again.");
            w.Line($"ReadValue(document.Context!, {ResultArgument}, index, document.Context!.Reader.ReadName(s_matchedNames[index]){SeenArguments});");
        }
        using (w.Block("else"))
        {
            w.Line($"ReadElement(document.Context!, {ResultArgument}{SeenArguments});");
        }

        w.Line();
        w.Line("reader.MoveTo(document.Offset);");
    }

    /// <summary>The seen masks, passed by reference to <c>ReadElement</c>.</summary>
    private string SeenArguments => string.Concat(Enumerable.Range(0, _tracked.MaskCount).Select(i => $", ref seen{i}"));

    /// <summary>The parameters that take <see cref="SeenArguments"/>.</summary>
    private string SeenParameters => string.Concat(Enumerable.Range(0, _tracked.MaskCount).Select(i => $", ref ulong seen{i}"));

    private void EmitSpanMemberCase(int index)
    {
        var w = _writer;
        var member = _model.Members[index];
        w.Line($"case {index.ToString(CultureInfo.InvariantCulture)}: // {member.Name}");
        using (w.Block())
        {
            if (EmitSpanMemberRead(index, ValueSite.OfSpanMember(member)))
            {
                w.Line("break;");
            }
        }
    }

    /// <summary>
    /// Emits the read of a member's value at the span reader's current element (whose BSON type is in <c>type</c>), or the
    /// site's decline; returns false when the read is the decline itself (a member the driver's serializer serves), after
    /// which nothing is emitted.
    /// </summary>
    private bool EmitSpanMemberRead(int index, ValueSite site)
    {
        var w = _writer;
        var member = _model.Members[index];
        if (!ReadsIntoResult(member))
        {
            w.Line("// Read-only members are written, never read (as in the driver).");
            w.Line($"if (!reader.TrySkip(type)) {site.Decline}");
            return true;
        }

        var kind = ValueKinds.Of(member.Shape);
        kind.EmitSpanRead(w, site, value => Store(member, value));
        if (!kind.ReadsOnSpanPath)
        {
            return false;
        }

        if (_tracked.IsTracked(index))
        {
            w.Line(_tracked.Mark(index));
        }

        return true;
    }

    /// <summary>
    /// How many members, from the first, the in-order read covers: up to the first whose elements the loop alone reads (the
    /// extra elements, a member the driver's serializer serves), and no more than <see cref="InOrderLimit"/>.
    /// </summary>
    private int InOrderCount
    {
        get
        {
            var count = 0;
            while (count < _model.Members.Count && count < InOrderLimit && IsReadInOrder(_model.Members[count]))
            {
                count++;
            }

            return count;
        }
    }

    /// <summary>
    /// The in-order read repeats each member's read beside the loop's. Past a few dozen members its method grows slower
    /// per element than the loop (a document of 108 scalar members read 1.70 us with 32 in order, 1.75 with 48 and 1.97
    /// with all of them, on .NET 10), and documents that wide are rarely read whole.
    /// </summary>
    private const int InOrderLimit = 32;

    private bool IsReadInOrder(MemberModel member) =>
        !member.IsExtraElements && (!ReadsIntoResult(member) || ValueKinds.Of(member.Shape).ReadsOnSpanPath);

    /// <summary>
    /// The in-order read, in a method of its own before the loop (beside it, the JIT lays out a wide document's loop
    /// worse): documents usually hold the members' elements in declared order, as the driver writes them, so each
    /// member's name is compared in turn as a constant (with no scan for its terminator, no match against the other
    /// names, no switch) and its value read at once. It returns at the first element that is not the next member's, which
    /// the loop reads with the rest; a value it does not read itself is <c>declined</c>, and the loop hands it to the
    /// reader, once, as it would have.
    /// </summary>
    private void EmitInOrderRead(int count)
    {
        var w = _writer;
        w.Line("/// <summary>");
        w.Line("/// Reads the members' elements in declared order, each name compared as a constant, as long as the document holds");
        w.Line("/// them so; returns how many it read. <paramref name=\"declined\"/> tells that the next member's element, at");
        w.Line("/// <paramref name=\"inOrder\"/>, holds a value the span path does not read itself, for the caller to hand off.");
        w.Line("/// </summary>");
        using (w.Block($"private static int ReadInOrder(ref {Globals.SpanDocument} document, ref {Globals.SpanReader} reader, {ResultParameter}{SeenParameters}, out bool declined, out int inOrder)"))
        {
            w.Line("declined = false;");
            for (var i = 0; i < count; i++)
            {
                var member = _model.Members[i];
                var read = i.ToString(CultureInfo.InvariantCulture);
                w.Line("inOrder = reader.Position;");
                using (w.Block())
                {
                    w.Line($"var type = reader.ReadElementNamed({CSharpLiterals.Utf8(member.ElementName + "\0")}); // {member.Name}");
                    w.Line($"if (type <= 0) return {read};");
                    EmitSpanMemberRead(i, ValueSite.OfSpanMember(member) with { Decline = $"{{ declined = true; return {read}; }}" });
                }
            }

            w.Line();
            w.Line($"return {count.ToString(CultureInfo.InvariantCulture)};");
        }
    }

    private void EmitSpanHelpers()
    {
        foreach (var member in _model.Members)
        {
            // Read-only members are never read (unless a creator may take them); the extra-elements member's helper is the reader path's.
            if (ReadsIntoResult(member))
            {
                ValueKinds.Of(member.Shape).EmitSpanHelpers(_writer, member);
            }
        }
    }

    private void EmitSpanMissingMembers()
    {
        var w = _writer;
        for (var i = 0; i < _model.Members.Count; i++)
        {
            var member = _model.Members[i];
            if (!_tracked.IsTracked(i))
            {
                continue;
            }

            if (member.IsRequired)
            {
                using (w.Block($"if ({_tracked.Missing(i)})"))
                {
                    w.Line("// Required: once the reader has read part of the document, this is the error the driver raises now.");
                    w.Line($"if (document.Entered) {RequiredMissingThrow(member)}");
                    w.Line("return false;");
                }
            }
            else
            {
                using (w.Block($"if ({_tracked.Missing(i)})"))
                {
                    w.Line(MemberAccessors.Set(member, "result", member.DefaultValueLiteral!));
                }
            }
        }
    }

    private void EmitSeenMasks()
    {
        for (var i = 0; i < _tracked.MaskCount; i++)
        {
            _writer.Line($"ulong seen{i} = 0;");
        }
    }

    private void EmitBeginInit() => EmitInitializationCall("BeginInit");

    private void EmitEndInit() => EmitInitializationCall("EndInit");

    /// <summary>An <c>ISupportInitialize</c> call on <c>result</c>: on a struct's local itself, not on a boxed copy.</summary>
    private void EmitInitializationCall(string method)
    {
        if (_model.SupportsInitialize)
        {
            _writer.Line(_model.IsValueType ? $"{Globals.StructInitialization}.{method}(ref result);" : $"(({Globals.SupportInitialize})result).{method}();");
        }
    }
}
