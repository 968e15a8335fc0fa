using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
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

    private static readonly Dictionary<Type, IGeneratedBsonSerializer> Generated = FindGeneratedSerializers();

    public static IReadOnlyList<Type> All { get; } = FindModels();

    public static Type Find(string name) => All.Single(type => type.Name == name);

    /// <summary>The generated serializer's shared instance for a model, or null when the generator emitted none.</summary>
    public static IGeneratedBsonSerializer? GeneratedSerializer(Type model) => Generated.GetValueOrDefault(model);

    private static List<Type> FindModels()
    {
        var models = Sources
            .SelectMany(assembly => assembly.GetTypes())
            .Where(type => type.GetCustomAttribute<GenerateBsonSerializerAttribute>(inherit: false) is { Blob: false })
            .OrderBy(type => type.FullName, StringComparer.Ordinal)
            .ToList();

        // Tests and the oracle name models by their short name.
        var duplicate = models.GroupBy(type => type.Name).FirstOrDefault(group => group.Count() > 1);
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
            if (!type.IsClass || !typeof(IGeneratedBsonSerializer).IsAssignableFrom(type))
            {
                continue;
            }

            var instance = (IGeneratedBsonSerializer)type.GetField("Instance", BindingFlags.Public | BindingFlags.Static)!.GetValue(null)!;
            result.Add(instance.ValueType, instance);
        }

        return result;
    }
}
