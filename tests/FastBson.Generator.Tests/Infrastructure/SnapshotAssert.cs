using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text;
using Microsoft.CodeAnalysis;
using Xunit;

namespace FastBson.Generator.Tests.Infrastructure;

/// <summary>
/// Compares generated sources with checked-in files under Snapshots/{MongoDB.Bson major.minor}/ (one per generated
/// serializer, named <c>{snapshot}.{hint name}.txt</c>). Set FASTBSON_UPDATE_SNAPSHOTS=1 to rewrite them deliberately; CI
/// (CI=true) refuses the switch, so a stale snapshot can only be fixed by a reviewed commit.
/// </summary>
internal static class SnapshotAssert
{
    private const string UpdateVariable = "FASTBSON_UPDATE_SNAPSHOTS";

    public static void Matches(string snapshot, GeneratorRunResult result, [CallerFilePath] string callerPath = "")
    {
        // The generated code follows the referenced driver version, so each version under test has its own snapshots.
        var driver = typeof(MongoDB.Bson.BsonDocument).Assembly.GetName().Version!;
        var directory = Path.Combine(Path.GetDirectoryName(callerPath)!, "Snapshots", $"{driver.Major}.{driver.Minor}");
        var actual = result.Serializers().ToDictionary(
            source => $"{snapshot}.{source.HintName}.txt",
            source => Normalize(source.SourceText.ToString()),
            StringComparer.Ordinal);
        var expectedFiles = Directory.Exists(directory)
            ? Directory.GetFiles(directory, snapshot + ".*.cs.txt").Select(Path.GetFileName).Cast<string>().ToList()
            : new List<string>();

        if (UpdateRequested())
        {
            Update(directory, expectedFiles, actual);
            return;
        }

        var failures = new List<string>();
        foreach (var stale in expectedFiles.Except(actual.Keys, StringComparer.Ordinal))
        {
            failures.Add($"{stale}: expected, but the generator no longer produces it.");
        }

        foreach (var (fileName, text) in actual.OrderBy(pair => pair.Key, StringComparer.Ordinal))
        {
            var path = Path.Combine(directory, fileName);
            var received = Path.ChangeExtension(path, ".received.txt");
            if (!File.Exists(path))
            {
                File.WriteAllText(received, text);
                failures.Add($"{fileName}: no snapshot yet; the output is in {received}.");
                continue;
            }

            var expected = Normalize(File.ReadAllText(path));
            if (expected == text)
            {
                File.Delete(received);
                continue;
            }

            File.WriteAllText(received, text);
            failures.Add($"{fileName}: differs; {FirstDifference(expected, text)}{Environment.NewLine}" +
                         $"    compare: diff -u {path} {received}");
        }

        if (failures.Count > 0)
        {
            Assert.Fail(
                $"Generated code differs from the snapshots:{Environment.NewLine}  {string.Join(Environment.NewLine + "  ", failures)}{Environment.NewLine}" +
                $"If the change is intended, run the tests with {UpdateVariable}=1 and review the diff of {directory} before committing.");
        }
    }

    private static bool UpdateRequested()
    {
        if (Environment.GetEnvironmentVariable(UpdateVariable) is not ("1" or "true"))
        {
            return false;
        }

        if (string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase))
        {
            Assert.Fail($"{UpdateVariable} is set in CI (CI=true); snapshots are only updated by a developer and reviewed in a commit.");
        }

        return true;
    }

    private static void Update(string directory, List<string> expectedFiles, Dictionary<string, string> actual)
    {
        Directory.CreateDirectory(directory);
        foreach (var stale in expectedFiles.Except(actual.Keys, StringComparer.Ordinal))
        {
            File.Delete(Path.Combine(directory, stale));
        }

        foreach (var (fileName, text) in actual)
        {
            var path = Path.Combine(directory, fileName);
            File.WriteAllText(path, text, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
            File.Delete(Path.ChangeExtension(path, ".received.txt"));
        }
    }

    private static string FirstDifference(string expected, string actual)
    {
        var expectedLines = expected.Split('\n');
        var actualLines = actual.Split('\n');
        for (var i = 0; i < Math.Max(expectedLines.Length, actualLines.Length); i++)
        {
            var e = i < expectedLines.Length ? expectedLines[i] : "<end of file>";
            var a = i < actualLines.Length ? actualLines[i] : "<end of file>";
            if (e != a)
            {
                return $"first at line {i + 1}:{Environment.NewLine}    - {e.Trim()}{Environment.NewLine}    + {a.Trim()}";
            }
        }

        return "only in line endings";
    }

    private static string Normalize(string text) => text.Replace("\r\n", "\n", StringComparison.Ordinal);
}
