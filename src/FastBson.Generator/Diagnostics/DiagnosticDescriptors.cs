using System;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Diagnostics;

/// <summary>
/// Every diagnostic the generator reports. Errors mean "no serializer is generated for this type, the
/// driver keeps serving it unchanged"; each has a help page, docs/diagnostics/{Id}.md in the repository.
/// </summary>
internal static class DiagnosticDescriptors
{
    private const string Category = "FastBson";

    public static readonly DiagnosticDescriptor NotAClass = Error(
        "FBSON001",
        "This type is not one the driver's class-map serializer reads",
        "'{0}' {1}. {2}; the driver keeps serving the type. See docs/diagnostics/FBSON001.md.");

    public static readonly DiagnosticDescriptor GenericType = Error(
        "FBSON002",
        "This generic document type cannot be generated",
        "'{0}' {1}. Make it a non-generic type, or remove [GenerateBsonSerializer]; the driver keeps serving the type. See docs/diagnostics/FBSON002.md.");

    public static readonly DiagnosticDescriptor Inheritance = Error(
        "FBSON003",
        "A non-public member of a generic class cannot be reached",
        "Member '{0}' of '{1}' is non-public or init-only in the generic class '{2}'; the generated code reaches such members through UnsafeAccessor, which reaches a generic type's members only on .NET 9 and later, and only those the document type declares itself. Target net9.0 or later (for the type's own members), make the member public (or internal) and settable, or remove [GenerateBsonSerializer].");

    public static readonly DiagnosticDescriptor CreatorMap = Error(
        "FBSON005",
        "The type's creator map cannot be generated",
        "'{0}' {1}; the driver keeps serving the type. See docs/diagnostics/FBSON005.md.");

    public static readonly DiagnosticDescriptor ExtraElements = Error(
        "FBSON006",
        "The extra-elements member cannot be kept as the driver keeps it",
        "'{0}' maps member '{1}' as extra elements, but {2}. Change the member as this says, or remove [GenerateBsonSerializer]; see docs/diagnostics/FBSON006.md.");

    public static readonly DiagnosticDescriptor ClassSerializer = Error(
        "FBSON007",
        "The type already names its serializer",
        "'{0}' has [BsonSerializer]; the driver uses that serializer for it. Remove [GenerateBsonSerializer] or [BsonSerializer].");

    public static readonly DiagnosticDescriptor UnsupportedAttribute = Error(
        "FBSON008",
        "Unsupported mapping attribute",
        "'{0}' uses [{1}]{2}, which FastBson cannot apply at compile time. Remove the attribute or [GenerateBsonSerializer].");

    public static readonly DiagnosticDescriptor DefaultValueType = Error(
        CodeFixData.DefaultValueTypeId,
        "Default value does not match the member type",
        "[BsonDefaultValue] on '{0}' gives a value of type '{1}' for a member of type '{2}'; the driver would fail with an InvalidCastException when it applies it. Give a value of the member's type.");

    public static readonly DiagnosticDescriptor DuplicateElementName = Error(
        "FBSON010",
        "Two members use the same element name",
        "Members '{0}' and '{1}' of '{2}' both map to element '{3}'; the driver rejects this class map. Give one of them another name with [BsonElement].");

    public static readonly DiagnosticDescriptor DiscriminatorElementName = Error(
        "FBSON015",
        "A member takes the discriminator's element name",
        "Member '{0}' of '{1}' maps to element '_t', the element name of the driver's discriminator convention; from MongoDB.Bson 3.5 (CSHARP-4040) the driver's class map refuses to read the class (BsonSerializationException: \"The discriminator element name cannot be _t because it is already being used by ...\"). Give the member another name with [BsonElement]; see docs/diagnostics/FBSON015.md.");

    public static readonly DiagnosticDescriptor NeedsUnsafeAccessor = Error(
        "FBSON011",
        "Non-public and init-only members need .NET 8 or later",
        "Member '{0}' of '{1}' is set or read through UnsafeAccessor, which needs .NET 8 or later. Target net8.0 or later, or make the member public and settable.");

