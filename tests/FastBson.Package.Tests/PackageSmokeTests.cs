using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using MongoDB.Bson;
using Xunit;
using Xunit.Abstractions;

namespace FastBson.Package.Tests;

/// <summary>
/// Installs FastBson the way a user does: packs it into a local feed, then builds and runs a small application from
/// that package alone (plus the application's own MongoDB.Bson, the one this suite runs against). This proves the
/// package carries the generator, and that everything touching MongoDB.Bson is compiled in the application.
/// </summary>
public sealed class PackageSmokeTests : IDisposable
{
    private static readonly TimeSpan StepLimit = TimeSpan.FromMinutes(5);

    private readonly ITestOutputHelper _output;
    private readonly string _work = Path.Combine(Path.GetTempPath(), "fastbson-package-" + Guid.NewGuid().ToString("N"));

    public PackageSmokeTests(ITestOutputHelper output) => _output = output;

    [Fact]
    public void An_application_built_from_the_package_alone_registers_writes_and_reads_as_its_driver()
    {
        var root = Metadata("RepositoryRoot");
        var configuration = Metadata("Configuration");
        var feed = Path.Combine(_work, "feed");
        var consumer = Path.Combine(_work, "consumer");
        Directory.CreateDirectory(consumer);

        // The runtime was built by this project's reference; pack exactly that build.
        Run(root, "pack", Path.Combine(root, "src", "FastBson.Runtime", "FastBson.Runtime.csproj"), "-c", configuration, "--no-build", "-o", feed);
        var package = Assert.Single(Directory.GetFiles(feed, "FastBson.*.nupkg"));
        var version = Path.GetFileNameWithoutExtension(package).Substring("FastBson.".Length);
        using (var contents = System.IO.Compression.ZipFile.OpenRead(package))
        {
            // The generator, and beside it the IDE's code fixes, which the consumer's build (warnings as errors) must not mind.
            var analyzers = contents.Entries.Select(entry => entry.FullName).Where(name => name.StartsWith("analyzers/", StringComparison.Ordinal)).Order();
            Assert.Equal(new[] { "analyzers/dotnet/cs/FastBson.CodeFixes.dll", "analyzers/dotnet/cs/FastBson.Generator.dll" }, analyzers);
        }

        WriteConsumer(consumer, feed, version);
        var output = Run(consumer, "run", "-c", "Release", "--project", Path.Combine(consumer, "Consumer.csproj"));

        Assert.Contains("serializer: OrderBsonSerializer, LineBsonSerializer", output, StringComparison.Ordinal);
        Assert.Contains("registered: Line,Order", output, StringComparison.Ordinal);
        Assert.Contains("bytes: same as the driver", output, StringComparison.Ordinal);
        Assert.Contains("read: 65a1b2c3d4e5f60718293a4b Ana A-1 x2 at 9.5", output, StringComparison.Ordinal);
        Assert.Contains($"driver: MongoDB.Bson {typeof(BsonDocument).Assembly.GetName().Version}", output, StringComparison.Ordinal);
    }

    public void Dispose()
    {
        try
        {
            Directory.Delete(_work, recursive: true);
        }
        catch (IOException)
        {
            // A build server may still hold a file for a moment; the temporary folder is the system's to clean.
        }
    }

    private static string Metadata(string key) =>
        typeof(PackageSmokeTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == key).Value!;

    private void WriteConsumer(string consumer, string feed, string version)
    {
        var source = Path.Combine(AppContext.BaseDirectory, "Consumer");
        File.Copy(Path.Combine(source, "Program.cs"), Path.Combine(consumer, "Program.cs"));
        var project = File.ReadAllText(Path.Combine(source, "Consumer.csproj.template"))
            .Replace("$FASTBSON_VERSION$", version, StringComparison.Ordinal)
            .Replace("$MONGODB_BSON_REFERENCE$", MongoDbBsonReference(), StringComparison.Ordinal);
        File.WriteAllText(Path.Combine(consumer, "Consumer.csproj"), project);

        // Offline and isolated: the fresh feed and the packages this machine already restored, into a packages folder of
        // its own (so no FastBson cached by an earlier run can stand in for the one just packed).
        var globalPackages = Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".nuget", "packages");
        File.WriteAllText(Path.Combine(consumer, "nuget.config"), $"""
            <?xml version="1.0" encoding="utf-8"?>
            <configuration>
              <config>
                <add key="globalPackagesFolder" value="{Path.Combine(_work, "packages")}" />
              </config>
              <packageSources>
                <clear />
                <add key="fastbson" value="{feed}" />
                <add key="restored" value="{globalPackages}" />
              </packageSources>
            </configuration>
            """);
        File.WriteAllText(Path.Combine(consumer, "Directory.Build.props"), "<Project />");
        File.WriteAllText(Path.Combine(consumer, "Directory.Build.targets"), "<Project />");
        File.WriteAllText(Path.Combine(consumer, "Directory.Packages.props"), "<Project />");
    }

    /// <summary>The application's MongoDB.Bson: the package this suite restored, or the DLL it was pointed at.</summary>
    private static string MongoDbBsonReference()
    {
        var location = typeof(BsonDocument).Assembly.Location;
        var parts = location.Split(Path.DirectorySeparatorChar);
        var packageIndex = Array.FindIndex(parts, part => part.StartsWith("mongodb.bson", StringComparison.OrdinalIgnoreCase));
        return packageIndex >= 0 && packageIndex + 1 < parts.Length
            ? $"<PackageReference Include=\"{PackageId(parts[packageIndex])}\" Version=\"{parts[packageIndex + 1]}\" />"
            : $"<Reference Include=\"MongoDB.Bson\" HintPath=\"{location}\" />";
    }

    private static string PackageId(string folder) => folder.Equals("mongodb.bson.signed", StringComparison.OrdinalIgnoreCase) ? "MongoDB.Bson.signed" : "MongoDB.Bson";

    private string Run(string directory, params string[] arguments)
    {
        var start = new ProcessStartInfo("dotnet") { WorkingDirectory = directory, RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        // The test host runs inside `dotnet test`'s build; its MSBuild settings must not leak into a separate build.
        foreach (var name in start.Environment.Keys.Where(key => key.StartsWith("MSBUILD", StringComparison.OrdinalIgnoreCase)).ToList())
        {
            start.Environment.Remove(name);
        }

        start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        start.Environment["DOTNET_NOLOGO"] = "1";
        using var process = Process.Start(start)!;
        var stdout = process.StandardOutput.ReadToEndAsync();
        var stderr = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(StepLimit))
        {
            process.Kill(entireProcessTree: true);
            Assert.Fail($"dotnet {string.Join(' ', arguments)} did not finish within {StepLimit}.");
        }

        var output = stdout.Result + stderr.Result;
        _output.WriteLine($"$ dotnet {string.Join(' ', arguments)}{Environment.NewLine}{output}");
        Assert.True(process.ExitCode == 0, $"dotnet {string.Join(' ', arguments)} exited with {process.ExitCode}:{Environment.NewLine}{output}");
        return output;
    }
}
