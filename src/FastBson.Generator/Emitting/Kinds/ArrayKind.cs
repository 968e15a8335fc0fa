using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>T[]</c>, <c>List&lt;T&gt;</c> or a list interface of an inline kind: a BSON array, as the driver's array and enumerable serializers write it.</summary>
internal sealed class ArrayKind : ContainerValueKind
{
    public override ShapeKind Id => ShapeKind.Array;

    public override string DriftCheckName => "Array";

    protected override string BsonType => "Array";

    protected override string HelperWord => "Array";

    protected override string SpanHelperSummary(MemberModel member) =>
        $"Reads the array of {member.Name} into a result of exact size (counted first, so never grown).";

    protected override string SpanItemsCreation(ValueShape shape) =>
        shape.Collection == CollectionKind.Array ? ArrayCreation(shape.Item!.TypeName, "count") : $"new {Globals.List}<{shape.Item!.TypeName}>(count)";

    protected override void EmitSpanElement(SourceWriter writer, MemberModel member)
    {
        var isArray = member.Shape.Collection == CollectionKind.Array;
        writer.Line("var type = reader.ReadElement(out _);");
        ValueKinds.Of(member.Shape.Item!).EmitSpanRead(writer, ItemSite(member), value => isArray ? $"items[i] = {value};" : $"items.Add({value});");
    }

    protected override string ReaderHelperSummary(MemberModel member) =>
        $"Reads {member.Name}: items into a pooled accumulator, then one copy of exact size.";

    protected override void EmitReaderBody(SourceWriter writer, MemberModel member)
    {
        var item = member.Shape.Item!;
        writer.Line("reader.ReadStartArray();");
        writer.Line($"var items = {Globals.ListPool}<{item.TypeName}>.Rent();");
        writer.Line("try");
        using (writer.Block())
        {
            using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
            {
                writer.Line($"items.Add({ValueKinds.Of(item).ReaderRead(ItemSite(member))});");
            }

            writer.Line("reader.ReadEndArray();");
            writer.Line(member.Shape.Collection == CollectionKind.Array
                ? "return items.ToArray();"
                : $"return {Globals.ListPool}<{item.TypeName}>.ToList(items);");
        }

        writer.Line("finally");
        using (writer.Block())
        {
            writer.Line($"{Globals.ListPool}<{item.TypeName}>.Return(items);");
        }
    }

    protected override void EmitWriteBody(SourceWriter writer, MemberModel member)
    {
        var item = member.Shape.Item!;
        if (member.Shape.Collection != CollectionKind.ListInterface)
        {
            EmitItemsLoop(writer, member, "value");
            return;
        }

        writer.Line("// The driver writes List<T> and T[] as arrays; any other implementation goes to its own serializer.");
        using (writer.Block($"if (value.GetType() == typeof({Globals.List}<{item.CoreTypeName}{NullableSuffix(item)}>))"))
        {
            EmitItemsLoop(writer, member, $"(({Globals.List}<{item.TypeName}>)value)");
            writer.Line("return;");
        }

        using (writer.Block($"if (value.GetType() == typeof({item.CoreTypeName}{NullableSuffix(item)}[]))"))
        {
            EmitItemsLoop(writer, member, $"(({item.TypeName}[])value)");
            writer.Line("return;");
        }

        EmitDriverWrite(writer, ValueSite.Of(member), "value");
    }

    private static void EmitItemsLoop(SourceWriter writer, MemberModel member, string collection)
    {
        writer.Line("writer.WriteStartArray();");
        using (writer.Block($"foreach (var item in {collection})"))
        {
            ValueKinds.Of(member.Shape.Item!).EmitWrite(writer, ItemSite(member), "item");
        }

        writer.Line("writer.WriteEndArray();");
    }

    private static ValueSite ItemSite(MemberModel member) => ValueSite.OfItem(member.Shape.Item!, member.Key + "Item");

    private static string NullableSuffix(ValueShape shape) => shape.IsNullableValueType ? "?" : string.Empty;

    /// <summary><c>new T[count]</c>, with the rank specifier placed correctly when T is itself an array type.</summary>
    private static string ArrayCreation(string itemType, string count)
    {
        var bracket = itemType.IndexOf('[');
        return bracket < 0
            ? $"new {itemType}[{count}]"
            : $"new {itemType.Substring(0, bracket)}[{count}]{itemType.Substring(bracket)}";
    }
}
