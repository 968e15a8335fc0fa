using System.Collections.Generic;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// Serialize: the members in the driver's order with its skip rules (IgnoreIfNull, IgnoreIfDefault,
/// ShouldSerializeXxx), the id first when the driver asks for it, typed writes for owned shapes.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private void EmitSerialize()
    {
        var w = _writer;
        w.Line("/// <inheritdoc/>");
        using (w.Block($"public override void Serialize({Globals.SerializationContext} context, {Globals.SerializationArgs} args, {T} value)"))
        {
            using (w.Block("if (s_servedByDriver)"))
            {
                w.Line("// RegisterAll found the driver's class map different from this code: the driver writes the type.");
                w.Line($"{DriverSerializer}.Serialize(context, args, value);");
                w.Line("return;");
            }

            w.Line();
            w.Line("var writer = context.Writer;");
            using (w.Block("if (value is null)"))
            {
                w.Line("writer.WriteNull();");
                w.Line("return;");
            }

            if (!_model.IsSealed)
            {
                using (w.Block($"if (value.GetType() != typeof({T}))"))
                {
                    w.Line("// A subclass instance: the driver serializes it with the subclass's serializer.");
                    w.Line($"{Globals.BsonSerializer}.LookupSerializer(value.GetType()).Serialize(context, args, value);");
                    w.Line("return;");
                }
            }

            using (w.Block($"if (args.NominalType != typeof({T}))"))
            {
                w.Line("// Serialized as a base or object type: the driver writes a discriminator first.");
                w.Line($"{DriverSerializer}.Serialize(context, args, value);");
                w.Line("return;");
            }

            w.Line();
            w.Line("writer.WriteStartDocument();");
            if (WrapsWriteErrors)
            {
                w.Line("var member = -1;");
                w.Line("try");
                using (w.Block())
                {
                    EmitWriteMembers();
                }

                using (w.Block($"catch ({Globals.Exception} exception) when (member >= 0)"))
                {
                    w.Line("// As the driver does since 2.19: the error names the member being written.");
                    w.Line("throw MemberWriteFailed(member, exception);");
                }
            }
            else
            {
                EmitWriteMembers();
            }

            w.Line("writer.WriteEndDocument();");
        }

        w.Line();
        if (WrapsWriteErrors)
        {
            EmitMemberWriteFailed();
        }

        EmitWriteCollectionHelpers();
    }

    private bool WrapsWriteErrors => _driver.WrapsWriteErrors && _model.Members.Count > 0;

    private void EmitWriteMembers()
    {
        var w = _writer;
        var id = _model.IdMemberIndex;
        if (id >= 0)
        {
            using (w.Block("if (args.SerializeIdFirst)"))
            {
                EmitWriteMember(id);
            }
        }

        for (var i = 0; i < _model.Members.Count; i++)
        {
            if (i == id)
            {
                using (w.Block("if (!args.SerializeIdFirst)"))
                {
                    EmitWriteMember(i);
                }
            }
            else
            {
                EmitWriteMember(i);
            }
        }
    }

    private void EmitMemberWriteFailed()
    {
        var w = _writer;
        using (w.Block($"private static {Globals.BsonSerializationException} MemberWriteFailed(int index, {Globals.Exception} exception)"))
        {
            using (w.Block("switch (index)"))
            {
                for (var i = 0; i < _model.Members.Count; i++)
                {
                    var member = _model.Members[i];

                    // The driver names the class that declares the member (a base class for inherited members).
                    w.Line($"case {i.ToString(System.Globalization.CultureInfo.InvariantCulture)}: return {Globals.Errors}.MemberWriteFailed(typeof({member.DeclaringTypeName}), {CSharpLiterals.String(member.Name)}, isField: {Bool(member.IsField)}, exception);");
                }

                w.Line($"default: return new {Globals.BsonSerializationException}(exception.Message, exception);");
            }
        }

        w.Line();
    }

    private void EmitWriteMember(int index)
    {
        var w = _writer;
        var member = _model.Members[index];
        using (w.Block())
        {
            if (WrapsWriteErrors)
            {
                w.Line($"member = {index.ToString(System.Globalization.CultureInfo.InvariantCulture)};");
            }

            var local = "m" + (_locals++).ToString(System.Globalization.CultureInfo.InvariantCulture);
            w.Line($"var {local} = {MemberAccessors.Get(member, "value")};");
            var conditions = new List<string>();
            if (member.IgnoreIfNull && member.Shape.CanBeNull)
            {
                conditions.Add($"{local} is not null");
            }

            if (member.IgnoreIfDefault)
            {
                conditions.Add($"!{Globals.EqualityComparer}<{member.Shape.TypeName}>.Default.Equals({local}, {member.DefaultValueLiteral ?? "default!"})");
            }

            if (member.HasShouldSerializeMethod)
            {
                conditions.Add($"value.ShouldSerialize{member.Name}()");
            }

            if (conditions.Count > 0)
            {
                w.Line($"if ({string.Join(" && ", conditions)})");
                using (w.Block())
                {
                    EmitWriteNamedValue(member, local);
                }
            }
            else
            {
                EmitWriteNamedValue(member, local);
            }
        }
    }

    private void EmitWriteNamedValue(MemberModel member, string local)
    {
        _writer.Line($"writer.WriteName({CSharpLiterals.String(member.ElementName)});");
        EmitWriteValue(member.Shape, local, $"DriverMembers.{member.KeyIdentifier}", member.Key);
    }

    /// <summary>Emits the statements that write one value the way the driver's serializer for it would.</summary>
    private void EmitWriteValue(ValueShape shape, string value, string driverSerializer, string helperKey)
    {
        var w = _writer;
        switch (shape.Kind)
        {
            case ShapeKind.Driver:
            case ShapeKind.Decimal:
                // Decimal's representation differs between driver versions and settings: the driver writes it.
                w.Line($"{Globals.SerializerExtensions}.Serialize({driverSerializer}, context, {value});");
                return;
            case ShapeKind.Document:
                // The nested serializer writes null itself; '!' only keeps a nullable member's type argument non-null (CS8620).
                w.Line($"{Globals.SerializerExtensions}.Serialize({shape.SerializerTypeName}.Instance, context, {value}!);");
                return;
            case ShapeKind.Array:
                w.Line($"WriteArray_{helperKey}(context, {value});");
                return;
            case ShapeKind.Dictionary:
                w.Line($"WriteDictionary_{helperKey}(context, {value});");
                return;
            case ShapeKind.String:
                w.Line($"{Globals.WriterValues}.WriteString(writer, {value});");
                return;
            case ShapeKind.Bytes:
                w.Line($"{Globals.WriterValues}.WriteBytes(writer, {value});");
                return;
        }

        if (shape.IsNullableValueType)
        {
            w.Line($"if ({value}.HasValue) {WriteScalar(shape, value + ".Value")} else writer.WriteNull();");
        }
        else
        {
            w.Line(WriteScalar(shape, value));
        }
    }

    private static string WriteScalar(ShapeKind kind, string value) => kind switch
    {
        ShapeKind.DateTime => $"{Globals.WriterValues}.WriteDateTime(writer, {value});",
        ShapeKind.Enum => $"writer.WriteInt32((int){value});",
        _ => $"writer.Write{BsonTypes.Of(kind)}({value});",
    };

    private static string WriteScalar(ValueShape shape, string value) => WriteScalar(shape.Kind, value);

    private void EmitWriteCollectionHelpers()
    {
        foreach (var member in _model.Members)
        {
            if (member.Shape.Kind == ShapeKind.Array)
            {
                EmitWriteArrayHelper(member);
            }
            else if (member.Shape.Kind == ShapeKind.Dictionary)
            {
                EmitWriteDictionaryHelper(member);
            }
        }
    }

    private void EmitWriteArrayHelper(MemberModel member)
    {
        var w = _writer;
        var shape = member.Shape;
        var item = shape.Item!;
        using (w.Block($"private static void WriteArray_{member.Key}({Globals.SerializationContext} context, {shape.TypeName} value)"))
        {
            w.Line("var writer = context.Writer;");
            using (w.Block("if (value is null)"))
            {
                w.Line("writer.WriteNull();");
                w.Line("return;");
            }

            if (shape.Collection == CollectionKind.ListInterface)
            {
                w.Line("// The driver writes List<T> and T[] as arrays; any other implementation goes to its own serializer.");
                using (w.Block($"if (value.GetType() == typeof({Globals.List}<{item.CoreTypeName}{NullableSuffix(item)}>))"))
                {
                    EmitItemsLoop(item, $"(({Globals.List}<{item.TypeName}>)value)", member.Key);
                    w.Line("return;");
                }

                using (w.Block($"if (value.GetType() == typeof({item.CoreTypeName}{NullableSuffix(item)}[]))"))
                {
                    EmitItemsLoop(item, $"(({item.TypeName}[])value)", member.Key);
                    w.Line("return;");
                }

                w.Line($"{Globals.SerializerExtensions}.Serialize(DriverMembers.{member.KeyIdentifier}, context, value);");
            }
            else
            {
                EmitItemsLoop(item, "value", member.Key);
            }
        }

        w.Line();
    }

    private static string NullableSuffix(ValueShape shape) => shape.IsNullableValueType ? "?" : string.Empty;

    private void EmitItemsLoop(ValueShape item, string collection, string key)
    {
        var w = _writer;
        w.Line("writer.WriteStartArray();");
        using (w.Block($"foreach (var item in {collection})"))
        {
            EmitWriteValue(item, "item", $"{Globals.ItemSerializer}<{item.TypeName}>.Instance", key + "Item");
        }

        w.Line("writer.WriteEndArray();");
    }

    private void EmitWriteDictionaryHelper(MemberModel member)
    {
        var w = _writer;
        var shape = member.Shape;
        var item = shape.Item!;
        using (w.Block($"private static void WriteDictionary_{member.Key}({Globals.SerializationContext} context, {shape.TypeName} value)"))
        {
            w.Line("var writer = context.Writer;");
            using (w.Block("if (value is null)"))
            {
                w.Line("writer.WriteNull();");
                w.Line("return;");
            }

            w.Line("writer.WriteStartDocument();");
            using (w.Block("foreach (var pair in value)"))
            {
                w.Line("writer.WriteName(pair.Key);");
                EmitWriteValue(item, "pair.Value", $"{Globals.ItemSerializer}<{item.TypeName}>.Instance", member.Key + "Value");
            }

            w.Line("writer.WriteEndDocument();");
        }

        w.Line();
    }
}
