using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Compares a generated serializer's compiled-in mapping with the class map the driver builds at run
/// time. Conventions registered by the application (camelCase names, enums as strings ...) are invisible
/// to the generator; this check turns any difference into an exception at registration instead of a
/// silent difference in stored data. The one setting not compared, whether extra elements are ignored,
/// the generated serializer takes from the class map itself.
/// </summary>
internal static class ClassMapVerifier
{
    /// <summary>Returns a message naming every difference from the driver's class map, or null when there is none.</summary>
    public static string? Verify(GeneratedClassMap generated, Func<IDiscriminatorConvention> discriminatorConvention)
    {
        List<string> problems;
        try
        {
            problems = Differences(generated, discriminatorConvention);
        }
        catch (Exception refusal) when (refusal is not OutOfMemoryException)
        {
            // The driver fails to build its class map of the type (say, a mapping attribute it rejects on a subclass that
            // [BsonKnownTypes] names, which it maps right after the class): without FastBson the application's first use
            // of the type throws this. The type stays with the driver, which serves it as it does without FastBson, and
            // registration names it instead of aborting half-way.
            return $"The driver cannot build its class map for {generated.ClassType.FullName} ({refusal.GetType().Name}: {refusal.Message}), " +
                   "so the driver keeps serving the type, as it does without FastBson. Fix the mapping the driver refuses.";
        }

        return problems.Count == 0
            ? null
            : $"The generated serializer for {generated.ClassType.FullName} does not match the driver's class map for it, so it cannot be a drop-in: " +
              string.Join(" ", problems) +
              " Either remove the run-time convention or mapping that causes the difference, or express it with attributes on the class so the generator sees it.";
    }

    /// <summary>Every difference between the compiled-in mapping and the driver's class map for its type, each a sentence.</summary>
    public static List<string> Differences(GeneratedClassMap generated, Func<IDiscriminatorConvention> discriminatorConvention)
    {
        var classMap = BsonClassMap.LookupClassMap(generated.ClassType);
        var problems = new List<string>();
        CompareClass(generated, classMap, discriminatorConvention, problems);
        CompareMembers(generated, classMap, problems);
        return problems;
    }

    private static void CompareClass(GeneratedClassMap generated, BsonClassMap classMap, Func<IDiscriminatorConvention> discriminatorConvention, List<string> problems)
    {
        // IgnoreExtraElements is not compared: the generated serializer takes the class map's (CompareWithDriver).
        var idMember = classMap.IdMemberMap?.MemberName;
        if (idMember != generated.IdMemberName)
        {
            problems.Add($"The id member is '{idMember ?? "(none)"}' in the class map, '{generated.IdMemberName ?? "(none)"}' in the generated code.");
        }

        var extraElementsMember = classMap.ExtraElementsMemberMap?.MemberName;
        if (extraElementsMember != generated.ExtraElementsMemberName)
        {
            problems.Add($"The extra-elements member is '{extraElementsMember ?? "(none)"}' in the class map, '{generated.ExtraElementsMemberName ?? "(none)"}' in the generated code.");
        }

        CompareCreators(generated, classMap, problems);

        if (generated.Creators.Count == 0 && HasCreatorOfItsOwn(classMap))
        {
            problems.Add("The class map creates instances with a creator set at run time (SetCreator); the generated code uses the constructor.");
        }

        // The generated code takes "_t" for the discriminator (skipped, or read to find a subclass); the driver uses its
        // discriminator convention's element instead, and rejects "_t" as an unknown element. The convention is the one
        // the class map's serializer uses, looked up as its first use would (3.x registers a root class's hierarchical
        // convention then).
        var discriminatorElement = discriminatorConvention().ElementName;
        if (discriminatorElement != "_t")
        {
            problems.Add($"The driver's discriminator convention for it uses the element '{discriminatorElement}', the generated code '_t'.");
        }
    }

    /// <summary>The creator maps, each by its constructor or factory method and its arguments' elements, in order.</summary>
    private static void CompareCreators(GeneratedClassMap generated, BsonClassMap classMap, List<string> problems)
    {
        var expected = generated.Creators.Select(c => c.ToString()).ToList();
        var actual = classMap.CreatorMaps.Select(Describe).ToList();
        if (!expected.SequenceEqual(actual))
        {
            problems.Add($"The class map creates instances through {Creators(actual)}, the generated code through {Creators(expected)}.");
        }
    }

