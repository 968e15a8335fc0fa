using System;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>How tests name a model type, and find its generated serializer class by the generator's naming.</summary>
public static class ModelTypeNames
{
    /// <summary>
    /// A model's name in test names and across load contexts: a closed generic one with its arguments (<c>Envelope&lt;Pin&gt;</c>),
    /// after its containing types' names when it is nested in a generic type (<c>Catalog.Entry&lt;String&gt;</c>).
    /// </summary>
    public static string NameOf(Type type) =>
        type.IsGenericType ? $"{DottedName(type)}<{string.Join(", ", Array.ConvertAll(type.GetGenericArguments(), NameOf))}>" : type.Name;

    /// <summary>As <see cref="NameOf"/>, with the characters a file name cannot hold everywhere replaced (<c>Envelope(Pin)</c>).</summary>
    public static string FileNameOf(Type type) => NameOf(type).Replace('<', '(').Replace('>', ')').Replace(", ", ",", StringComparison.Ordinal);

    /// <summary>
    /// The serializer class of <paramref name="documentType"/>: <c>{Name}BsonSerializer</c> in its namespace; for a closed
    /// generic type, the generic serializer closed over the same arguments (<c>EnvelopeBsonSerializer&lt;Pin&gt;</c>).
    /// </summary>
    public static Type SerializerOf(Type documentType)
    {
        // The generator joins a nested type's containing types' names with underscores (Catalog_EntryBsonSerializer`1).
        var definition = documentType.IsGenericType ? documentType.GetGenericTypeDefinition() : documentType;
        var arity = definition.GetGenericArguments().Length;
        var name = UnderscoredName(definition) + "BsonSerializer" + (arity > 0 ? "`" + arity : string.Empty);
        var serializer = definition.Assembly.GetType($"{definition.Namespace}.{name}", throwOnError: true)!;
        return documentType.IsGenericType ? serializer.MakeGenericType(documentType.GetGenericArguments()) : serializer;
    }

    private static string PlainName(Type type) => type.Name.IndexOf('`') is var tick and >= 0 ? type.Name[..tick] : type.Name;

    private static string DottedName(Type type) => type.DeclaringType is { } container ? DottedName(container) + "." + PlainName(type) : PlainName(type);

    private static string UnderscoredName(Type type) => type.DeclaringType is { } container ? UnderscoredName(container) + "_" + PlainName(type) : PlainName(type);
}
