namespace FastBson.Generator.Model;

/// <summary>
/// The numbers of the BSON types, as <c>MongoDB.Bson.BsonType</c> gives them (the generator references no MongoDB.Bson):
/// attributes carry a representation as such a number, and the driver's messages name the type.
/// </summary>
internal static class BsonTypeCode
{
    public const int Double = 1, String = 2, Document = 3, Array = 4, Binary = 5, Undefined = 6, ObjectId = 7, Boolean = 8,
        DateTime = 9, Null = 10, RegularExpression = 11, JavaScript = 13, Symbol = 14, JavaScriptWithScope = 15, Int32 = 16,
        Timestamp = 17, Int64 = 18, Decimal128 = 19;

    /// <summary>The type's name, as the driver's messages give it.</summary>
    public static string Name(int code) => code switch
    {
        Double => "Double",
        String => "String",
        Document => "Document",
        Array => "Array",
        Binary => "Binary",
        Undefined => "Undefined",
        ObjectId => "ObjectId",
        Boolean => "Boolean",
        DateTime => "DateTime",
        Null => "Null",
        RegularExpression => "RegularExpression",
        JavaScript => "JavaScript",
        Symbol => "Symbol",
        JavaScriptWithScope => "JavaScriptWithScope",
        Int32 => "Int32",
        Timestamp => "Timestamp",
        Int64 => "Int64",
        Decimal128 => "Decimal128",
        _ => "BsonType " + code,
    };
}
