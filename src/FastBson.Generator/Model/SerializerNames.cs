using System.Collections.Generic;

namespace FastBson.Generator.Model;

/// <summary>How a generated serializer is named, for the document type's own file and for the documents that nest it.</summary>
internal static class SerializerNames
{
    private const string Suffix = "BsonSerializer";

    /// <summary>The simple name: the containing types and the type, joined by '_', then the suffix.</summary>
    public static string Simple(IEnumerable<string> typePath) => string.Join("_", typePath) + Suffix;

    /// <summary>The <c>global::</c>-qualified name in a namespace (empty for the global namespace).</summary>
    public static string Qualified(string @namespace, string simpleName) =>
        @namespace.Length == 0 ? $"global::{simpleName}" : $"global::{@namespace}.{simpleName}";

    /// <summary>The generated file's name; a generic type's carries its arity (<c>Envelope`1</c>), as in metadata.</summary>
    public static string HintName(string @namespace, string simpleName, int arity = 0)
    {
        var flatName = simpleName.Substring(0, simpleName.Length - Suffix.Length) + (arity > 0 ? "`" + arity.ToString(System.Globalization.CultureInfo.InvariantCulture) : string.Empty);
        return @namespace.Length == 0 ? $"{flatName}.BsonSerializer.g.cs" : $"{@namespace}.{flatName}.BsonSerializer.g.cs";
    }
}
