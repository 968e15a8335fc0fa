using System;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>Finds a document type's generated serializer class by the generator's naming, for tests that reach it by reflection.</summary>
public static class GeneratedSerializerTypes
{
    /// <summary>
    /// The serializer class of <paramref name="documentType"/>: <c>{Name}BsonSerializer</c> in its namespace; for a closed
    /// generic type, the generic serializer closed over the same arguments (<c>EnvelopeBsonSerializer&lt;Pin&gt;</c>).
    /// </summary>
    public static Type Of(Type documentType)
    {
        var definition = documentType.IsGenericType ? documentType.GetGenericTypeDefinition() : documentType;
        var tick = definition.Name.IndexOf('`');
        var name = tick < 0 ? definition.Name + "BsonSerializer" : definition.Name[..tick] + "BsonSerializer" + definition.Name[tick..];
        var serializer = definition.Assembly.GetType($"{definition.Namespace}.{name}", throwOnError: true)!;
        return documentType.IsGenericType ? serializer.MakeGenericType(documentType.GetGenericArguments()) : serializer;
    }
}
