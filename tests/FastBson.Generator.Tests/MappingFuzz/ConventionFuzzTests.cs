using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using FastBson.Runtime;
using MongoDB.Bson.Serialization;
using Xunit;
using Xunit.Abstractions;

namespace FastBson.Generator.Tests.MappingFuzz;

/// <summary>
/// Random mappings under random run-time conventions (<see cref="RandomConventions"/>), which the generator cannot see:
/// the drift check that <c>RegisterAll</c> runs must refuse every class whose generated serializer would then differ
/// from the driver's class-map serializer. Each mapping's generated serializers are checked as <c>RegisterAll</c> checks
/// them (registered with the driver, and served by it until their check passes); then a class that passed must write
/// and read as the driver does, and a class that was refused must do so too, served by the driver. The nested class is
/// held against the driver's class map of its own as well, as the document's class map takes its registered serializer.
/// </summary>
/// <remarks>
/// CI runs a short pass; a long one is on command: <c>FASTBSON_CONVENTION_FUZZ_CASES=1000 FASTBSON_CONVENTION_FUZZ_SEED=7
/// dotnet test tests/FastBson.Generator.Tests -c Release --filter FullyQualifiedName~ConventionFuzzTests</c>.
/// </remarks>
public class ConventionFuzzTests
{
    private readonly ITestOutputHelper _output;

    public ConventionFuzzTests(ITestOutputHelper output) => _output = output;

