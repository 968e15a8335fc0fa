using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.Json;

namespace FastBson.Blob.Tests.Vectors;

/// <summary>
/// The golden vectors MemoryPack wrote, read from <c>&lt;repository root&gt;/../shared/memorypack-vectors</c> at run
/// time; they are never copied into the repository. A work tree one level deeper (the repository in a folder
/// beside others) finds the same folder further up.
/// </summary>
public static class GoldenVectors
{
    private static readonly Lazy<JsonElement> Root = new(Load);

    public static JsonElement Models => Root.Value.GetProperty("models");

    public static IReadOnlyList<VectorCase> Cases { get; } = Root.Value.GetProperty("cases").EnumerateArray().Select(ToCase).ToList();

    public static IEnumerable<object[]> CaseIds => Cases.Select(c => new object[] { c.Id });

    /// <summary>Every case with each codec that has its model: (id, source).</summary>
    public static IEnumerable<object[]> CaseIdsByCodec => Codecs.ModelCodecs.With(Cases.Select(c => c.Id), id => Get(id).Model);

    /// <summary>The evolution cases, each with every source that has a codec of the version that reads them.</summary>
    public static IEnumerable<object[]> EvolutionCaseIdsByCodec =>
        Codecs.ModelCodecs.With(Cases.Where(c => c.ReadAs is not null).Select(c => c.Id), id => Get(id).ReadAs!);

    public static VectorCase Get(string id) => Cases.Single(c => c.Id == id);

    public static string FindFile()
    {
        var root = typeof(GoldenVectors).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "RepositoryRoot").Value!;
        for (var directory = Directory.GetParent(root); directory is not null; directory = directory.Parent)
        {
            var candidate = Path.Combine(directory.FullName, "shared", "memorypack-vectors", "vectors.json");
            if (File.Exists(candidate))
            {
                return candidate;
            }
        }

        throw new FileNotFoundException($"No shared/memorypack-vectors/vectors.json beside {root} or above it.");
    }

    private static JsonElement Load()
    {
        using var document = JsonDocument.Parse(File.ReadAllBytes(FindFile()));
        return document.RootElement.Clone();
    }

    private static VectorCase ToCase(JsonElement c) => new(
        c.GetProperty("model").GetString()!,
        c.GetProperty("name").GetString()!,
        c.GetProperty("value"),
        c.GetProperty("hex").GetString()!,
        c.TryGetProperty("readAs", out var readAs) ? readAs.GetString() : null,
        c.TryGetProperty("expected", out var expected) ? expected : null);
}
