using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A number that the driver's default serializer for its type writes as BSON Int32 and reads back from it. The span
/// path reads every Int32 the driver accepts and declines the others, so the IBsonReader path raises the driver's error.
/// </summary>
internal abstract class Int32NumberKind : TypedWriteKind
{
    /// <summary>A condition on the Int32 <paramref name="raw"/> that is true where the driver refuses it, or null where it takes every Int32.</summary>
    protected abstract string? Refuses(string raw);

    /// <summary>The value of the kind's type for an Int32 <paramref name="raw"/> that the driver accepts.</summary>
    protected abstract string FromInt32(string raw);

    /// <summary>An expression that reads the current Int32 from the IBsonReader into the kind's type, with the driver's error for a value it refuses.</summary>
    protected abstract string ReadInt32 { get; }

    /// <summary>The Int32 the driver writes for <paramref name="value"/>, throwing where it throws.</summary>
    protected abstract string ToInt32(string value);

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var refuses = Refuses("raw");
        var failsToRead = "!reader.TryReadInt32(out var raw)" + (refuses is null ? string.Empty : " || " + refuses);
        EmitSpanBranches(writer, site, store, new SpanBranch("Int32", failsToRead, FromInt32("raw")));
    }

    public sealed override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Int32", ReadInt32);

    protected sealed override string WrittenType(ValueShape shape) => "Int32";

    protected sealed override string Written(ValueShape shape, string value) => ToInt32(value);
}
