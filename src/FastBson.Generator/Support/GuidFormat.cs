using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// What the driver's serializer at one place of a document (a member, or the items of collections) does with a Guid,
/// read once from that serializer so that each value costs the generated code a few field compares. The representation
/// is the application's choice at run time (a registered GuidSerializer, an attribute, a convention), never a constant.
/// Only the driver's own GuidSerializer, or a NullableSerializer of one, is understood: any other serializer gets every
/// value handed to it.
/// </summary>
internal sealed class GuidFormat
{
    private static readonly GuidFormat OtherSerializer = new(null);

    private GuidFormat(GuidSerializer? serializer)
    {
        Serializer = serializer;
        Representation = serializer?.Representation ?? BsonType.Binary;
        GuidRepresentation = serializer?.GuidRepresentation ?? GuidRepresentation.Unspecified;
        SubType = GuidRepresentation == GuidRepresentation.Unspecified ? -1 : (int)GuidConverter.GetSubType(GuidRepresentation);
    }

    /// <summary>The driver's GuidSerializer at this place, or null for any other serializer (a derived one may read and write otherwise).</summary>
    public GuidSerializer? Serializer { get; }

    /// <summary>The serializer is exactly the driver's GuidSerializer.</summary>
    public bool IsGuidSerializer => Serializer is not null;

    /// <summary>What the serializer writes: Binary or String.</summary>
    public BsonType Representation { get; }

    /// <summary>The serializer's own representation of binary Guids: Unspecified with the String representation, and by default in 3.x.</summary>
    public GuidRepresentation GuidRepresentation { get; }

    /// <summary>The binary subtype <see cref="GuidRepresentation"/> reads and writes, or -1 when it is Unspecified.</summary>
    public int SubType { get; }

    /// <summary>The format of a member's serializer, as its class map resolves it (a NullableSerializer is looked through).</summary>
    public static GuidFormat Of(IBsonSerializer serializer)
    {
        serializer = ShapeChecks.LookThroughNullable(serializer);
        return ShapeChecks.IsExactly<GuidSerializer>(serializer) && serializer is GuidSerializer guid ? new GuidFormat(guid) : OtherSerializer;
    }

    /// <summary>
    /// The format of collection items and dictionary values of type <typeparamref name="T"/> (Guid or Guid?), which the
    /// generated code reads and writes as the driver's serializer for <typeparamref name="T"/> does.
    /// </summary>
    public static GuidFormat OfItems<T>() => Items<T>.Format;

    /// <summary>Whether two serializers read and write Guids alike.</summary>
    public bool SameAs(GuidFormat other) =>
        IsGuidSerializer == other.IsGuidSerializer && Representation == other.Representation && GuidRepresentation == other.GuidRepresentation;

    public override string ToString() =>
        !IsGuidSerializer ? "with a serializer other than GuidSerializer"
        : Representation == BsonType.String ? "as strings"
        : $"as binary with GuidRepresentation {GuidRepresentation}";

    // Looked up on first use, as ItemSerializer is: never before the application has registered its serializers.
    private static class Items<T>
    {
        public static readonly GuidFormat Format = Of(ItemSerializer<T>.Instance);
    }
}
