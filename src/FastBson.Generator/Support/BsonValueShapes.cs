using System;
using System.Collections.Generic;
using System.Reflection;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// The drift check of the BsonValue classes the generated code reads and writes itself: the driver must serve each with
/// its own serializer of that class, inside the member map's C# null serializer for a member. A BsonValue, and the values
/// inside a document, array or scope, are written by the serializer the driver's registry holds for their class, so for
/// those kinds the registry must hold the driver's own serializers.
/// </summary>
internal static class BsonValueShapes
{
    /// <summary>The classes whose values the support code writes itself, with the driver's serializer of each.</summary>
    private static readonly (Type Class, Type Serializer)[] WrittenClasses =
    {
        (typeof(BsonDocument), typeof(BsonDocumentSerializer)),
        (typeof(BsonArray), typeof(BsonArraySerializer)),
        (typeof(BsonBinaryData), typeof(BsonBinaryDataSerializer)),
        (typeof(BsonBoolean), typeof(BsonBooleanSerializer)),
        (typeof(BsonDateTime), typeof(BsonDateTimeSerializer)),
        (typeof(BsonDecimal128), typeof(BsonDecimal128Serializer)),
        (typeof(BsonDouble), typeof(BsonDoubleSerializer)),
        (typeof(BsonInt32), typeof(BsonInt32Serializer)),
        (typeof(BsonInt64), typeof(BsonInt64Serializer)),
        (typeof(BsonJavaScript), typeof(BsonJavaScriptSerializer)),
        (typeof(BsonJavaScriptWithScope), typeof(BsonJavaScriptWithScopeSerializer)),
        (typeof(BsonMaxKey), typeof(BsonMaxKeySerializer)),
        (typeof(BsonMinKey), typeof(BsonMinKeySerializer)),
        (typeof(BsonNull), typeof(BsonNullSerializer)),
        (typeof(BsonObjectId), typeof(BsonObjectIdSerializer)),
        (typeof(BsonRegularExpression), typeof(BsonRegularExpressionSerializer)),
        (typeof(BsonString), typeof(BsonStringSerializer)),
        (typeof(BsonSymbol), typeof(BsonSymbolSerializer)),
        (typeof(BsonTimestamp), typeof(BsonTimestampSerializer)),
        (typeof(BsonUndefined), typeof(BsonUndefinedSerializer)),
    };

    /// <summary>The member map's C# null serializers: one per combination of the array and document interfaces the class's serializer has.</summary>
    private static readonly Type[] CSharpNullSerializers =
    {
        typeof(BsonValueCSharpNullSerializer<>),
        typeof(BsonValueCSharpNullArrayAndDocumentSerializer<>),
        typeof(BsonValueCSharpNullArraySerializer<>),
        typeof(BsonValueCSharpNullDocumentSerializer<>),
    };

    // Looked up once: the registry keeps the serializer it returns for a class, so the answer cannot change afterwards.
    private static readonly Lazy<string?> RegistryProblem = new(FindRegistryProblem);

    /// <summary>
    /// For a member of a BsonValue class, the serializer inside the member map's C# null serializer, which must be there
    /// (the generated code reads and writes C# null as it does).
    /// </summary>
    public static string? UnwrapMember(SerializerShape shape, ref IBsonSerializer serializer)
    {
        var type = serializer.GetType();
        var wrapped = type.IsGenericType && Array.IndexOf(CSharpNullSerializers, type.GetGenericTypeDefinition()) >= 0 && type.GetGenericArguments()[0] == shape.ValueType
            ? WrappedSerializerField(shape.ValueType)?.GetValue(serializer) as IBsonSerializer
            : null;
        if (wrapped is null)
        {
            return $"the driver uses {type.Name}, the generated code reads and writes what the member map's BsonValueCSharpNullSerializer does (C# null as {{ _csharpnull: true }}).";
        }

        serializer = wrapped;
        return null;
    }

    /// <summary>Returns why the driver's serializer for a value of the class does not write what the generated code writes, or null.</summary>
    public static string? Check(Type expected, bool writesOtherClasses, IBsonSerializer serializer)
    {
        if (serializer.GetType() != expected)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code reads and writes what {expected.Name} does.";
        }

        // A value of the member's own class is written by its serializer, whatever the registry holds.
        return writesOtherClasses ? RegistryProblem.Value : null;
    }

    // The wrapped serializer has no public accessor in any driver version FastBson supports (2.14 through 3.x).
    private static FieldInfo? WrappedSerializerField(Type valueType) =>
        typeof(BsonValueCSharpNullSerializer<>).MakeGenericType(valueType).GetField("_wrappedSerializer", BindingFlags.Instance | BindingFlags.NonPublic);

    private static string? FindRegistryProblem()
    {
        foreach (var (valueClass, expected) in WrittenClasses)
        {
            var serializer = BsonSerializer.LookupSerializer(valueClass);
            if (serializer.GetType() != expected)
            {
                return $"the driver's registry serves {valueClass.Name} with {serializer.GetType().Name}, the generated code writes what {expected.Name} writes.";
            }
        }

        return null;
    }
}
