using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Tests.Infrastructure;

/// <summary>Splits a generator run's sources into the per-type serializers and the per-assembly support code.</summary>
internal static class GeneratedOutput
{
    public const string SupportPrefix = "FastBson.Support.";

    /// <summary>One file per document type, <c>{Type}.BsonSerializer.g.cs</c>.</summary>
    public static List<GeneratedSourceResult> Serializers(this GeneratorRunResult result) =>
        result.GeneratedSources.Where(source => source.HintName.EndsWith(".BsonSerializer.g.cs", StringComparison.Ordinal)).ToList();

    /// <summary>The support code, emitted once for an assembly that has document types.</summary>
    public static List<GeneratedSourceResult> Support(this GeneratorRunResult result) =>
        result.GeneratedSources.Where(source => source.HintName.StartsWith(SupportPrefix, StringComparison.Ordinal)).ToList();
}