    private static string Creators(List<string> creators) =>
        creators.Count == 0 ? "no creator map" : "the creator maps " + string.Join("; ", creators);

    /// <summary>A creator map of the driver's, as <see cref="GeneratedCreatorMap.Describe"/> names it; one set by a delegate names it.</summary>
    private static string Describe(BsonCreatorMap creator)
    {
        var name = creator.MemberInfo switch
        {
            ConstructorInfo => ".ctor",
            MethodInfo method => method.Name,
            _ => "a delegate",
        };
        var parameters = (creator.MemberInfo as MethodBase)?.GetParameters().Select(p => p.ParameterType) ?? Type.EmptyTypes;
        return GeneratedCreatorMap.Describe(name, parameters, creator.ElementNames);
    }

    // SetCreator's delegate is kept in a private field, with no getter in any driver version FastBson supports (2.14 through 3.x).
    private static readonly FieldInfo? CreatorField = typeof(BsonClassMap).GetField("_creator", BindingFlags.Instance | BindingFlags.NonPublic);

    /// <summary>
    /// Whether the class map holds a creator other than the driver's default (which the driver makes on first use, as a
    /// closure of its own assembly). Without the field there is no telling, and the driver serves the type.
    /// </summary>
    private static bool HasCreatorOfItsOwn(BsonClassMap classMap)
    {
        if (CreatorField is null)
        {
            return true;
        }

        var creator = (Delegate?)CreatorField.GetValue(classMap);
        return creator is not null && creator.Method.DeclaringType?.Assembly != typeof(BsonClassMap).Assembly;
    }

    private static void CompareMembers(GeneratedClassMap generated, BsonClassMap classMap, List<string> problems)
    {
        var differences = new ConventionDifferences();
        if (!CompareMembersInOrder(generated, classMap, problems, differences))
        {
            return;
        }

        if (CamelCaseHint(differences.Renamed) is { } camelCase)
        {
            problems.Add(camelCase);
        }

        if (IgnoreIfHint(generated.ClassType, differences.Ignoring) is { } ignoreIf)
        {
            problems.Add(ignoreIf);
        }
    }

    /// <summary>
    /// The differences in members' settings that a convention registered for every member makes, found member by member,
    /// for the hints that say how to make the two agree.
    /// </summary>
    private sealed class ConventionDifferences
    {
        /// <summary>The members whose element names differ.</summary>
        public List<(string MemberName, string Generated, string ClassMap)> Renamed { get; } = new();

        /// <summary>The members whose IgnoreIfNull or IgnoreIfDefault differ, with the value each side leaves out.</summary>
        public List<(IgnoreIf Generated, IgnoreIf ClassMap)> Ignoring { get; } = new();
    }

    /// <summary>
    /// Where every element name that differs (<paramref name="renamed"/>) differs as the driver's CamelCaseElementNameConvention
    /// names it, how to make the two agree: declare the convention to the generator, or register it with the driver as
    /// declared; else null.
    /// </summary>
    private static string? CamelCaseHint(List<(string MemberName, string Generated, string ClassMap)> renamed)
    {
        if (renamed.Count == 0)
        {
            return null;
        }

        if (renamed.All(names => names.Generated == names.MemberName && names.ClassMap == CamelCase(names.MemberName)))
        {
            return "The class map names elements in camelCase (the driver's CamelCaseElementNameConvention): declare it to the generator with " +
                   "[assembly: FastBson.FastBsonConventions(ElementNames = FastBson.ElementNameStyle.CamelCase)] in the class's assembly.";
        }

        return renamed.All(names => names.ClassMap == names.MemberName && names.Generated == CamelCase(names.MemberName))
            ? "The generated code names elements in camelCase, as the assembly's [FastBsonConventions] declares, and the class map does not: " +
              "register the driver's CamelCaseElementNameConvention for the class (ConventionRegistry.Register) before its first use."
            : null;
    }

