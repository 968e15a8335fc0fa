using System;
using FastBson.Compatibility.Tests.Infrastructure;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;
using Xunit.Abstractions;

namespace FastBson.Generator.Tests.MappingFuzz;

/// <summary>
/// Random mappings against the driver: each <see cref="RandomMapping"/> is generated, compiled and loaded, and its
/// generated serializer (called directly, unregistered) must do what the driver's class-map serializer of the same class
/// does: write the same bytes for random values, and read the driver's bytes, and those bytes with a value replaced, an
/// element removed or added or a discriminator put in, into objects the driver writes back to the same bytes, on the span
/// path and the IBsonReader path, or fail with the driver's exception type. A mapping FastBson reports (an error, or
/// FBSON101 to FBSON103, which DriverRefusalTests hold against the driver) is not compared; a mapping whose class map the
/// driver refuses without a report must fail the same way through the generated serializer.
/// </summary>
/// <remarks>
/// The corpus of the compatibility suite holds mappings chosen by hand; these are the combinations nobody chose. CI runs a
/// short pass; a long one is on command: <c>FASTBSON_MAPPING_FUZZ_CASES=2000 FASTBSON_MAPPING_FUZZ_SEED=7 dotnet test
/// tests/FastBson.Generator.Tests -c Release --filter FullyQualifiedName~MappingFuzzTests</c>.
/// </remarks>
public class MappingFuzzTests
{
    private readonly ITestOutputHelper _output;

    public MappingFuzzTests(ITestOutputHelper output) => _output = output;

    private const int ValuesPerMapping = 20;
    private const int MutationsPerValue = 6;

    [Fact]
    public void Random_mappings_write_and_read_as_the_driver_does()
    {
        var seed = Setting("FASTBSON_MAPPING_FUZZ_SEED", 1);
        var cases = Setting("FASTBSON_MAPPING_FUZZ_CASES", 30);
        var differences = new List<string>();
        var compared = new List<(string Shape, bool Written)>();
        var skipped = new List<string>();
        for (var index = 0; index < cases; index++)
        {
            var mapping = RandomMapping.Create(seed, index);
            var (result, output) = CompilationHelper.Run(mapping.Source);
            var reported = result.Diagnostics.Where(IsReported).ToList();
            if (reported.Count > 0)
            {
                skipped.AddRange(reported.Select(d => d.Id).Distinct());
                continue;
            }

            var (found, written) = Compare(mapping, output, new Random(unchecked(seed * 31 + index)));
            if (found.Count > 0)
            {
                differences.Add($"{mapping.Namespace}: {string.Join(" | ", found.Take(3))}{Environment.NewLine}{mapping.Source}");
            }

            compared.Add((mapping.Shape, written > 0));
        }

        // Per way of creation: how many mappings were compared, and in how many the driver wrote a value (in the others it
        // refused every value or the class map, and the generated serializer had to fail alike).
        var shapes = string.Join(", ", compared.GroupBy(c => c.Shape).OrderBy(g => g.Key).Select(g => $"{g.Key} {g.Count()} ({g.Count(c => c.Written)} written)"));
        _output.WriteLine($"Seed {seed}: {compared.Count} of {cases} mappings compared with the driver ({shapes}), {differences.Count} differing.");
        _output.WriteLine($"Not compared, as reported at build time: {string.Join(", ", skipped.GroupBy(id => id).OrderByDescending(g => g.Count()).Select(g => $"{g.Key} {g.Count()}"))}.");
        Assert.True(differences.Count == 0, string.Join(Environment.NewLine + Environment.NewLine, differences));

        // A pass that compared next to nothing proves nothing: most mappings must be ones FastBson serves.
        Assert.True(compared.Count >= cases / 4, $"Only {compared.Count} of {cases} mappings were compared.");
    }

    /// <summary>
    /// A report that keeps a mapping out of the comparison: an error, or FBSON101 to FBSON103, the driver's own refusals,
    /// which DriverRefusalTests hold against the driver.
    /// </summary>
    internal static bool IsReported(Diagnostic diagnostic) =>
        diagnostic.Severity == DiagnosticSeverity.Error || diagnostic.Id is "FBSON101" or "FBSON102" or "FBSON103";

    /// <summary>
    /// The differences between the generated serializer of the mapping's <c>Doc</c> and the driver's, on random values, and
    /// how many of the values the driver wrote.
    /// </summary>
    private static (List<string> Differences, int Written) Compare(RandomMapping mapping, Compilation output, Random random)
    {
        var (type, generated) = Load(mapping, output, random);
        return Compare(type, Subclass(mapping, type), generated, random);
    }

