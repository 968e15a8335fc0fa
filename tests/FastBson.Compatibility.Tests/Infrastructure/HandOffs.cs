using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using FastBson.Runtime;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Which elements of a document the span path hands to the document's reader, from the generated serializer's
/// compiled-in map: members the driver's own serializer serves, ExpandoObjects (whose values other than plain ones it
/// reads), and members that nest a generated document holding such a member (at any depth), since a nested document is
/// read from detached bytes. Everything else the span path
/// must read itself.
/// </summary>
public static class HandOffs
{
    /// <summary>
    /// The element names of <paramref name="documentType"/> that a span read of detached bytes may decline: those it
    /// hands off, and, where the reader's settings decide how a legacy UUID reads (2.x in GuidRepresentationMode.V2),
    /// those holding a Guid at any depth, which no settings stand behind there.
    /// </summary>
    public static IReadOnlySet<string> DetachedDeclinesOf(Type documentType)
    {
        var elements = new HashSet<string>(ElementsOf(documentType));
        if (IsDiscriminated(documentType))
        {
            elements.Add("_t");
        }

        if (ReaderSettingsDecideGuids)
        {
            foreach (var member in MembersOf(documentType))
            {
                if (!member.IsReadOnly && HoldsGuid(member.Shape, new HashSet<Type>()))
                {
                    elements.Add(member.ElementName);
                }
            }
        }

        return elements;
    }

    /// <summary>The element names of <paramref name="documentType"/> that may be read through the reader on the span path.</summary>
    public static IReadOnlySet<string> ElementsOf(Type documentType)
    {
        var elements = new HashSet<string>();
        foreach (var member in MembersOf(documentType))
        {
            if (!member.IsReadOnly && (HandsOff(member.Shape, new HashSet<Type>()) || WrittenUnconfigured(documentType, member)))
            {
                elements.Add(member.ElementName);
            }
        }

        return elements;
    }

    /// <summary>
    /// Whether the driver may write the member's items without the serializer option the member has: an interface's
    /// serializer applies it only to the implementation it creates and writes another runtime type (an array) with that
    /// type's own serializer, whose items the span path then leaves to the configured item serializer.
    /// </summary>
    private static bool WrittenUnconfigured(Type documentType, Member member)
    {
        var property = documentType.GetProperty(member.MemberName, BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance);
        return HoldsInterfaceCollection(member.Shape) && property is not null &&
            property.GetCustomAttributes<MongoDB.Bson.Serialization.Attributes.BsonSerializationOptionsAttribute>(inherit: true).Any();
    }

    private static bool HoldsInterfaceCollection(Shape shape) =>
        shape.Item is { } item && (shape.ValueType.IsInterface || HoldsInterfaceCollection(item));

    // An ExpandoObject's values that are not plain BSON values (nested documents, arrays, binaries ...) are read by the
    // driver's ObjectSerializer in the dynamic context: the span path hands such an ExpandoObject to the driver's serializer.
    private static bool HandsOff(Shape shape, HashSet<Type> visiting) => shape.Kind switch
    {
        nameof(ShapeKind.Driver) => true,
        _ when shape.ValueType == typeof(System.Dynamic.ExpandoObject) => true,

        // An interface's documents are read by the generated serializers of their classes only where those are registered
        // (InterfaceValues): here, where none is, each goes to the driver's serializer.
        nameof(ShapeKind.Value) when shape.ValueType.IsInterface => true,
        nameof(ShapeKind.Document) => IsDiscriminated(shape.ValueType) || HoldsHandOff(shape.ValueType, visiting),
        _ => (shape.Item is { } item && HandsOff(item, visiting)) || shape.Elements.Any(element => HandsOff(element, visiting)),
    };

#if MONGODB_BSON_3
    private static bool ReaderSettingsDecideGuids => false;
#else
#pragma warning disable CS0618 // GuidRepresentationMode is 2.x's switch between the reader's settings and the serializers' own
    private static bool ReaderSettingsDecideGuids => MongoDB.Bson.BsonDefaults.GuidRepresentationMode == MongoDB.Bson.GuidRepresentationMode.V2;
#pragma warning restore CS0618
#endif