    /// <summary>
    /// Where every member whose IgnoreIfNull or IgnoreIfDefault differs (<paramref name="ignoring"/>) differs alike, and the
    /// difference is that of a convention (IgnoreIfNullConvention, IgnoreIfDefaultConvention) registered for the class and not
    /// declared, or declared and not registered, how to make the two agree; else null (a class map that sets them member by
    /// member, say).
    /// </summary>
    private static string? IgnoreIfHint(Type classType, List<(IgnoreIf Generated, IgnoreIf ClassMap)> ignoring)
    {
        if (ignoring.Count == 0 || ignoring.Distinct().Count() != 1)
        {
            return null;
        }

        var (generated, classMap) = ignoring[0];
        var registered = ConventionRegistry.Lookup(classType).Conventions;
        if (classMap != IgnoreIf.Never && registered.Any(convention => Leaves(convention) == classMap))
        {
            return $"The class map leaves out {Described(classMap)} values (the driver's {Convention(classMap)} is registered for it): declare it to the generator with " +
                   $"[assembly: FastBson.FastBsonConventions(IgnoreIf = FastBson.IgnoreIf.{classMap})] in the class's assembly.";
        }

        return classMap == IgnoreIf.Never && generated != IgnoreIf.Never && !registered.Any(convention => Leaves(convention) == generated)
            ? $"The generated code leaves out {Described(generated)} values, as the assembly's [FastBsonConventions] declares, and the class map does not: " +
              $"register the driver's {Convention(generated)} for the class (ConventionRegistry.Register) before its first use."
            : null;

        static IgnoreIf Leaves(IConvention convention) =>
            convention is IgnoreIfNullConvention ? IgnoreIf.Null : convention is IgnoreIfDefaultConvention ? IgnoreIf.Default : IgnoreIf.Never;
        static string Described(IgnoreIf values) => values == IgnoreIf.Null ? "null" : "default";
        static string Convention(IgnoreIf values) => values == IgnoreIf.Null ? "IgnoreIfNullConvention(true)" : "IgnoreIfDefaultConvention(true)";
    }

    /// <summary>The values a member map leaves out, as one of the settings FastBsonConventions declares.</summary>
    private static IgnoreIf IgnoreIfOf(bool ignoreIfNull, bool ignoreIfDefault) =>
        ignoreIfNull ? IgnoreIf.Null : ignoreIfDefault ? IgnoreIf.Default : IgnoreIf.Never;

    /// <summary>A member's name as the driver's CamelCaseElementNameConvention makes it an element name.</summary>
    private static string CamelCase(string memberName) =>
        memberName.Length == 0 ? memberName : char.ToLowerInvariant(memberName[0]) + memberName.Substring(1);

    /// <summary>
    /// Compares the members position by position, adding each difference a convention makes to <paramref name="differences"/>;
    /// false where the two list other members at a position (their order differs), true where they pair up, if one list is longer.
    /// </summary>
    private static bool CompareMembersInOrder(GeneratedClassMap generated, BsonClassMap classMap, List<string> problems, ConventionDifferences differences)
    {
        var driverMembers = classMap.AllMemberMaps;
        var count = Math.Max(driverMembers.Count, generated.Members.Count);
        for (var i = 0; i < count; i++)
        {
            if (i >= driverMembers.Count)
            {
                problems.Add($"The generated code maps member '{generated.Members[i].MemberName}' at position {i}, the class map has no member there.");
                return true;
            }

            if (i >= generated.Members.Count)
            {
                problems.Add($"The class map maps member '{driverMembers[i].MemberName}' at position {i}, the generated code has no member there.");
                return true;
            }

            var expected = generated.Members[i];
            var actual = driverMembers[i];
            if (actual.MemberName != expected.MemberName)
            {
                problems.Add($"At position {i} the class map has member '{actual.MemberName}', the generated code '{expected.MemberName}' (member order differs).");
                return false;
            }

            CompareMember(expected, actual, problems, differences);
        }

        return true;
    }