    /// <summary>
    /// Loads the compiled mapping: its <c>Doc</c> type and generated serializer, a generic one closed over a random type
    /// argument (a value, a string, a nested document, collections).
    /// </summary>
    internal static (Type Type, IBsonSerializer Generated) Load(RandomMapping mapping, Compilation output, Random random)
    {
        var type = CompilationHelper.Load(output, $"{mapping.Namespace}.Doc" + (mapping.Generic ? "`1" : string.Empty));
        var serializerType = type.Assembly.GetType($"{mapping.Namespace}.DocBsonSerializer" + (mapping.Generic ? "`1" : string.Empty), throwOnError: true)!;
        if (mapping.Generic)
        {
            var argument = random.Next(6) switch
            {
                0 => typeof(int), 1 => typeof(string), 2 => type.Assembly.GetType($"{mapping.Namespace}.Inner", throwOnError: true)!,
                3 => typeof(List<int>), 4 => typeof(Guid), _ => typeof(Dictionary<string, int>),
            };
            (type, serializerType) = (type.MakeGenericType(argument), serializerType.MakeGenericType(argument));
        }

        return (type, (IBsonSerializer)serializerType.GetField("Instance")!.GetValue(null)!);
    }

    /// <summary>The mapping's subclass <c>DocSub</c>, where it has one.</summary>
    internal static Type? Subclass(RandomMapping mapping, Type type) => type.Assembly.GetType($"{mapping.Namespace}.DocSub");

    /// <summary>
    /// The differences between <paramref name="generated"/> and the driver's class-map serializer of <paramref name="type"/>
    /// on random values (of the type, or at times of its <paramref name="subclass"/>), and how many of the values the
    /// driver wrote.
    /// </summary>
    internal static (List<string> Differences, int Written) Compare(Type type, Type? subclass, IBsonSerializer generated, Random random)
    {
        var differences = new List<string>();
        if (DriverSerializer(type, out var refusal) is not { } driver)
        {
            // The driver refuses the class map (an options attribute on a serializer that takes none, where FastBson does
            // not claim FBSON101): the generated serializer, which leaves such a member to the driver, fails the same way.
            var bytes = new BsonDocument("M0", 1).ToBson();
            var instance = type.IsAbstract ? subclass! : type;
            Same(differences, "write", () => throw refusal!, () => Write(generated, RandomValues.Construct(instance, new Random(0))));
            Same(differences, "read", () => throw refusal!, () => Write(generated, Read(generated, bytes)));
            return (differences, 0);
        }

        var written = 0;
        for (var v = 0; v < ValuesPerMapping && differences.Count == 0; v++)
        {
            var valueType = subclass is not null && (type.IsAbstract || random.Next(2) == 0) ? subclass : type;
            var valueSeed = random.Next();
            var value = Create(valueType, type, new Random(valueSeed));
            Same(differences, $"write {v}", () => Write(driver, value), () => Write(generated, value));
            SameIds(differences, $"id {v}", driver, generated, () => Create(valueType, type, new Random(valueSeed)), random);
            byte[] bytes;
            try
            {
                bytes = Write(driver, value);
                written++;
            }
            catch (Exception)
            {
                continue;
            }

            // A convention can make the driver write a name twice (two members camelCased alike), which no BsonDocument
            // holds: such a document is read as the driver wrote it, unchanged.
            var raw = new RawBsonDocument(bytes);
            var repeatsAName = RepeatsAName(raw);
            var document = repeatsAName ? raw : BsonSerializer.Deserialize<BsonDocument>(bytes);
            SameReads(differences, $"read {v}", driver, generated, document);
            for (var m = 0; m < MutationsPerValue && document.ElementCount > 0 && !repeatsAName; m++)
            {
                var mutated = Mutate(document, random, m);
                SameReads(differences, $"read {v}, mutated {mutated.ToJson()}", driver, generated, mutated);
            }
        }

        return (differences, written);
    }

    /// <summary>
    /// The driver's class-map serializer of <paramref name="type"/>, or null (and its <paramref name="refusal"/>) where the
    /// driver refuses its class map. The driver maps the known subclasses after the class's own map is built and frozen:
    /// where only a subclass's mapping is refused (a subclass FastBson does not generate, so the build says nothing), the
    /// first lookup throws and every later one returns the class's map, and the driver serves the class with it from then
    /// on. So is the generated serializer.
    /// </summary>
    private static IBsonSerializer? DriverSerializer(Type type, out Exception? refusal)
    {
        refusal = null;
        for (var attempt = 0; attempt < 2; attempt++)
        {
            try
            {
                return (IBsonSerializer)Activator.CreateInstance(typeof(BsonClassMapSerializer<>).MakeGenericType(type), BsonClassMap.LookupClassMap(type))!;
            }
            catch (Exception exception)
            {
                // Refused; a second lookup finds the class's own map where only a known subclass was refused.
                refusal = exception;
            }
        }

        return null;
    }