    [Fact]
    public void Under_random_conventions_a_class_the_drift_check_passes_writes_and_reads_as_the_driver_does()
    {
        var seed = MappingFuzzTests.Setting("FASTBSON_CONVENTION_FUZZ_SEED", 1);
        var cases = MappingFuzzTests.Setting("FASTBSON_CONVENTION_FUZZ_CASES", 30);
        var differences = new List<string>();
        var verdicts = new List<(string Conventions, bool Passed, bool? Needed, string? Problem)>();
        for (var index = 0; index < cases; index++)
        {
            // The classes of the mapping fuzz test (other seeds of them), so both tests draw the same mappings.
            var mapping = RandomMapping.Create(seed + 1_000, index);
            var random = new Random(unchecked(seed * 31 + index));
            var conventions = RandomConventions.Draw(random);

            // Every other class under camelCase names declares the convention to the generator, which then names its
            // elements so: its drift check must pass where no other convention differs, and it must match the driver.
            var declared = conventions.Any(c => c.Name == RandomConventions.CamelCase) && index % 2 == 0;
            var (result, output) = declared ? CompilationHelper.Run(mapping.Source, DeclaredCamelCase) : CompilationHelper.Run(mapping.Source);
            if (result.Diagnostics.Any(MappingFuzzTests.IsReported))
            {
                continue;
            }

            var (type, generated) = MappingFuzzTests.Load(mapping, output, random);
            foreach (var convention in conventions)
            {
                convention.Apply(mapping.Namespace, type.Assembly);
            }

            var names = string.Join(" + ", conventions.Select(c => c.Name)) + (declared ? " (declared)" : string.Empty);
            var problem = CheckAsRegisterAllDoes(type.Assembly, mapping.Namespace, generated);
            var subclass = MappingFuzzTests.Subclass(mapping, type);
            var (found, _) = MappingFuzzTests.Compare(type, subclass, generated, new Random(index));

            // The document's serializers above take the registered one of the nested class (generated, or the
            // application's), as in an application; so the generated one is held against the driver's class map too.
            var inner = type.Assembly.GetType($"{mapping.Namespace}.Inner", throwOnError: true)!;
            var innerSerializer = (IBsonSerializer)type.Assembly.GetType($"{mapping.Namespace}.InnerBsonSerializer", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
            found.AddRange(MappingFuzzTests.Compare(inner, null, innerSerializer, new Random(index)).Differences.Select(d => "Inner: " + d));
            if (found.Count > 0)
            {
                var verdict = problem is null ? "passed the drift check" : "was refused, and served by the driver";
                differences.Add($"{mapping.Namespace} under {names} {verdict}: {string.Join(" | ", found.Take(3))}{Environment.NewLine}{mapping.Source}");
            }

            bool? needed = null;
            if (problem is not null)
            {
                // Whether the refusal was needed: the generated code itself, against the driver under the conventions.
                var self = (IGeneratedBsonSerializer)generated;
                self.ServedByDriver = false;
                needed = MappingFuzzTests.Compare(type, subclass, generated, new Random(index)).Differences.Count > 0;
                self.ServedByDriver = true;
            }

            verdicts.Add((names, problem is null, needed, problem));
        }

        _output.WriteLine($"Seed {seed}: {verdicts.Count} of {cases} mappings compared, {verdicts.Count(v => v.Passed)} passed the drift check, " +
                          $"{verdicts.Count(v => v.Needed == true)} refused where the generated code differs, {verdicts.Count(v => v.Needed == false)} refused where it does not (on these values), " +
                          $"{differences.Count} differing.");
        foreach (var group in verdicts.GroupBy(v => v.Conventions).OrderBy(g => g.Key, StringComparer.Ordinal))
        {
            _output.WriteLine($"  {group.Key}: {group.Count(v => v.Passed)} passed, {group.Count(v => v.Needed == true)} refused as needed, {group.Count(v => v.Needed == false)} refused though alike");
        }

        // A refusal that the values did not need costs speed, not correctness: listed, to find checks stricter than needed.
        foreach (var alike in verdicts.Where(v => v.Needed == false))
        {
            _output.WriteLine($"  Refused though alike, under {alike.Conventions}: {alike.Problem}");
        }

        Assert.True(differences.Count == 0, string.Join(Environment.NewLine + Environment.NewLine, differences));
        Assert.True(verdicts.Count >= cases / 4, $"Only {verdicts.Count} of {cases} mappings were compared.");
    }

    /// <summary>
    /// Random mappings that declare the driver's conventions to the generator (<c>[assembly: FastBsonConventions]</c>): camelCase
    /// names, an enum representation by turns (none, String, Int64, Int32), and the values left out by turns (none, null,
    /// default: IgnoreIfNullConvention, IgnoreIfDefaultConvention), and string ids as ObjectIds or not
    /// (StringIdStoredAsObjectIdConvention), run under those conventions registered with
    /// the driver: each class must pass the drift check, as its generated mapping is the class map's, and then write and
    /// read as the driver does. Every third one runs without them registered: refused by the drift check where a
    /// convention changes its mapping, and served by the driver, or passed where none does, and generated; either way it
    /// must write and read as the driver does.
    /// </summary>
    [Fact]
    public void A_class_that_declares_its_conventions_passes_the_drift_check_under_them_and_writes_and_reads_as_the_driver_does()
    {
        var seed = MappingFuzzTests.Setting("FASTBSON_CONVENTION_FUZZ_SEED", 1);
        var cases = MappingFuzzTests.Setting("FASTBSON_CONVENTION_FUZZ_CASES", 30);
        var failures = new List<string>();
        var reported = new List<string>();
        var compared = 0;
        var passedUnregistered = 0;
        for (var index = 0; index < cases; index++)
        {
            var mapping = RandomMapping.Create(seed + 1_000, index);
            var (enumName, enumRepresentation) = DeclaredEnums[index % DeclaredEnums.Length];
            // The ignored values change every fourth mapping, so that each pairs with every enum representation, registered or not.
            var (ignoreIfName, ignoreIf) = DeclaredIgnoreIfs[index / DeclaredEnums.Length % DeclaredIgnoreIfs.Length];
            // String ids as ObjectIds change every twelfth, so that each pairs with every other setting.
            var stringIds = index / (DeclaredEnums.Length * DeclaredIgnoreIfs.Length) % 2 == 1;
            var declaration = "[assembly: FastBson.FastBsonConventions(ElementNames = FastBson.ElementNameStyle.CamelCase, " +
                              $"EnumRepresentation = FastBson.EnumRepresentation.{enumName}, IgnoreIf = FastBson.IgnoreIf.{ignoreIfName}" +
                              (stringIds ? ", StringIdsAsObjectIds = true)]" : ")]");
            var (result, output) = CompilationHelper.Run(mapping.Source, declaration);
            if (result.Diagnostics.Any(MappingFuzzTests.IsReported))
            {
                reported.AddRange(result.Diagnostics.Where(MappingFuzzTests.IsReported).Select(d => d.Id).Distinct());
                continue;
            }

            var random = new Random(unchecked(seed * 37 + index));
            var (type, generated) = MappingFuzzTests.Load(mapping, output, random);
            var registered = index % 3 != 0;
            if (registered)
            {
                var pack = new MongoDB.Bson.Serialization.Conventions.ConventionPack { new MongoDB.Bson.Serialization.Conventions.CamelCaseElementNameConvention() };
                if (enumRepresentation is { } representation)
                {
                    pack.Add(new MongoDB.Bson.Serialization.Conventions.EnumRepresentationConvention(representation));
                }

                if (ignoreIf is not null)
                {
                    pack.Add(ignoreIf);
                }

                if (stringIds)
                {
                    pack.Add(new MongoDB.Bson.Serialization.Conventions.StringIdStoredAsObjectIdConvention());
                }

                var assembly = type.Assembly;
                MongoDB.Bson.Serialization.Conventions.ConventionRegistry.Register($"declared {mapping.Namespace}", pack, t => t.Assembly == assembly);
            }

            compared++;
            var problem = CheckAsRegisterAllDoes(type.Assembly, mapping.Namespace, generated);
            if (registered && problem is not null)
            {
                failures.Add($"{mapping.Namespace} was refused under the conventions it declares ({declaration}): {problem}");
            }
            else if (!registered && problem is null)
            {
                // Only where the conventions change nothing in its mapping (names all set by attributes, no enum): the
                // comparison below holds it to the driver's class map without them.
                passedUnregistered++;
            }

            var subclass = MappingFuzzTests.Subclass(mapping, type);
            var (found, _) = MappingFuzzTests.Compare(type, subclass, generated, new Random(index));
            if (found.Count > 0)
            {
                failures.Add($"{mapping.Namespace} ({(registered ? "under" : "without")} {declaration}): {string.Join(" | ", found.Take(3))}{Environment.NewLine}{mapping.Source}");
            }
        }

        _output.WriteLine($"Seed {seed}: {compared} of {cases} mappings declared their conventions and were compared, {failures.Count} failing, " +
                          $"{passedUnregistered} passed the drift check without the conventions registered; " +
                          $"not compared, as reported at build time: {string.Join(", ", reported.GroupBy(id => id).OrderByDescending(g => g.Count()).Select(g => $"{g.Key} {g.Count()}"))}.");
        Assert.True(failures.Count == 0, string.Join(Environment.NewLine + Environment.NewLine, failures));
        Assert.True(compared >= cases / 8, $"Only {compared} of {cases} mappings were compared.");
    }

    /// <summary>The enum representations the declaring mappings take by turns: the FastBson value's name, and the driver's convention's.</summary>
    private static readonly (string Name, MongoDB.Bson.BsonType? Representation)[] DeclaredEnums =
    {
        ("Default", null), ("String", MongoDB.Bson.BsonType.String), ("Int64", MongoDB.Bson.BsonType.Int64), ("Int32", MongoDB.Bson.BsonType.Int32),
    };

    /// <summary>The values the declaring mappings leave out by turns: the FastBson value's name, and the driver's convention.</summary>
    private static readonly (string Name, MongoDB.Bson.Serialization.Conventions.IConvention? Convention)[] DeclaredIgnoreIfs =
    {
        ("Never", null), ("Null", new MongoDB.Bson.Serialization.Conventions.IgnoreIfNullConvention(true)), ("Default", new MongoDB.Bson.Serialization.Conventions.IgnoreIfDefaultConvention(true)),
    };

    /// <summary>The declaration of the driver's camelCase convention to the generator, a file of the mapping's compilation.</summary>
    private const string DeclaredCamelCase = "[assembly: FastBson.FastBsonConventions(ElementNames = FastBson.ElementNameStyle.CamelCase)]";

    /// <summary>
    /// Registers and checks every generated serializer of the mapping (and checks the closed generic one) as
    /// <c>RegisterAll</c> does: each is registered with the driver and served by it until its check passes, and stays so
    /// where the check fails. Returns the document class's problem.
    /// </summary>
    private static string? CheckAsRegisterAllDoes(System.Reflection.Assembly assembly, string ns, IBsonSerializer document)
    {
        var serializers = assembly.GetTypes()
            .Where(t => t.Namespace == ns && typeof(IGeneratedBsonSerializer).IsAssignableFrom(t) && !t.IsGenericTypeDefinition)
            .Select(t => (IGeneratedBsonSerializer)t.GetField("Instance")!.GetValue(null)!)
            .Append((IGeneratedBsonSerializer)document)
            .Distinct()
            .ToList();
        // A serializer the application registered first keeps its type; RegisterAll refuses the generated one.
        var conflicts = new Dictionary<IGeneratedBsonSerializer, string>();
        foreach (var serializer in serializers)
        {
            serializer.ServedByDriver = true;
            if ((!ReferenceEquals(serializer, document) || !serializer.ValueType.IsGenericType) && serializer.RegisterWithDriver() is { } conflict)
            {
                conflicts.Add(serializer, conflict);
            }
        }

        string? documentProblem = null;
        foreach (var serializer in serializers)
        {
            var problem = conflicts.TryGetValue(serializer, out var conflict) ? conflict : serializer.CompareWithDriver();
            serializer.ServedByDriver = problem is not null;
            if (ReferenceEquals(serializer, document))
            {
                documentProblem = problem;
            }
        }

        return documentProblem;
    }
}
