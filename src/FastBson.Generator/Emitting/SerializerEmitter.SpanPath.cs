using System.Globalization;
using FastBson.Generator.Emitting.Kinds;

namespace FastBson.Generator.Emitting;

/// <summary>
/// The span path: parses a well-formed document in its canonical types straight from bytes. Any other
/// input (a coerced type, a null into a value type, malformed bytes, a missing required element) makes it
/// return false, and the IBsonReader path then reads the document with the driver's rules.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private int _locals;

    private void EmitSpanPath()
    {
        var w = _writer;
        w.Line("/// <summary>");
        w.Line("/// Reads a document from its BSON bytes (length prefix to terminator) when every value is in the type the");
        w.Line("/// driver writes; returns false for anything else (coerced types, malformed bytes, missing required elements),");
        w.Line("/// which <see cref=\"Deserialize\"/> then reads with the driver's rules through an IBsonReader.");
        w.Line("/// Members served by the driver's own serializer need a deserialization context: without one, a document");
        w.Line("/// holding such a member gives false.");
        w.Line("/// </summary>");
        w.Line($"public static bool TryReadDocument({Globals.ReadOnlySpanOfByte} bson, out {T} value) => TryReadDocument(bson, null, out value);");
        w.Line();
        w.Line($"/// <summary>As <see cref=\"TryReadDocument(global::System.ReadOnlySpan{{byte}}, out {T})\"/>, with the context whose reader settings driver-served members are read with.</summary>");
        w.Line("[global::System.ComponentModel.EditorBrowsable(global::System.ComponentModel.EditorBrowsableState.Never)]");
        using (w.Block($"public static bool TryReadDocument({Globals.ReadOnlySpanOfByte} bson, {Globals.DeserializationContext}? context, out {T} value)"))
        {
            w.Line("value = null!;");
            using (w.Block("if (s_servedByDriver)"))
            {
                w.Line("// The driver serves this type (see ServedByDriver): its rules apply through an IBsonReader.");
                w.Line("return false;");
            }


            w.Line($"var reader = new {Globals.SpanReader}(bson);");
            w.Line($"var result = {NewInstance};");
            EmitBeginInit();
            EmitSeenMasks();
            w.Line("var expected = 0;");
            using (w.Block("while (true)"))
            {
                w.Line("var type = reader.ReadElement(out var name);");
                using (w.Block("if (type <= 0)"))
                {
                    using (w.Block($"if (type == {Globals.SpanReader}.EndOfDocument)"))
                    {
                        w.Line("break;");
                    }

                    w.Line("return false;");
                }

                w.Line();
                w.Line("// Documents usually arrive in declared order: one compare against the expected name, else a lookup.");
                w.Line("var index = global::System.MemoryExtensions.SequenceEqual(name, ElementNameAt(expected)) ? expected : MatchElement(name);");
                w.Line("expected = index + 1;");
                using (w.Block("switch (index)"))
                {
                    for (var i = 0; i < _model.Members.Count; i++)
                    {
                        EmitSpanMemberCase(i);
                    }

                    if (HasDiscriminatorElement)
                    {
                        w.Line($"case {DiscriminatorIndex}:");
                        w.Indent();
                        if (_model.IsSealed)
                        {
                            w.Line("// No subclass can exist, so the driver skips the discriminator too.");
                            w.Line("if (!reader.TrySkip(type)) return false;");
                            w.Line("break;");
                        }
                        else
                        {
                            w.Line("// A discriminator: the IBsonReader path asks the driver whether a subclass is meant.");
                            w.Line("return false;");
                        }

                        w.Outdent();
                    }

                    if (HasSkippedElement)
                    {
                        w.Line($"case {SkippedIndex}: // Queryable Encryption metadata, which the driver skips");
                        w.Indent();
                        w.Line("if (!reader.TrySkip(type)) return false;");
                        w.Line("break;");
                        w.Outdent();
                    }

                    w.Line("default:");
                    w.Indent();
                    if (_model.IgnoreExtraElements)
                    {
                        w.Line("// The driver decodes unknown names, so invalid UTF-8 there is its error to raise.");
                        w.Line("if (!global::System.Text.Unicode.Utf8.IsValid(name) || !reader.TrySkip(type)) return false;");
                        w.Line("break;");
                    }
                    else
                    {
                        w.Line("return false;");
                    }

                    w.Outdent();
                }
            }

            EmitSpanMissingMembers();
            EmitEndInit();
            w.Line("value = result;");
            w.Line("return true;");
        }

        w.Line();
        EmitSpanHelpers();
    }

    private void EmitSpanMemberCase(int index)
    {
        var w = _writer;
        var member = _model.Members[index];
        w.Line($"case {index.ToString(CultureInfo.InvariantCulture)}: // {member.Name}");
        using (w.Block())
        {
            if (member.IsReadOnly)
            {
                w.Line("// Read-only members are written, never read (as in the driver).");
                w.Line("if (!reader.TrySkip(type)) return false;");
                w.Line("break;");
                return;
            }

            ValueKinds.Of(member.Shape).EmitSpanRead(w, ValueSite.Of(member), value => MemberAccessors.Set(member, "result", value));

            if (_tracked.IsTracked(index))
            {
                w.Line(_tracked.Mark(index));
            }

            w.Line("break;");
        }
    }

    private void EmitSpanHelpers()
    {
        foreach (var member in _model.Members)
        {
            // Read-only members are never read.
            if (!member.IsReadOnly)
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
                w.Line($"if ({_tracked.Missing(i)}) return false; // required {member.Name}: the driver's error");
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

    private void EmitBeginInit()
    {
        if (_model.SupportsInitialize)
        {
            _writer.Line($"(({Globals.SupportInitialize})result).BeginInit();");
        }
    }

    private void EmitEndInit()
    {
        if (_model.SupportsInitialize)
        {
            _writer.Line($"(({Globals.SupportInitialize})result).EndInit();");
        }
    }
}