    /// <summary>
    /// Both serializers answer the driver's id questions alike (<see cref="IBsonIdProvider"/>, which InsertOne asks): the
    /// id of a value, its nominal type and its generator; and setting a new id (of that type) into twin values changes
    /// what the driver writes of them alike, or fails alike.
    /// </summary>
    private static void SameIds(List<string> differences, string what, IBsonSerializer driver, IBsonSerializer generated, Func<object> create, Random random)
    {
        var expected = DocumentId(driver, create());
        var actual = DocumentId(generated, create());
        if (expected.Answer != actual.Answer)
        {
            differences.Add($"{what}: the driver answers {expected.Answer}, the generated serializer {actual.Answer}");
            return;
        }

        var newId = expected.NominalType is null ? 5 : RandomValues.Of(expected.NominalType, random);
        Same(differences, what + ", set", () => WithId(driver, create(), newId), () => WithId(generated, create(), newId));

        byte[] WithId(IBsonSerializer serializer, object value, object? id)
        {
            ((IBsonIdProvider)serializer).SetDocumentId(value, id);
            return Write(driver, value);
        }
    }

    /// <summary>What <see cref="IBsonIdProvider.GetDocumentId"/> answers for the value, in words, and the id's nominal type.</summary>
    private static (string Answer, Type? NominalType) DocumentId(IBsonSerializer serializer, object value)
    {
        try
        {
            if (serializer is not IBsonIdProvider provider)
            {
                return ("no id provider", null);
            }

            return provider.GetDocumentId(value, out var id, out var nominalType, out var generator)
                ? ($"the id {id ?? "null"} ({id?.GetType().Name}) of nominal type {nominalType}, generated by {generator?.GetType().Name ?? "none"}", nominalType)
                : ("no id", null);
        }
        catch (Exception exception)
        {
            return ($"throws {exception.GetType().Name}", null);
        }
    }

    /// <summary>A value of <paramref name="type"/> (the mapping's class or subclass), its members random.</summary>
    private static object Create(Type type, Type mapped, Random random)
    {
        var value = RandomValues.Construct(type, random);
        foreach (var property in type.GetProperties().Where(p => p.CanWrite))
        {
            property.SetValue(value, property.Name switch
            {
                "Extra" when property.PropertyType == typeof(BsonDocument) => random.Next(2) == 0 ? null : new BsonDocument("zz", 1),
                "Extra" => random.Next(2) == 0 ? null : new Dictionary<string, object?> { ["zz"] = "q", ["zy"] = null },
                _ when property.DeclaringType != mapped && property.PropertyType == typeof(int) => random.Next(9),
                _ => RandomValues.Of(property.PropertyType, random),
            });
        }

        foreach (var field in type.GetFields())
        {
            field.SetValue(value, RandomValues.Of(field.FieldType, random));
        }

        return value;
    }

    /// <summary>
    /// The document with one change: a value replaced, an element removed, added or repeated, two elements swapped, a
    /// discriminator put in, or an item inside an array or document value replaced.
    /// </summary>
    private static BsonDocument Mutate(BsonDocument document, Random random, int salt)
    {
        var mutated = document.DeepClone().AsBsonDocument;
        var index = random.Next(mutated.ElementCount);
        switch (random.Next(8))
        {
            case 0:
                mutated.RemoveAt(index);
                break;
            case 1:
                mutated.Add("zz" + salt, RandomValues.Bson(random));
                break;
            case 2:
                BsonValue discriminator = random.Next(4) switch { 0 => "Other", 1 => "DocSub", 2 => "Doc", _ => new BsonArray { "Doc", "DocSub" } };
                if (mutated.Contains("_t"))
                {
                    mutated["_t"] = discriminator;
                }
                else
                {
                    mutated.InsertAt(random.Next(mutated.ElementCount + 1), new BsonElement("_t", discriminator));
                }

                break;
            case 3:
                // BsonDocument.InsertAt refuses a name it holds, so the repeated element goes in with the document's duplicate check off.
                var repeated = new BsonDocument(allowDuplicateNames: true);
                for (var i = 0; i < mutated.ElementCount; i++)
                {
                    repeated.Add(mutated.GetElement(i));
                    if (i == index)
                    {
                        repeated.Add(new BsonElement(mutated.GetElement(i).Name, random.Next(2) == 0 ? mutated[i].DeepClone() : RandomValues.Bson(random)));
                    }
                }

                return repeated;
            case 4:
                var other = random.Next(mutated.ElementCount);
                var (first, second) = (mutated.GetElement(index), mutated.GetElement(other));
                mutated.SetElement(index, new BsonElement("\u0001swap", BsonNull.Value));
                mutated.SetElement(other, first);
                mutated.SetElement(index, second);
                break;
            case 5 when mutated[index] is BsonArray { Count: > 0 } array:
                array[random.Next(array.Count)] = RandomValues.Bson(random);
                break;
            case 5 when mutated[index] is BsonDocument { ElementCount: > 0 } inner:
                inner[random.Next(inner.ElementCount)] = RandomValues.Bson(random);
                break;
            default:
                mutated[index] = RandomValues.Bson(random);
                break;
        }

        return mutated;
    }

