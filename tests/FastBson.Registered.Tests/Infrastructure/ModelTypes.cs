using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Fixtures;
using FastBson.Runtime;

namespace FastBson.Registered.Tests.Infrastructure;

/// <summary>
/// The models under test: every class marked <c>[GenerateBsonSerializer]</c> in this assembly (the linked
/// compatibility models) and in the fixtures assembly (the benchmark workloads, Market among them). They are
/// found by reflection, so a model added to the compatibility corpus is covered here without an edit. The same
/// code runs in both load contexts, each over its own copy of the assemblies. Types that store a blob are not among
/// them: their documents hold an element the driver alone does not write (StoredBlobTests compares them with it).
/// </summary>
public static class ModelTypes
{
    private static readonly Assembly[] Sources = { typeof(ModelTypes).Assembly, typeof(Market).Assembly };

    /// <summary>
    /// Generic models, closed as the tests use them: the driver closes their generic serializer, which RegisterAll
    /// registers for their definition, for each of these.
    /// </summary>
    private static readonly Type[] ClosedGenericModels =
    {
        typeof(FastBson.Compatibility.Tests.Models.Envelope<int>),
        typeof(FastBson.Compatibility.Tests.Models.Envelope<FastBson.Compatibility.Tests.Models.Pin>),
        typeof(FastBson.Compatibility.Tests.Models.Catalog<string>.Entry),
        typeof(FastBson.Compatibility.Tests.Models.Pair<FastBson.Compatibility.Tests.Models.Pin>),
        typeof(FastBson.Compatibility.Tests.Models.Sealed<string>),
    };

    public static IReadOnlyList<Type> All { get; } = FindModels();

    private static readonly Dictionary<Type, IGeneratedBsonSerializer> Generated = FindGeneratedSerializers();

    public static Type Find(string name) => All.Single(type => NameOf(type) == name);

    /// <summary>A model's name in tests and across load contexts (see <see cref="ModelTypeNames.NameOf"/>).</summary>
    public static string NameOf(Type type) => ModelTypeNames.NameOf(type);

    /// <summary>The generated serializer's shared instance for a model, or null when the generator emitted none.</summary>
    public static IGeneratedBsonSerializer? GeneratedSerializer(Type model) => Generated.GetValueOrDefault(model);

    private static List<Type> FindModels()
    {
        var models = Sources
            .SelectMany(assembly => assembly.GetTypes())
            .Where(type => type.GetCustomAttribute<GenerateBsonSerializerAttribute>(inherit: false) is { Blob: false } && !type.ContainsGenericParameters)
            .Concat(ClosedGenericModels)
            .OrderBy(type => type.FullName, StringComparer.Ordinal)
            .ToList();

        // Tests and the oracle name models by their short name.
        var duplicate = models.GroupBy(NameOf).FirstOrDefault(group => group.Count() > 1);
        if (duplicate is not null)
        {
            throw new InvalidOperationException($"Two models are named {duplicate.Key}: {string.Join(", ", duplicate)}.");
        }

        return models;
    }

    private static Dictionary<Type, IGeneratedBsonSerializer> FindGeneratedSerializers()
    {
        var result = new Dictionary<Type, IGeneratedBsonSerializer>();
        foreach (var type in Sources.SelectMany(assembly => assembly.GetTypes()))
        {
            if (!type.IsClass || !typeof(IGeneratedBsonSerializer).IsAssignableFrom(type) || type.IsGenericTypeDefinition)
            {
                continue;
            }

            var instance = (IGeneratedBsonSerializer)type.GetField("Instance", BindingFlags.Public | BindingFlags.Static)!.GetValue(null)!;
            result.Add(instance.ValueType, instance);
        }

        // A closed generic model's serializer: its generic serializer, closed the same way.
        foreach (var model in ClosedGenericModels)
        {
            var serializer = ModelTypeNames.SerializerOf(model);
            var instance = (IGeneratedBsonSerializer)serializer.GetField("Instance", BindingFlags.Public | BindingFlags.Static)!.GetValue(null)!;
            result.Add(model, instance);
        }

        return result;
    }
}
