using System;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// The kind the driver's DateTimeSerializer at one place of a document (a member, or the items of collections) gives the
/// BSON DateTimes it reads, read once from that serializer. Applications choose it at run time as often as with an
/// attribute: a <c>DateTimeSerializer.LocalInstance</c> registered for every DateTime, or one set in a class map. The
/// generated code therefore follows the serializer, not a constant, and the drift check accepts any kind (see
/// <see cref="ShapeChecks.DateTimeOfAnyKind"/>). Only the writes do not depend on it: every kind writes the UTC instant.
/// </summary>
internal static class DateTimeKinds
{
    /// <summary>
    /// The kind of a place's serializer, as its class map resolves it (a NullableSerializer is looked through); Utc for any
    /// other serializer, which the drift check refuses anyway.
    /// </summary>
    public static DateTimeKind Of(IBsonSerializer serializer) =>
        ShapeChecks.LookThroughNullable(serializer) is DateTimeSerializer dateTime ? dateTime.Kind : DateTimeKind.Utc;

    /// <summary>
    /// The kind of collection items and dictionary values of type <typeparamref name="T"/> (DateTime or DateTime?), which
    /// the generated code reads as the driver's serializer for <typeparamref name="T"/> does.
    /// </summary>
    public static DateTimeKind OfItems<T>() => Items<T>.Kind;

    // Looked up on first use, as ItemSerializer is: never before the application has registered its serializers.
    private static class Items<T>
    {
        public static readonly DateTimeKind Kind = Of(ItemSerializer<T>.Instance);
    }
}
