using System;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.CompilerServices;
using FastBson.Runtime;
using MongoDB.Bson.Serialization;

namespace FastBson;

/// <summary>
/// Registers the generated serializers with the driver's <see cref="BsonSerializer"/>, so that
/// <c>Find</c>, LINQ and <c>Builders&lt;T&gt;</c> use them.
/// </summary>
public static class FastBsonSerializers
{
    private static readonly object Gate = new();
    private static readonly List<IGeneratedBsonSerializer> Pending = new();
    private static readonly Dictionary<Type, IGeneratedBsonSerializer> Registered = new();
    private static readonly HashSet<Assembly> InitializedAssemblies = new();

    /// <summary>
    /// Registers every generated serializer of every loaded assembly with <see cref="BsonSerializer"/>,
    /// then checks each against the class map the driver builds for the same type (element names,
    /// order, id, ignore/required flags and member representations), so a convention registered at
    /// run time cannot make the generated serializer differ silently from the driver.
    /// </summary>
    /// <remarks>
    /// Idempotent and thread-safe. There is no type scan: generated code reports itself from module
    /// initializers; this method only makes sure those initializers have run for the loaded
    /// assemblies that reference FastBson. Call it once at start-up, before the first use of the
    /// driver with these types (the driver caches the serializer it looks up first).
    /// </remarks>
    /// <exception cref="FastBsonRegistrationException">
    /// A different serializer is already registered for a generated type, or the driver's class map
    /// for a type differs from the generated one.
    /// </exception>
    public static void RegisterAll()
    {
        RunPendingModuleInitializers();

        List<IGeneratedBsonSerializer> added;
        lock (Gate)
        {
            if (Pending.Count == 0)
            {
                return;
            }

            added = new List<IGeneratedBsonSerializer>(Pending);
            Pending.Clear();

            // Register every serializer before any class map is built: a class map resolves its member
            // serializers once, and nested generated types must already be in place by then.
            foreach (var serializer in added)
            {
                if (Registered.ContainsKey(serializer.ValueType))
                {
                    continue;
                }

                RegisterWithDriver(serializer);
                Registered.Add(serializer.ValueType, serializer);
            }
        }

        var problems = new List<string>();
        foreach (var serializer in added)
        {
            var problem = ClassMapVerifier.Verify(serializer);
            if (problem is not null)
            {
                problems.Add(problem);
            }
        }

        if (problems.Count > 0)
        {
            throw new FastBsonRegistrationException(string.Join(Environment.NewLine, problems));
        }
    }

    /// <summary>The generated serializers registered so far, by document type.</summary>
    public static IReadOnlyCollection<Type> RegisteredTypes
    {
        get
        {
            lock (Gate)
            {
                return new List<Type>(Registered.Keys);
            }
        }
    }

    /// <summary>Called by generated module initializers; not meant for user code.</summary>
    [System.ComponentModel.EditorBrowsable(System.ComponentModel.EditorBrowsableState.Never)]
    public static void Report(IGeneratedBsonSerializer serializer)
    {
        ArgumentNullException.ThrowIfNull(serializer);
        lock (Gate)
        {
            Pending.Add(serializer);
        }
    }

    private static void RegisterWithDriver(IGeneratedBsonSerializer serializer)
    {
        var type = serializer.ValueType;
        try
        {
            BsonSerializer.RegisterSerializer(type, (IBsonSerializer)serializer);
        }
        catch (MongoDB.Bson.BsonSerializationException ex)
        {
            var existing = BsonSerializer.LookupSerializer(type);
            if (ReferenceEquals(existing, serializer))
            {
                return;
            }

            throw new FastBsonRegistrationException(
                $"Cannot register the generated serializer for {type.FullName}: the driver already uses {existing.GetType().FullName} for it. " +
                "Call FastBsonSerializers.RegisterAll() at start-up, before the driver first serializes this type, and do not register another serializer for it.",
                ex);
        }
    }

    private static void RunPendingModuleInitializers()
    {
        var runtimeName = typeof(FastBsonSerializers).Assembly.GetName().Name;
        foreach (var assembly in LoadedAndReferencedAssemblies())
        {
            lock (Gate)
            {
                if (!InitializedAssemblies.Add(assembly))
                {
                    continue;
                }
            }

            if (assembly.IsDynamic || !References(assembly, runtimeName))
            {
                continue;
            }

            // Module initializers run on first access to a module; this makes sure the generated ones of
            // an assembly that is loaded but not yet touched have reported their serializers.
            RuntimeHelpers.RunModuleConstructor(assembly.ManifestModule.ModuleHandle);
        }
    }

    /// <summary>
    /// The loaded assemblies plus the application assemblies they reference, loaded now: document types often
    /// live in a class library that the runtime loads lazily, after start-up code has called RegisterAll. Framework
    /// and driver assemblies are not followed (they cannot hold generated serializers). Nothing is scanned for types.
    /// </summary>
    private static List<Assembly> LoadedAndReferencedAssemblies()
    {
        var result = new List<Assembly>(AppDomain.CurrentDomain.GetAssemblies());
        var seen = new HashSet<string>(StringComparer.OrdinalIgnoreCase);
        foreach (var assembly in result)
        {
            seen.Add(assembly.GetName().Name ?? string.Empty);
        }

        for (var i = 0; i < result.Count; i++)
        {
            if (result[i].IsDynamic || IsPlatformAssembly(result[i].GetName().Name))
            {
                continue;
            }

            foreach (var reference in result[i].GetReferencedAssemblies())
            {
                if (IsPlatformAssembly(reference.Name) || !seen.Add(reference.Name ?? string.Empty))
                {
                    continue;
                }

                try
                {
                    result.Add(Assembly.Load(reference));
                }
                catch (Exception ex) when (ex is System.IO.FileNotFoundException or System.IO.FileLoadException or BadImageFormatException)
                {
                    // An optional reference that is not deployed: it cannot hold serializers in use either.
                }
            }
        }

        return result;
    }

    private static bool IsPlatformAssembly(string? name) =>
        name is null ||
        name is "netstandard" or "mscorlib" ||
        name.StartsWith("System", StringComparison.Ordinal) ||
        name.StartsWith("Microsoft.", StringComparison.Ordinal) ||
        name.StartsWith("MongoDB.", StringComparison.Ordinal);

    private static bool References(Assembly assembly, string? name)
    {
        foreach (var reference in assembly.GetReferencedAssemblies())
        {
            if (reference.Name == name)
            {
                return true;
            }
        }

        return false;
    }
}
