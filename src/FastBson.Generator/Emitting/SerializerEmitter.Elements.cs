using System.Collections.Generic;
using System.Linq;
using System.Text;
using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

internal sealed partial class SerializerEmitter
{
    private const string SafeContent = "__safeContent__";

    private bool HasDiscriminatorElement => _model.Members.All(m => m.ElementName != "_t");

    /// <summary>The driver version skips <c>__safeContent__</c> (after members and the discriminator, as it checks them).</summary>
    private bool HasSkippedElement => _driver.SkipsSafeContent && _model.Members.All(m => m.ElementName != SafeContent);

    /// <summary>
    /// Element-name matching: on UTF-8 bytes for the span path (by length, then a vectorised compare
    /// against a <c>u8</c> literal, no string allocated), and on strings for the IBsonReader path.
    /// </summary>
    private void EmitElementMatching()
    {
        var w = _writer;
        w.Line($"private const int {DiscriminatorIndex} = -2;");
        if (HasSkippedElement)
        {
            w.Line($"private const int {SkippedIndex} = -3;");
        }

        if (StoresBlob)
        {
            w.Line($"private const int {BlobIndex} = -4;");
        }

        w.Line();
        w.Line("/// <summary>The member index of an element name given as UTF-8 bytes, -1 if none.</summary>");
        using (w.Block($"private static int MatchElement({Globals.ReadOnlySpanOfByte} name)"))
        {
            var names = MatchedNames();
            using (w.Block("switch (name.Length)"))
            {
                foreach (var group in names.GroupBy(n => Encoding.UTF8.GetByteCount(n.Name)).OrderBy(g => g.Key))
                {
                    w.Line($"case {group.Key}:");
                    w.Indent();
                    foreach (var (name, index) in group)
                    {
                        w.Line($"if (global::System.MemoryExtensions.SequenceEqual(name, {CSharpLiterals.Utf8(name)})) return {index};");
                    }

                    w.Line("break;");
                    w.Outdent();
                }
            }

            w.Line("return -1;");
        }

        w.Line();
        w.Line("/// <summary>The UTF-8 element name of the member at an index (empty past the last member).</summary>");
        w.Line($"[{Globals.AggressiveInlining}] // a constant per index, asked for once per element of every document");
        using (w.Block($"private static {Globals.ReadOnlySpanOfByte} ElementNameAt(int index)"))
        {
            using (w.Block("switch (index)"))
            {
                for (var i = 0; i < _model.Members.Count; i++)
                {
                    w.Line($"case {i.ToString(System.Globalization.CultureInfo.InvariantCulture)}: return {CSharpLiterals.Utf8(_model.Members[i].ElementName)};");
                }

                w.Line("default: return default;");
            }
        }

        w.Line();
        w.Line("/// <summary>The member index of an element name, -1 if none.</summary>");
        using (w.Block("private static int MatchElement(string name)"))
        {
            using (w.Block("switch (name)"))
            {
                foreach (var (name, index) in MatchedNames())
                {
                    w.Line($"case {CSharpLiterals.String(name)}: return {index};");
                }

                w.Line("default: return -1;");
            }
        }

        w.Line();
        w.Line("/// <summary>The element name at an index of <see cref=\"MatchElement(string)\"/>, as this type's own string; null for -1.</summary>");
        using (w.Block("private static string? ElementNameOf(int index)"))
        {
            using (w.Block("switch (index)"))
            {
                foreach (var (name, index) in MatchedNames())
                {
                    w.Line($"case {index}: return {CSharpLiterals.String(name)};");
                }

                w.Line("default: return null;");
            }
        }

        w.Line();
        w.Line("/// <summary>The IBsonReader path's element names: those this type maps come back as its own strings, matched on their bytes (see ElementNameDecoder).</summary>");
        w.Line($"private static readonly {Globals.ElementNameDecoder} s_elementNames = new {Globals.ElementNameDecoder}(static utf8 => ElementNameOf(MatchElement(utf8)));");
        w.Line();
        w.Line("/// <summary>The members' element names, by index, for the elements the span path has matched before it hands them to a reader (see MatchedElementName).</summary>");
        w.Line($"private static readonly {Globals.MatchedElementName}[] s_matchedNames =");
        w.Line("{");
        w.Indent();
        foreach (var member in _model.Members)
        {
            w.Line($"new {Globals.MatchedElementName}({CSharpLiterals.String(member.ElementName)}),");
        }

        w.Outdent();
        w.Line("};");
        w.Line();
    }

    /// <summary>Every element name the document matches: the members', the discriminator and skipped elements the driver knows, then the blob.</summary>
    private List<(string Name, string Index)> MatchedNames()
    {
        var names = _model.Members
            .Select((m, i) => (Name: m.ElementName, Index: i.ToString(System.Globalization.CultureInfo.InvariantCulture)))
            .ToList();
        if (HasDiscriminatorElement)
        {
            names.Add(("_t", DiscriminatorIndex));
        }

        if (HasSkippedElement)
        {
            names.Add((SafeContent, SkippedIndex));
        }

        if (_model.Blob is { } blob)
        {
            names.Add((blob.ElementName, BlobIndex));
        }

        return names;
    }
}