    private static void CompareMember(GeneratedMemberMap expected, BsonMemberMap actual, List<string> problems, ConventionDifferences differences)
    {
        var name = expected.MemberName;
        if (actual.ElementName != expected.ElementName)
        {
            problems.Add($"Member '{name}' has element name '{actual.ElementName}' in the class map, '{expected.ElementName}' in the generated code.");
            differences.Renamed.Add((name, expected.ElementName, actual.ElementName));
        }

        if (actual.IsReadOnly != expected.IsReadOnly)
        {
            problems.Add($"Member '{name}' is {(actual.IsReadOnly ? "" : "not ")}read-only in the class map.");
        }

        if (actual.IsRequired != expected.IsRequired)
        {
            problems.Add($"Member '{name}' is {(actual.IsRequired ? "" : "not ")}required in the class map.");
        }

        if (actual.IgnoreIfNull != expected.IgnoreIfNull)
        {
            problems.Add($"Member '{name}' has IgnoreIfNull={actual.IgnoreIfNull} in the class map.");
        }

        if (actual.IgnoreIfDefault != expected.IgnoreIfDefault)
        {
            problems.Add($"Member '{name}' has IgnoreIfDefault={actual.IgnoreIfDefault} in the class map.");
        }

        if (actual.IgnoreIfNull != expected.IgnoreIfNull || actual.IgnoreIfDefault != expected.IgnoreIfDefault)
        {
            differences.Ignoring.Add((IgnoreIfOf(expected.IgnoreIfNull, expected.IgnoreIfDefault), IgnoreIfOf(actual.IgnoreIfNull, actual.IgnoreIfDefault)));
        }

        if (actual.IsDefaultValueSpecified != expected.HasDefaultValue ||
            (expected.HasDefaultValue && !Equals(actual.DefaultValue, expected.DefaultValue)))
        {
            problems.Add($"Member '{name}' has default value {Describe(actual)} in the class map.");
        }

        // The generated code calls ShouldSerialize{Member}() where the class declares it and writes every other member
        // unconditionally; the driver calls the member map's predicate, which AutoMap makes from that same method.
        var predicate = actual.ShouldSerializeMethod;
        if (expected.CallsShouldSerializeMethod && (predicate is null || !IsMadeByTheDriver(predicate)))
        {
            problems.Add(predicate is null
                ? $"Member '{name}' has no ShouldSerialize predicate in the class map; the generated code calls ShouldSerialize{name}()."
                : $"Member '{name}' has a ShouldSerialize predicate set at run time in the class map; the generated code calls ShouldSerialize{name}() instead.");
        }
        else if (!expected.CallsShouldSerializeMethod && predicate is not null)
        {
            problems.Add($"Member '{name}' has a ShouldSerialize predicate in the class map, and the class declares no ShouldSerialize{name}() method for the generated code to call.");
        }

        var serializer = actual.GetSerializer();
        var shapeProblem = CheckShape(expected.Shape, serializer);
        if (shapeProblem is not null)
        {
            problems.Add($"Member '{name}': {shapeProblem}");
        }
    }

    /// <summary>
    /// Whether a predicate is the one AutoMap makes from the class's ShouldSerialize{Member}() method: the driver compiles
    /// it from an expression tree, so it has no declaring type, unlike a lambda an application passes. (An application's
    /// own compiled expression would pass too; anything else is refused, which only costs speed.)
    /// </summary>
    private static bool IsMadeByTheDriver(Func<object, bool> predicate) => predicate.Method.DeclaringType is null;

    private static string Describe(BsonMemberMap member) =>
        member.IsDefaultValueSpecified ? $"'{member.DefaultValue}'" : "(none)";

    /// <summary>Returns why the driver's serializer does not write what the generated code writes, or null.</summary>
    /// <param name="shape">What the generated code expects.</param>
    /// <param name="serializer">The serializer the driver's class map uses there.</param>
    /// <param name="isItem">The shape is of a collection's items or a dictionary's values, which the generated code hands to the driver's serializer for their type (not to the collection's own item serializer, unless the member's options configured it).</param>
    internal static string? CheckShape(SerializerShape shape, IBsonSerializer serializer, bool isItem = false)
    {
        if (shape.Kind == ShapeKind.Driver)
        {
            return null;
        }

        if (shape.IsNullable)
        {
            if (!ShapeChecks.IsGenericInstance(serializer, typeof(NullableSerializer<>)) || serializer is not IChildSerializerConfigurable nullable)
            {
                return $"the driver uses {serializer.GetType().Name}, the generated code expects a NullableSerializer.";
            }

            serializer = nullable.ChildSerializer;
        }

        // Each value kind of the generator wrote its own expectation into the compiled-in map.
        return shape.Check(shape, serializer, isItem);
    }
}
