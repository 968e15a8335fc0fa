using System.Globalization;
using FastBson.Generator.Model;

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
        EmitSpanCollectionHelpers();
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

            if (member.Shape.Kind == ShapeKind.Driver)
            {
                w.Line("// Served by the driver's serializer, over this value's bytes; its errors are for the IBsonReader path to raise.");
                w.Line($"if (context is null || !reader.TryReadValue(type, out var valueBytes) || !{Globals.DriverValues}.TryRead(valueBytes, type, context, DriverMembers.{member.KeyIdentifier}, out var driverValue)) return false;");
                w.Line(MemberAccessors.Set(member, "result", "driverValue"));
            }
            else
            {
                EmitSpanValue(member.Shape, "type", "reader", member.Key, value => MemberAccessors.Set(member, "result", value));
            }

            if (_tracked.IsTracked(index))
            {
                w.Line(_tracked.Mark(index));
            }

            w.Line("break;");
        }
    }

    /// <summary>
    /// Emits statements that read one value and hand it to <paramref name="store"/> (which gives the statement
    /// that stores a value expression), or return false. No intermediate locals: a document with a hundred members
    /// compiles to one method, and fewer locals keep it within what the JIT optimises well.
    /// </summary>
    private void EmitSpanValue(ValueShape shape, string typeVariable, string readerVariable, string helperKey, System.Func<string, string> store)
    {
        var w = _writer;
        var canonical = BsonTypes.Is(typeVariable, BsonTypes.Of(shape.Kind));
        using (w.Block($"if ({canonical})"))
        {
            switch (shape.Kind)
            {
                case ShapeKind.Document:
                    w.Line($"if (!{readerVariable}.TryReadDocument(out var bytes) || !{shape.SerializerTypeName}.TryReadDocument(bytes, context, out var nested)) return false;");
                    w.Line(store("nested"));
                    break;
                case ShapeKind.Array:
                case ShapeKind.Dictionary:
                    w.Line($"if (!{readerVariable}.TryReadDocument(out var bytes) || !{SpanHelperName(shape, helperKey)}(bytes, context, out var items)) return false;");
                    w.Line(store("items"));
                    break;
                case ShapeKind.Decimal:
                    w.Line($"if (!{readerVariable}.TryReadDecimalString(out var raw)) return false;");
                    w.Line(store("raw"));
                    break;
                case ShapeKind.Enum:
                    w.Line($"if (!{readerVariable}.TryReadInt32(out var raw)) return false;");
                    w.Line(store($"({shape.CoreTypeName})raw"));
                    break;
                default:
                    w.Line($"if (!{readerVariable}.TryRead{SpanReadSuffix(shape.Kind)}(out var raw)) return false;");
                    w.Line(store("raw"));
                    break;
            }
        }

        if (shape.Kind == ShapeKind.Decimal)
        {
            using (w.Block($"else if ({BsonTypes.Is(typeVariable, "Decimal128")})"))
            {
                w.Line($"if (!{readerVariable}.TryReadDecimal128AsDecimal(out var raw)) return false;");
                w.Line(store("raw"));
            }
        }

        if (shape.CanBeNull)
        {
            using (w.Block($"else if ({BsonTypes.Is(typeVariable, "Null")})"))
            {
                w.Line(store("default!"));
            }
        }

        using (w.Block("else"))
        {
            w.Line("return false;");
        }
    }

    private static string SpanReadSuffix(ShapeKind kind) => kind switch
    {
        ShapeKind.Bytes => "Bytes",
        _ => BsonTypes.Of(kind),
    };

    private static string SpanHelperName(ValueShape shape, string key) =>
        (shape.Kind == ShapeKind.Array ? "TryReadArray_" : "TryReadDictionary_") + key;

    private void EmitSpanCollectionHelpers()
    {
        foreach (var member in _model.Members)
        {
            if (member.IsReadOnly)
            {
                continue;
            }

            if (member.Shape.Kind == ShapeKind.Array)
            {
                EmitSpanArrayHelper(member);
            }
            else if (member.Shape.Kind == ShapeKind.Dictionary)
            {
                EmitSpanDictionaryHelper(member);
            }
        }
    }

    private void EmitSpanArrayHelper(MemberModel member)
    {
        var w = _writer;
        var shape = member.Shape;
        var item = shape.Item!;
        w.Line($"/// <summary>Reads the array of {member.Name} into a result of exact size (counted first, so never grown).</summary>");
        using (w.Block($"private static bool {SpanHelperName(shape, member.Key)}({Globals.ReadOnlySpanOfByte} bson, {Globals.DeserializationContext}? context, out {shape.TypeName} value)"))
        {
            w.Line("value = default!;");
            w.Line($"var count = {Globals.SpanReader}.CountElements(bson);");
            w.Line("if (count < 0) return false;");
            var isArray = shape.Collection == CollectionKind.Array;
            w.Line(isArray ? $"var items = {ArrayCreation(item.TypeName, "count")};" : $"var items = new {Globals.List}<{item.TypeName}>(count);");
            w.Line($"var reader = new {Globals.SpanReader}(bson);");
            using (w.Block("for (var i = 0; i < count; i++)"))
            {
                w.Line("var type = reader.ReadElement(out _);");
                EmitSpanValue(item, "type", "reader", member.Key + "Item", value => isArray ? $"items[i] = {value};" : $"items.Add({value});");
            }

            w.Line("value = items;");
            w.Line("return true;");
        }

        w.Line();
    }

    private void EmitSpanDictionaryHelper(MemberModel member)
    {
        var w = _writer;
        var shape = member.Shape;
        w.Line($"/// <summary>Reads the document of {member.Name} into a dictionary of exact capacity.</summary>");
        using (w.Block($"private static bool {SpanHelperName(shape, member.Key)}({Globals.ReadOnlySpanOfByte} bson, {Globals.DeserializationContext}? context, out {shape.TypeName} value)"))
        {
            w.Line("value = default!;");
            w.Line($"var count = {Globals.SpanReader}.CountElements(bson);");
            w.Line("if (count < 0) return false;");
            w.Line($"var items = new {Globals.Dictionary}<string, {shape.Item!.TypeName}>(count);");
            w.Line($"var reader = new {Globals.SpanReader}(bson);");
            using (w.Block("for (var i = 0; i < count; i++)"))
            {
                w.Line("var type = reader.ReadElement(out var name);");
                w.Line($"if (!{Globals.SpanReader}.TryDecodeName(name, out var key)) return false;");
                // A repeated key is the driver's error to raise (Dictionary.Add).
                EmitSpanValue(shape.Item!, "type", "reader", member.Key + "Value", value => $"if (!items.TryAdd(key, {value})) return false;");
            }

            w.Line("value = items;");
            w.Line("return true;");
        }

        w.Line();
    }

    /// <summary><c>new T[count]</c>, with the rank specifier placed correctly when T is itself an array type.</summary>
    private static string ArrayCreation(string itemType, string count)
    {
        var bracket = itemType.IndexOf('[');
        return bracket < 0
            ? $"new {itemType}[{count}]"
            : $"new {itemType.Substring(0, bracket)}[{count}]{itemType.Substring(bracket)}";
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
