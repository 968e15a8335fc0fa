using System;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>How tests name a model type, and find its generated serializer class by the generator's naming.</summary>
public static class ModelTypeNames
{
    /// <summary>A model's name in test names and across load contexts: a closed generic one with its arguments (<c>Envelope&lt;Pin&gt;</c>).</summary>
    public static string NameOf(Type type) =>
        type.IsGenericType ? $"{type.Name[..type.Name.IndexOf('`')]}<{string.Join(", ", Array.ConvertAll(type.GetGenericArguments(), NameOf))}>" : type.Name;

    /// <summary>As <see cref="NameOf"/>, with the characters a file name cannot hold everywhere replaced (<c>Envelope(Pin)</c>).</summary>
    public static string FileNameOf(Type type) => NameOf(type).Replace('<', '(').Replace('>', ')').Replace(", ", ",", StringComparison.Ordinal);

    /// <summary>
    /// The serializer class of <paramref name="documentType"/>: <c>{Name}BsonSerializer</c> in its namespace; for a closed
    /// generic type, the generic serializer closed over the same arguments (<c>EnvelopeBsonSerializer&lt;Pin&gt;</c>).
    /// </summary>
    public static Type SerializerOf(Type documentType)
    {
        var definition = documentType.IsGenericType ? documentType.GetGenericTypeDefinition() : documentType;
        var tick = definition.Name.IndexOf('`');
        var name = tick < 0 ? definition.Name + "BsonSerializer" : definition.Name[..tick] + "BsonSerializer" + definition.Name[tick..];
        var serializer = definition.Assembly.GetType($"{definition.Namespace}.{name}", throwOnError: true)!;
        return documentType.IsGenericType ? serializer.MakeGenericType(documentType.GetGenericArguments()) : serializer;
    }
}
