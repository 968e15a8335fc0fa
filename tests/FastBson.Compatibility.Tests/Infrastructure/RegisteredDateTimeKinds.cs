using System;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The DateTimeSerializer an application registers for every DateTime at start-up, to read dates back in local time
/// (<c>DateTimeSerializer.LocalInstance</c>) or unspecified: configured in the copies of this assembly that
/// <see cref="RegisteredDateTimeKindTests"/> opens, one per kind, never in the test process, whose registry keeps the
/// driver's UTC serializer.
/// </summary>
public static class RegisteredDateTimeKinds
{
    private const string ContextPrefix = "datetime-kind:";

    public static string ContextName(DateTimeKind kind) => CopyNames.Of(ContextPrefix, kind.ToString());

    /// <summary>The kind this copy's start-up registers, or null in the test process.</summary>
    public static DateTimeKind? OfThisCopy() =>
        CopyNames.OfThisCopy(ContextPrefix) is { } name ? Enum.Parse<DateTimeKind>(name) : null;

    /// <summary>Registers this copy's DateTimeSerializer, if it has one.</summary>
    public static void Configure()
    {
        if (OfThisCopy() is { } kind)
        {
            BsonSerializer.RegisterSerializer(new DateTimeSerializer(kind));
        }
    }
}
