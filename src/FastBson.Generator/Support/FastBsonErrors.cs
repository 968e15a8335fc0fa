using System;
using MongoDB.Bson;

namespace FastBson.Runtime;

/// <summary>The exceptions the generated code throws, with the driver's types and messages.</summary>
internal static class FastBsonErrors
{
    /// <summary>The value of a document-typed member is neither a document nor null.</summary>
    public static FormatException ExpectedDocument(Type classType, BsonType actual) =>
        new($"Expected a nested document representing the serialized form of a {classType.FullName} value, but found a value of type {actual} instead.");

    /// <summary>A number does not fit the member's type (the error of ByteSerializer and SByteSerializer).</summary>
    public static FormatException DataLoss(BsonType from, string to) =>
        new($"Data loss occurred when trying to convert from {from} to {to}.");

    /// <summary>A Binary that is not exactly one byte, read into a byte or sbyte (the error of ByteSerializer and SByteSerializer).</summary>
    public static FormatException NotOneByte(string typeName) => new($"Binary data for {typeName} must be exactly one byte long.");

    /// <summary>An element matches no member and extra elements are not ignored.</summary>
    public static FormatException UnknownElement(Type classType, string elementName) =>
        new($"Element '{elementName}' does not match any field or property of class {classType.FullName}.");

    /// <summary>A <c>[BsonRequired]</c> element is missing.</summary>
    public static FormatException RequiredElementMissing(Type classType, string elementName, string memberName, bool isField) =>
        new($"Required element '{elementName}' for {(isField ? "field" : "property")} '{memberName}' of class {classType.FullName} is missing.");

    /// <summary>No creator map has a value (read, or a default) for each of its arguments.</summary>
    public static BsonSerializationException NoMatchingCreator(Type classType) =>
#if MONGODB_BSON_2_25
        new($"No matching creator found for class {classType.FullName}.");
#else
        new("No matching creator found.");
#endif

    /// <summary>Reading a member's value failed; wraps the cause like the driver does.</summary>
    public static FormatException MemberFailed(Type classType, string memberName, bool isField, Exception inner) =>
        new($"An error occurred while deserializing the {memberName} {(isField ? "field" : "property")} of class {classType.FullName}: {inner.Message}", inner);

    /// <summary>Writing a member's value failed; wraps the cause like the driver does since 2.19.</summary>
    public static BsonSerializationException MemberWriteFailed(Type classType, string memberName, bool isField, Exception inner) =>
        new($"An error occurred while serializing the {memberName} {(isField ? "field" : "property")} of class {classType.FullName}: {inner.Message}", inner);

    /// <summary>A DateTime mapped as a date only is read from a BSON DateTime that has a time of day.</summary>
    public static FormatException TimeOfDayInDateOnlyDateTime() =>
        new("TimeOfDay component for DateOnly DateTime value is not zero.");

    /// <summary>A DateOnly is read from a BSON DateTime that has a time of day.</summary>
    public static FormatException TimeOfDayInDateOnly() =>
        new("Deserialized value has a non-zero time component.");

    /// <summary>A key/value document (a KeyValuePair, a dictionary entry) has an element other than <c>k</c> and <c>v</c>, as the driver's KeyValuePairSerializer says.</summary>
    public static BsonSerializationException InvalidEntryElement(string elementName) => new($"Invalid element: '{elementName}'.");

    /// <summary>A value tuple's document has an element other than its items' (<c>Item1</c> ... <c>Item7</c>, <c>Rest</c>), as the driver's ValueTupleSerializer says.</summary>
    public static BsonSerializationException InvalidValueTupleElement(string elementName) => new($"Invalid element {elementName} found while deserializing a ValueTuple.");

    /// <summary>A key/value document (a KeyValuePair, a dictionary entry) lacks <c>k</c> or <c>v</c>, as the driver's KeyValuePairSerializer says.</summary>
    public static BsonSerializationException MissingEntryElement(string elementName) => new($"Missing element: '{elementName}'.");

    /// <summary>A serializer met a value of a BSON type it does not read (<paramref name="valueType"/>: the type it reads).</summary>
    public static FormatException CannotDeserializeFrom(Type valueType, BsonType actual) =>
        new($"Cannot deserialize a '{BsonUtils.GetFriendlyTypeName(valueType)}' from BsonType '{actual}'.");

    /// <summary>The document has no id member.</summary>
    public static InvalidOperationException NoIdMember(Type classType) =>
        new($"Class {classType.FullName} has no Id member.");

    /// <summary>IPAddressSerializer met text that is no IP address.</summary>
    public static FormatException InvalidIPAddress(string text) => new($"Invalid IPAddress value '{text}'.");

    /// <summary>IPEndPointSerializer met text that is no <c>address:port</c>.</summary>
    public static FormatException InvalidIPEndPoint(string text) => new($"Invalid IPEndPoint value '{text}'.");
}