    /// <summary>Both serializers read the document on both paths: the driver writes back the same bytes, or both throw the same exception type.</summary>
    private static void SameReads(List<string> differences, string what, IBsonSerializer driver, IBsonSerializer generated, BsonDocument document)
    {
        var bytes = document.ToBson();
        SameRead(differences, what + " (span path)", driver, () => Read(driver, bytes), () => Read(generated, bytes));
        SameRead(differences, what + " (IBsonReader path)", driver, () => ReadDocument(driver, document), () => ReadDocument(generated, document));
    }

    /// <summary>
    /// Both reads give the same object: written back by the driver to the same bytes (or failing alike), and with the same
    /// fingerprint, which shows what writing hides (a DateTime's kind, a collection's runtime type ...).
    /// </summary>
    private static void SameRead(List<string> differences, string what, IBsonSerializer driver, Func<object?> driverRead, Func<object?> generatedRead)
    {
        object? expected = null;
        object? actual = null;
        var before = differences.Count;
        Same(differences, what, () => Write(driver, expected = driverRead()), () => Write(driver, actual = generatedRead()));
        if (differences.Count == before && expected is not null && actual is not null)
        {
            var (expectedPrint, actualPrint) = (Fingerprint.Of(expected), Fingerprint.Of(actual));
            if (expectedPrint != actualPrint)
            {
                differences.Add($"{what}: the driver reads {expectedPrint}, the generated serializer {actualPrint}");
            }
        }
    }

    private static void Same(List<string> differences, string what, Func<byte[]> driver, Func<byte[]> generated)
    {
        var (expected, expectedFailure) = Outcome(driver);
        var (actual, actualFailure) = Outcome(generated);
        if (expectedFailure is not null || actualFailure is not null)
        {
            if (expectedFailure?.GetType() != actualFailure?.GetType())
            {
                differences.Add($"{what}: the driver {Describe(expectedFailure)}, the generated serializer {Describe(actualFailure)}");
            }
        }
        else if (!expected!.AsSpan().SequenceEqual(actual))
        {
            differences.Add($"{what}: the driver gives {Json(expected!)}, the generated serializer {Json(actual!)}");
        }
    }

    /// <summary>The document as JSON, or where it has a name twice (which no BsonDocument holds), its names and bytes.</summary>
    private static string Json(byte[] bytes)
    {
        var raw = new RawBsonDocument(bytes);
        return RepeatsAName(raw) ? $"{{ {string.Join(", ", raw.Names)} }} ({Convert.ToHexString(bytes)})" : raw.ToJson();
    }

    /// <summary>Whether the document has an element name twice, which a BsonDocument cannot hold.</summary>
    private static bool RepeatsAName(RawBsonDocument document) => document.Names.Distinct().Count() != document.ElementCount;

    private static (byte[]? Bytes, Exception? Failure) Outcome(Func<byte[]> run)
    {
        try
        {
            return (run(), null);
        }
        catch (Exception exception)
        {
            return (null, exception);
        }
    }

    private static string Describe(Exception? failure) => failure is null ? "succeeds" : $"throws {failure.GetType().Name} ({failure.Message})";

    private static byte[] Write(IBsonSerializer serializer, object? value)
    {
        using var stream = new MemoryStream();
        using var writer = new BsonBinaryWriter(stream);
        serializer.Serialize(BsonSerializationContext.CreateRoot(writer), new BsonSerializationArgs(serializer.ValueType, false, false), value);
        return stream.ToArray();
    }

    /// <summary>Reads as the driver's cursor does, through a BsonBinaryReader over a buffer (the generated code's span path).</summary>
    internal static object? Read(IBsonSerializer serializer, byte[] bytes)
    {
        using var stream = new ByteBufferStream(new ByteArrayBuffer(bytes, isReadOnly: true));
        using var reader = new BsonBinaryReader(stream);
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }

    /// <summary>Reads through a BsonDocumentReader: no bytes, so the generated code's IBsonReader path.</summary>
    internal static object? ReadDocument(IBsonSerializer serializer, BsonDocument document)
    {
        using var reader = new BsonDocumentReader(document);
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }

    /// <summary>A number from the environment (a long run's seed or size), or the fallback.</summary>
    internal static int Setting(string name, int fallback) =>
        int.TryParse(Environment.GetEnvironmentVariable(name), out var value) ? value : fallback;
}
