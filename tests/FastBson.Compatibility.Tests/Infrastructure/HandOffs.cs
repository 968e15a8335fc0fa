using System;
using System.Collections.Generic;
using System.Reflection;
using FastBson.Runtime;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Which elements of a document the span path hands to the document's reader, from the generated serializer's
/// compiled-in map: members the driver's own serializer serves, and members that nest a generated document holding
/// such a member (at any depth), since a nested document is read from detached bytes. Everything else the span path
/// must read itself.
/// </summary>
public static class HandOffs
{
    /// <summary>The element names of <paramref name="documentType"/> that may be read through the reader on the span path.</summary>
    public static IReadOnlySet<string> ElementsOf(Type documentType)
    {
        var elements = new HashSet<string>();
        foreach (var member in MapOf(documentType).Members)
        {
            if (!member.IsReadOnly && HandsOff(member.Shape, new HashSet<Type>()))
            {
                elements.Add(member.ElementName);
            }
        }

        return elements;
    }

    private static bool HandsOff(SerializerShape shape, HashSet<Type> visiting)
    {
        switch (shape.Kind)
        {
            case ShapeKind.Driver:
                return true;
            case ShapeKind.Document:
                return HoldsHandOff(shape.ValueType, visiting);
            default:
                return shape.Item is { } item && HandsOff(item, visiting);
        }
    }

    private static bool HoldsHandOff(Type documentType, HashSet<Type> visiting)
    {
        // A recursive type (a tree node) holds a hand-off only through its other members.
        if (!visiting.Add(documentType))
        {
            return false;
        }

        foreach (var member in MapOf(documentType).Members)
        {
            if (!member.IsReadOnly && HandsOff(member.Shape, visiting))
            {
                return true;
            }
        }

        return false;
    }

    private static GeneratedClassMap MapOf(Type documentType)
    {
        // The generator names a serializer after its type, in the type's namespace; CreateMap is internal and static.
        var serializer = documentType.Assembly.GetType($"{documentType.Namespace}.{documentType.Name}BsonSerializer", throwOnError: true)!;
        var createMap = serializer.GetMethod("CreateMap", BindingFlags.NonPublic | BindingFlags.Public | BindingFlags.Static)!;
        return (GeneratedClassMap)createMap.Invoke(null, null)!;
    }
}