    private static bool HoldsGuid(Shape shape, HashSet<Type> visiting)
    {
        if ((Nullable.GetUnderlyingType(shape.ValueType) ?? shape.ValueType) == typeof(Guid))
        {
            return true;
        }

        if (shape.Kind == nameof(ShapeKind.Document))
        {
            if (!visiting.Add(shape.ValueType))
            {
                return false;
            }

            foreach (var member in MembersOf(shape.ValueType))
            {
                if (!member.IsReadOnly && HoldsGuid(member.Shape, visiting))
                {
                    return true;
                }
            }

            return false;
        }

        return (shape.Item is { } item && HoldsGuid(item, visiting)) || shape.Elements.Any(element => HoldsGuid(element, visiting));
    }

    /// <summary>
    /// Whether the driver looks for a discriminator in documents of <paramref name="documentType"/> (a subclass is mapped):
    /// over detached bytes, a subclass's document is read only by the subclass's registered generated serializer, and
    /// declined where none is registered (as in this process).
    /// </summary>
    private static bool IsDiscriminated(Type documentType)
    {
        if (documentType.IsSealed)
        {
            return false;
        }

        // Its class map maps the subclasses [BsonKnownTypes] names, as the driver's first read would.
        MongoDB.Bson.Serialization.BsonClassMap.LookupClassMap(documentType);
        return MongoDB.Bson.Serialization.BsonSerializer.IsTypeDiscriminated(documentType);
    }

    private static bool HoldsHandOff(Type documentType, HashSet<Type> visiting)
    {
        // A recursive type (a tree node) holds a hand-off only through its other members.
        if (!visiting.Add(documentType))
        {
            return false;
        }

        foreach (var member in MembersOf(documentType))
        {
            if (!member.IsReadOnly && HandsOff(member.Shape, visiting))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// The members of the map compiled into <paramref name="documentType"/>'s serializer. The map's types are support
    /// code generated into each assembly with document types (internal there), so they are read by name: the fixtures'
    /// documents have their own copy, which is not this assembly's.
    /// </summary>
    private static IEnumerable<Member> MembersOf(Type documentType)
    {
        // The generator names a serializer after its type, in the type's namespace; CreateMap is internal and static.
        var serializer = ModelTypeNames.SerializerOf(documentType);
        var createMap = serializer.GetMethod("CreateMap", BindingFlags.NonPublic | BindingFlags.Public | BindingFlags.Static)!;
        var map = createMap.Invoke(null, null)!;
        foreach (var member in (IEnumerable)Property(map, nameof(GeneratedClassMap.Members))!)
        {
            yield return new Member(
                (string)Property(member, nameof(GeneratedMemberMap.MemberName))!,
                (string)Property(member, nameof(GeneratedMemberMap.ElementName))!,
                (bool)Property(member, nameof(GeneratedMemberMap.IsReadOnly))!,
                ShapeOf(Property(member, nameof(GeneratedMemberMap.Shape))!));
        }
    }

    private static Shape ShapeOf(object shape) => new(
        Property(shape, nameof(SerializerShape.Kind))!.ToString()!,
        (Type)Property(shape, nameof(SerializerShape.ValueType))!,
        Property(shape, nameof(SerializerShape.Item)) is { } item ? ShapeOf(item) : null,
        ((IEnumerable)Property(shape, nameof(SerializerShape.Elements))!).Cast<object>().Select(ShapeOf).ToArray());

    private static object? Property(object target, string name) => target.GetType().GetProperty(name)!.GetValue(target);

    private sealed record Member(string MemberName, string ElementName, bool IsReadOnly, Shape Shape);

    private sealed record Shape(string Kind, Type ValueType, Shape? Item, Shape[] Elements);
}
