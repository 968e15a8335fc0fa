using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace FastBson.Generator.Tests.Infrastructure;

/// <summary>
/// Builds compilations from source strings and runs the generator over them, the way the compiler
/// does in a user's build: references are the running framework, the FastBson runtime and MongoDB.Bson.
/// </summary>
internal static class CompilationHelper
{
    public static readonly CSharpParseOptions ParseOptions = new(LanguageVersion.Latest, DocumentationMode.Diagnose);

    /// <summary>
    /// All warnings on, nullable enabled: what a strict user project compiles with. Except CS1701 and CS1702, which the .NET
    /// SDK turns off in every project (its default NoWarn): a MongoDB.Bson built for an older framework (3.x's net6.0
    /// build) references that framework's assemblies, which the compiler unifies with the running framework's.
    /// </summary>
    public static readonly CSharpCompilationOptions StrictOptions = new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary)
        .WithSpecificDiagnosticOptions(new Dictionary<string, ReportDiagnostic> { ["CS1701"] = ReportDiagnostic.Suppress, ["CS1702"] = ReportDiagnostic.Suppress })
        .WithNullableContextOptions(NullableContextOptions.Enable)
        .WithWarningLevel(9999)
        .WithAllowUnsafe(false)
        .WithOptimizationLevel(OptimizationLevel.Debug);

    private static readonly Lazy<ImmutableArray<MetadataReference>> LazyReferences = new(LoadReferences);

    public static ImmutableArray<MetadataReference> References => LazyReferences.Value;

    public static CSharpCompilation Create(params string[] sources) =>
        CreateWith(References, sources.Select((source, i) => Parse(source, $"Input{i}.cs")));

    /// <summary>
    /// The model the parser makes of <paramref name="typeName"/> in <paramref name="source"/>, compiled against a stand-in
    /// MongoDB.Bson of <paramref name="version"/> that declares <paramref name="driverTypes"/> (see
    /// <see cref="WithStandInDriver"/>): what the generator decides under that driver, with no emitted code to compile.
    /// </summary>
    public static FastBson.Generator.Model.DocumentModel ParseUnderStandInDriver(string version, string driverTypes, string source, string typeName) =>
        ParseModel(CreateUnderStandInDriver(version, driverTypes, source, typeName + ".cs"), typeName);

    /// <summary>
    /// <paramref name="source"/> (as the file <paramref name="path"/>) compiled against a stand-in MongoDB.Bson of
    /// <paramref name="version"/> that declares <paramref name="driverTypes"/> (see <see cref="WithStandInDriver"/>).
    /// </summary>
    public static CSharpCompilation CreateUnderStandInDriver(string version, string driverTypes, string source, string path) =>
        CreateWith(WithStandInDriver(version, driverTypes), new[] { Parse(source, path) });

    /// <summary>The model the parser makes of <paramref name="typeName"/> in <paramref name="compilation"/>.</summary>
    public static FastBson.Generator.Model.DocumentModel ParseModel(Compilation compilation, string typeName) =>
        FastBson.Generator.Parsing.DocumentParser.Parse(compilation.GetTypeByMetadataName(typeName)!, compilation, System.Threading.CancellationToken.None).Model!;

    public static CSharpCompilation CreateWith(IEnumerable<MetadataReference> references, IEnumerable<SyntaxTree> trees) =>
        CSharpCompilation.Create("FastBsonTestInput", trees, references, StrictOptions);

    public static SyntaxTree Parse(string source, string path) =>
        CSharpSyntaxTree.ParseText(source, ParseOptions, path);

    public static GeneratorDriver CreateDriver(bool trackSteps = true, CSharpParseOptions? parseOptions = null) =>
        CSharpGeneratorDriver.Create(
            new[] { new FastBsonGenerator().AsSourceGenerator() },
            parseOptions: parseOptions ?? ParseOptions,
            driverOptions: new GeneratorDriverOptions(IncrementalGeneratorOutputKind.None, trackIncrementalGeneratorSteps: trackSteps));

    /// <summary>
    /// Runs the generator once; returns its result and the compilation that includes its output, whose sources are parsed
    /// with <paramref name="parseOptions"/> (by default <see cref="ParseOptions"/>, which define no preprocessor symbol: the
    /// branches a project for a framework before .NET 8 compiles).
    /// </summary>
    public static (GeneratorRunResult Result, Compilation Output) Run(Compilation input, CSharpParseOptions? parseOptions = null)
    {
        // The generator's own diagnostics are in the run result; the out parameter repeats them.
        var driver = CreateDriver(parseOptions: parseOptions).RunGeneratorsAndUpdateCompilation(input, out var output, out _);
        var result = driver.GetRunResult().Results.Single();
        if (result.Exception is not null)
        {
            throw new InvalidOperationException("The generator threw.", result.Exception);
        }

        return (result, output);
    }

    public static (GeneratorRunResult Result, Compilation Output) Run(params string[] sources) => Run(Create(sources));

    /// <summary>
    /// The compilation's type <paramref name="typeName"/>, emitted as an assembly of a name of its own and loaded into this
    /// process beside the MongoDB.Bson in use: for tests that ask the driver itself what it makes of a class.
    /// </summary>
    public static Type Load(Compilation compilation, string typeName)
    {
        using var image = new MemoryStream();
        var emitted = compilation.WithAssemblyName("Loaded" + Guid.NewGuid().ToString("N")).Emit(image);
        Xunit.Assert.True(emitted.Success, string.Join(Environment.NewLine, emitted.Diagnostics));
        image.Position = 0;
        return System.Runtime.Loader.AssemblyLoadContext.Default.LoadFromStream(image).GetType(typeName, throwOnError: true)!;
    }

    /// <summary>The references without MongoDB.Bson.</summary>
    public static IEnumerable<MetadataReference> WithoutDriver() =>
        References.Where(r => Path.GetFileName(r.Display) != "MongoDB.Bson.dll");

    /// <summary>
    /// The references with a stand-in for MongoDB.Bson of another version: an assembly of that name and version, empty but
    /// for <paramref name="types"/>. Only the reference's identity, and which types it has, matter to the generator's checks.
    /// </summary>
    public static IEnumerable<MetadataReference> WithStandInDriver(string version, string types = "")
    {
        var compilation = CSharpCompilation.Create(
            "MongoDB.Bson",
            new[] { CSharpSyntaxTree.ParseText($"[assembly: System.Reflection.AssemblyVersion(\"{version}\")]\n{types}") },
            References.Where(r => Path.GetFileName(r.Display)?.StartsWith("System.", StringComparison.Ordinal) == true),
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
        using var stream = new MemoryStream();
        var emitted = compilation.Emit(stream);
        if (!emitted.Success)
        {
            throw new InvalidOperationException("The stand-in MongoDB.Bson did not compile: " + string.Join("; ", emitted.Diagnostics));
        }

        return WithoutDriver().Append(MetadataReference.CreateFromImage(stream.ToArray()));
    }

    private static ImmutableArray<MetadataReference> LoadReferences()
    {
        var paths = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Where(path => Path.GetFileName(path).StartsWith("System.", StringComparison.Ordinal) ||
                           Path.GetFileName(path) is "mscorlib.dll" or "netstandard.dll")
            .ToList();
        paths.Add(typeof(FastBson.GenerateBsonSerializerAttribute).Assembly.Location);
        paths.Add(typeof(MongoDB.Bson.BsonDocument).Assembly.Location);
        paths.Add(typeof(Microsoft.Extensions.ObjectPool.ObjectPool).Assembly.Location);
        return paths.Distinct(StringComparer.Ordinal).Select(path => (MetadataReference)MetadataReference.CreateFromFile(path)).ToImmutableArray();
    }
}
