using System;
using System.Linq;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The global Guid configurations an application can give the driver in use. Each is process-wide driver state, so the
/// test process runs one (<see cref="Default"/>, what applications typically do) and every other runs in a load context
/// of its own, named after it, with a fresh copy of the driver.
/// </summary>
public static class GuidModes
{
    private const string ContextPrefix = "guid-mode:";

#if MONGODB_BSON_3
    /// <summary>Applications register a GuidSerializer: 3.x writes none without a representation.</summary>
    public const string Default = "RegisteredStandard";

    /// <summary>Every configuration: a registered GuidSerializer of each representation, and none (the 3.x default, Unspecified).</summary>
    public static readonly string[] All = { "RegisteredStandard", "RegisteredCSharpLegacy", "RegisteredJavaLegacy", "RegisteredPythonLegacy", "RegisteredString", "Unspecified" };
#else
    /// <summary>2.x as it comes: GuidRepresentationMode V2, readers and writers set to CSharpLegacy.</summary>
    public const string Default = "V2";

    /// <summary>
    /// Every configuration: V2 with the default representation (readers' and writers' settings) set to each one, V2 with
    /// a registered GuidSerializer, and GuidRepresentationMode V3 with a registered serializer or none.
    /// </summary>
    public static readonly string[] All =
    {
        "V2", "V2Standard", "V2JavaLegacy", "V2PythonLegacy", "V2Unspecified", "V2RegisteredStandard", "V2RegisteredString",
        "V3RegisteredStandard", "V3RegisteredCSharpLegacy", "V3RegisteredString", "V3Unspecified",
    };
#endif

    /// <summary>The name of the load context a mode runs in.</summary>
    public static string ContextName(string mode) => CopyNames.Of(ContextPrefix, mode);

    /// <summary>The mode of this copy of the test assembly: its load context's, or <see cref="Default"/>.</summary>
    public static string OfThisCopy() => CopyNames.OfThisCopy(ContextPrefix) ?? Default;

    /// <summary>Whether the driver writes a Guid member that no attribute configures (false: it throws).</summary>
    public static bool WritesPlainGuids(string mode) => !mode.EndsWith("Unspecified", StringComparison.Ordinal);

    /// <summary>Configures the driver as an application would at start-up, before any class map is built.</summary>
    public static void Configure(string mode)
    {
        if (!All.Contains(mode))
        {
            throw new ArgumentException($"Unknown Guid mode {mode}.", nameof(mode));
        }

#if !MONGODB_BSON_3
#pragma warning disable CS0618 // the 2.x Guid configuration is obsolete, and what 2.x applications configure
        if (mode.StartsWith("V3", StringComparison.Ordinal))
        {
            BsonDefaults.GuidRepresentationMode = GuidRepresentationMode.V3;
        }
        else if (!mode.StartsWith("V2Registered", StringComparison.Ordinal) && mode != "V2")
        {
            BsonDefaults.GuidRepresentation = Enum.Parse<GuidRepresentation>(mode.Substring("V2".Length));
        }
#pragma warning restore CS0618
#endif

        var registered = mode.IndexOf("Registered", StringComparison.Ordinal);
        if (registered >= 0)
        {
            var representation = mode.Substring(registered + "Registered".Length);
            BsonSerializer.RegisterSerializer(representation == "String"
                ? new GuidSerializer(BsonType.String)
                : new GuidSerializer(Enum.Parse<GuidRepresentation>(representation)));
        }
    }
}
