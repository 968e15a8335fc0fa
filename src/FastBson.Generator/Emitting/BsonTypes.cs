using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>The BSON type each owned shape is read from and written as (its canonical type).</summary>
internal static class BsonTypes
{
    public static string Of(ShapeKind kind) => kind switch
    {
        ShapeKind.Boolean => "Boolean",
        ShapeKind.Int32 => "Int32",
        ShapeKind.Int64 => "Int64",
        ShapeKind.Double => "Double",
        ShapeKind.String => "String",
        ShapeKind.DateTime => "DateTime",
        ShapeKind.ObjectId => "ObjectId",
        ShapeKind.Decimal => "String",
        ShapeKind.Enum => "Int32",
        ShapeKind.Bytes => "Binary",
        ShapeKind.Document => "Document",
        ShapeKind.Array => "Array",
        ShapeKind.Dictionary => "Document",
        _ => throw new System.ArgumentOutOfRangeException(nameof(kind), kind, "Driver-served values have no canonical type."),
    };

    /// <summary>The comparison of an int element-type variable with a BSON type, e.g. <c>type == (int)global::MongoDB.Bson.BsonType.Int32</c>.</summary>
    public static string Is(string typeVariable, string bsonType) => $"{typeVariable} == (int){Globals.BsonType}.{bsonType}";
}