    public static readonly DiagnosticDescriptor Inaccessible = Error(
        "FBSON012",
        "The document type must be accessible",
        "'{0}' {1}; the generated serializer must be able to name it. Make it a non-static class that is internal or public (and so are the types that contain it), or remove [GenerateBsonSerializer].");

    public static readonly DiagnosticDescriptor UnsupportedDriver = Error(
        "FBSON013",
        "The project must reference MongoDB.Bson 2.14 through 3.x",
        "'{0}' cannot get a generated serializer: the project references {1}. The generated code is compiled against the project's own MongoDB.Bson; reference MongoDB.Bson (or MongoDB.Driver) 2.14 through 3.x, or remove [GenerateBsonSerializer].");

    public static readonly DiagnosticDescriptor BlobMember = Error(
        "FBSON014",
        "The blob codec cannot write this member",
        "'{0}' asks for a blob (Blob = true), but {1}. Change the member, mark it [BsonIgnore], or remove Blob = true; see docs/diagnostics/FBSON014.md.");

    public static readonly DiagnosticDescriptor DriverServedMember = new(
        CodeFixData.MemberServedByDriverId,
        "Member served by the driver's serializer",
        "Member '{0}' of type '{1}' is read and written by the driver's own serializer for it ({2}); it stays correct, but gains none of FastBson's speed",
        Category,
        DiagnosticSeverity.Info,
        isEnabledByDefault: true);

    public static readonly DiagnosticDescriptor DriverRefusedMember = new(
        "FBSON101",
        "The driver refuses this member's mapping or has no serializer for its type",
        "Member '{0}' of type '{1}' cannot be serialized by the driver: {2}. The driver throws when it maps or first serializes the member, and so does the generated serializer, which leaves the member to it. Change the attribute or the member's type; see docs/diagnostics/FBSON101.md.",
        Category,
        DiagnosticSeverity.Warning,
        isEnabledByDefault: true);

    public static readonly DiagnosticDescriptor DriverUnreadableMember = new(
        "FBSON102",
        "The driver writes this member but cannot read it back",
        "Member '{0}' of type '{1}' is written by the driver but cannot be read back: {2}. Reading a document where the member holds a value throws, with the driver's class map as with the generated serializer, which leaves the member to the driver. Change the member's type, or reference a MongoDB.Bson that reads it; see docs/diagnostics/FBSON102.md.",
        Category,
        DiagnosticSeverity.Warning,
        isEnabledByDefault: true);

    public static readonly DiagnosticDescriptor DriverEmptiedMember = new(
        "FBSON103",
        "The driver loses this member's values",
        "Member '{0}' of type '{1}' loses its values through the driver: {2}. No error tells: with the driver's class map as with the generated serializer, which leaves the member to the driver, a value read back is the default one. Change the member's type, name a serializer of your own on it with [BsonSerializer], or reference a MongoDB.Bson that has a serializer of the type; see docs/diagnostics/FBSON103.md.",
        Category,
        DiagnosticSeverity.Warning,
        isEnabledByDefault: true);

    public static readonly DiagnosticDescriptor[] All =
    {
        NotAClass, GenericType, Inheritance, CreatorMap, ExtraElements, ClassSerializer,
        UnsupportedAttribute, DefaultValueType, DuplicateElementName, NeedsUnsafeAccessor, Inaccessible, UnsupportedDriver,
        BlobMember, DriverServedMember, DriverRefusedMember, DriverUnreadableMember, DriverEmptiedMember, DiscriminatorElementName,
    };

    public static DiagnosticDescriptor ById(string id) =>
        All.FirstOrDefault(d => d.Id == id) ?? throw new ArgumentException($"Unknown diagnostic {id}", nameof(id));

    private static DiagnosticDescriptor Error(string id, string title, string message) =>
        new(id, title, message, Category, DiagnosticSeverity.Error, isEnabledByDefault: true);
}
