using System.Linq;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>The compiled-in mapping that FastBsonSerializers.RegisterAll compares with the driver's class map.</summary>
internal sealed partial class SerializerEmitter
{
    private void EmitMap()
    {
        var w = _writer;
        var id = _model.IdMemberIndex >= 0 ? CSharpLiterals.String(_model.Members[_model.IdMemberIndex].Name) : "null";
        using (w.Block($"internal static {Globals.GeneratedClassMap} CreateMap()"))
        {
            w.Line($"return new {Globals.GeneratedClassMap}(");
            w.Indent();
            w.Line($"typeof({T}),");
            w.Line($"idMemberName: {id},");
            w.Line($"members: new {Globals.GeneratedMemberMap}[]");
            w.Line("{");
            w.Indent();
            foreach (var member in _model.Members)
            {
                w.Line($"new {Globals.GeneratedMemberMap}(");
                w.Indent();
                w.Line($"{CSharpLiterals.String(member.Name)},");
                w.Line($"{CSharpLiterals.String(member.ElementName)},");
                w.Line($"{ShapeExpression(member.Shape)},");
                w.Line($"isReadOnly: {Bool(member.IsReadOnly)},");
                w.Line($"isRequired: {Bool(member.IsRequired)},");
                w.Line($"ignoreIfNull: {Bool(member.IgnoreIfNull)},");
                w.Line($"ignoreIfDefault: {Bool(member.IgnoreIfDefault)},");
                w.Line($"hasDefaultValue: {Bool(member.DefaultValueLiteral is not null)},");
                w.Line($"defaultValue: {(member.DefaultValueLiteral is null ? "null" : $"(object?)({member.DefaultValueLiteral})")},");
                w.Line($"callsShouldSerializeMethod: {Bool(member.HasShouldSerializeMethod)}),");
                w.Outdent();
            }

            w.Outdent();
            var extra = ExtraElementsIndex;
            var tail = new System.Collections.Generic.List<string>();
            if (extra >= 0)
            {
                tail.Add($"extraElementsMemberName: {CSharpLiterals.String(_model.Members[extra].Name)}");
            }

            if (IsCreatorMapped)
            {
                tail.Add($"creators: new {Globals.GeneratedCreatorMap}[] {{ {string.Join(", ", CreatorMapEntries())} }}");
            }

            w.Line(tail.Count == 0 ? "});" : "},");
            for (var i = 0; i < tail.Count; i++)
            {
                w.Line(tail[i] + (i == tail.Count - 1 ? ");" : ","));
            }

            w.Outdent();
        }

        w.Line();
    }

    private static string ShapeExpression(ValueShape shape)
    {
        var item = shape.Item is null ? "null" : ShapeExpression(shape.Item);
        var dictionary = shape.Key is null
            ? string.Empty
            : $", key: {ShapeExpression(shape.Key)}, representation: global::MongoDB.Bson.Serialization.Options.DictionaryRepresentation.{shape.Representation}";
        var elements = shape.Elements.Count == 0
            ? string.Empty
            : $", elements: new {Globals.SerializerShape}[] {{ {string.Join(", ", shape.Elements.Select(ShapeExpression))} }}";
        var kind = ValueKinds.Of(shape);
        var check = kind.DriftCheck(shape) is { } expectation ? $", check: {expectation}" : string.Empty;
        var configured = shape.ItemsConfigured ? ", itemsConfigured: true" : string.Empty;
        return $"new {Globals.SerializerShape}({Globals.ShapeKind}.{kind.DriftRole}, typeof({shape.CoreTypeName}){check}, isNullable: {Bool(shape.IsNullableValueType)}, item: {item}{dictionary}{elements}{configured})";
    }
}
