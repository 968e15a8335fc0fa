using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.Loader;
using System.Threading;
using FastBson.Runtime;

namespace FastBson;

/// <summary>
/// Registers the generated serializers with the driver's <c>BsonSerializer</c>, so that
/// <c>Find</c>, LINQ and <c>Builders&lt;T&gt;</c> use them.
/// </summary>
public static class FastBsonSerializers
{
    private static readonly object Gate = new();

    // Report never takes the gate: a module initializer may run on another thread while RegisterAll, holding the
    // gate, waits for that same module (the drift check touches member types), which would deadlock.
    private static readonly ConcurrentQueue<IGeneratedBsonSerializer> Pending = new();
    private static readonly ConcurrentQueue<IGeneratedBsonSerializerDefinition> PendingDefinitions = new();
    private static readonly HashSet<Type> RegisteredDefinitions = new();
    private static readonly Dictionary<Type, IGeneratedBsonSerializer> Registered = new();
    private static readonly Dictionary<Type, string> Refused = new();
    private static readonly HashSet<Assembly> InitializedAssemblies = new();

    /// <summary>
    /// Registers every generated serializer of every loaded assembly with the driver's <c>BsonSerializer</c>,
    /// then checks each against the class map the driver builds for the same type (element names,
    /// order, id, ignore/required flags and member representations), so a convention registered at
    /// run time cannot make the generated serializer differ silently from the driver.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Idempotent and thread-safe. There is no type scan: generated code reports itself from module
    /// initializers; this method only makes sure those initializers have run for the loaded
    /// assemblies that reference FastBson. Call it once at start-up, before the first use of the
    /// driver with these types (the driver caches the serializer it looks up first).
    /// </para>
    /// <para>
    /// It fails safe. A type whose generated mapping differs from the driver's class map is served by the
    /// driver's class-map serializer, also where another generated serializer nests it (a member, a list
    /// item), so nothing is written or read differently from the driver. Every other type is served by its
    /// generated serializer as usual. Every later call in the process throws again, naming every such type:
    /// the driver keeps serving them until the application starts without the difference.
    /// </para>
    /// </remarks>
    /// <exception cref="FastBsonRegistrationException">
    /// A different serializer is already registered for a generated type, the driver's class map
    /// for a type differs from the generated one, or the driver cannot build its class map for a type (a mapping it
    /// refuses, say on a subclass that <c>[BsonKnownTypes]</c> names). <see cref="FastBsonRegistrationException.Types"/> lists them.
    /// </exception>
    public static void RegisterAll()
    {
        RunPendingModuleInitializers();

        lock (Gate)
        {
            if (!PendingDefinitions.IsEmpty)
            {
                RegisterPendingDefinitions();
            }

            if (!Pending.IsEmpty)
            {
                RegisterPending();
            }

            if (Refused.Count > 0)
            {
                throw new FastBsonRegistrationException(string.Join(Environment.NewLine, Refused.Values), new List<Type>(Refused.Keys));
            }
        }
    }

    /// <summary>The default of <see cref="MaxReadDepth"/>.</summary>
    public const int DefaultMaxReadDepth = 500;

    private static int s_maxReadDepth = DefaultMaxReadDepth;

    /// <summary>
    /// How deeply the documents FastBson reads may nest: each document and array read inside another counts one level
    /// (a generated class, a <c>BsonDocument</c> or <c>BsonArray</c> value; a list or dictionary of them adds no level
    /// of its own). A deeper document is refused with <see cref="FastBsonDepthException"/> before its recursion can
    /// overflow the stack, which would end the process. The default, <see cref="DefaultMaxReadDepth"/>, is five times
    /// the nesting the server stores and the driver's writers write (100 levels), and fits a thread with a 1 MB stack on
    /// every read path.
    /// </summary>
    /// <remarks>
    /// A thread whose stack is too small for the limit (one started with a 256 KB stack, say) is protected too: the
    /// exception then says that its stack ran short (<see cref="FastBsonDepthException.StackExhausted"/>). The driver's
    /// own class-map serializer has no such limit, and a document nested a few thousand levels deep overflows its stack.
    /// </remarks>
    /// <exception cref="ArgumentOutOfRangeException">The value is less than 1.</exception>
    public static int MaxReadDepth
    {
        get => Volatile.Read(ref s_maxReadDepth);
        set
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(value, 1);
            Volatile.Write(ref s_maxReadDepth, value);
        }
    }

    /// <summary>The document types whose generated serializers serve the driver (registered, and matching its class map).</summary>
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

    private static int s_registrations;

    /// <summary>
    /// How many generated serializers have been registered so far: generated code builds tables from
    /// <see cref="RegisteredTypes"/> once, and again when this changes. Not meant for user code.
    /// </summary>
    [System.ComponentModel.EditorBrowsable(System.ComponentModel.EditorBrowsableState.Never)]
    public static int Registrations => Volatile.Read(ref s_registrations);

    /// <summary>Called by generated module initializers; not meant for user code.</summary>
    [System.ComponentModel.EditorBrowsable(System.ComponentModel.EditorBrowsableState.Never)]
    public static void Report(IGeneratedBsonSerializer serializer)
    {
        ArgumentNullException.ThrowIfNull(serializer);
        Pending.Enqueue(serializer);
    }

    /// <summary>Called by the generated module initializer of a generic document type's serializer; not meant for user code.</summary>
    [System.ComponentModel.EditorBrowsable(System.ComponentModel.EditorBrowsableState.Never)]
    public static void Report(IGeneratedBsonSerializerDefinition definition)
    {
        ArgumentNullException.ThrowIfNull(definition);
        PendingDefinitions.Enqueue(definition);
    }

    /// <summary>
    /// Called by a generic document type's generated serializer when the first use of a closed type finds the driver's
    /// class map for it different from the generated code: the driver serves that closed type from then on, and every
    /// later <see cref="RegisterAll"/> names it. Not meant for user code.
    /// </summary>
    [System.ComponentModel.EditorBrowsable(System.ComponentModel.EditorBrowsableState.Never)]
    public static void ReportClosedTypeDifference(Type closedType, string differences)
    {
        ArgumentNullException.ThrowIfNull(closedType);
        lock (Gate)
        {
            Refused.TryAdd(closedType, differences);
        }
    }

    /// <summary>The generic document type definitions whose generated serializers the driver closes for their closed types.</summary>
    public static IReadOnlyCollection<Type> RegisteredGenericDefinitions
    {
        get
        {
            lock (Gate)
            {
                return new List<Type>(RegisteredDefinitions);
            }
        }
    }

    private static void RegisterPendingDefinitions()
    {
        while (PendingDefinitions.TryDequeue(out var definition))
        {
            var type = definition.DocumentDefinition;
            if (RegisteredDefinitions.Contains(type) || Refused.ContainsKey(type))
            {
                continue;
            }

            var conflict = definition.RegisterWithDriver();
            if (conflict is null)
            {
                RegisteredDefinitions.Add(type);
            }
            else
            {
                Refused.Add(type, conflict);
            }
        }
    }

    private static void RegisterPending()
    {
        // Register every serializer before any class map is built: a class map resolves its member serializers once,
        // and nested generated types must already be in place by then. Until its check passes, each one hands every
        // call to the driver, so no thread ever sees the generated form of a type that turns out to differ.
        var added = new List<IGeneratedBsonSerializer>();
        while (Pending.TryDequeue(out var serializer))
        {
            var type = serializer.ValueType;
            if (Registered.ContainsKey(type) || Refused.ContainsKey(type))
            {
                continue;
            }

            serializer.ServedByDriver = true;
            var conflict = serializer.RegisterWithDriver();
            if (conflict is null)
            {
                added.Add(serializer);
            }
            else
            {
                Refused.Add(type, conflict);
            }
        }

        foreach (var serializer in added)
        {
            var problem = serializer.CompareWithDriver();
            if (problem is null)
            {
                serializer.ServedByDriver = false;
                Registered.Add(serializer.ValueType, serializer);
                Interlocked.Increment(ref s_registrations);
            }
            else
            {
                Refused.Add(serializer.ValueType, problem);
            }
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
    /// A reference is loaded as the assembly that makes it would load it, into that assembly's load context: an
    /// application (or a plugin) with its own copy of a library in a context of its own gets that copy, even where
    /// another context has already loaded one of the same name.
    /// </summary>
    private static List<Assembly> LoadedAndReferencedAssemblies()
    {
        var result = new List<Assembly>(AppDomain.CurrentDomain.GetAssemblies());
        var seen = new HashSet<(AssemblyLoadContext?, string)>();
        foreach (var assembly in result)
        {
            seen.Add(Identity(assembly));
        }

        for (var i = 0; i < result.Count; i++)
        {
            if (result[i].IsDynamic || IsPlatformAssembly(result[i].GetName().Name))
            {
                continue;
            }

            var context = AssemblyLoadContext.GetLoadContext(result[i]);
            foreach (var reference in result[i].GetReferencedAssemblies())
            {
                if (IsPlatformAssembly(reference.Name) || !seen.Add((context, Normalized(reference.Name))))
                {
                    continue;
                }

                try
                {
                    // The context may hand the name on to another (the default one, for what it shares): that assembly
                    // counts once, under its own context.
                    var loaded = context is null ? Assembly.Load(reference) : context.LoadFromAssemblyName(reference);
                    if (ReferenceEquals(AssemblyLoadContext.GetLoadContext(loaded), context) || seen.Add(Identity(loaded)))
                    {
                        result.Add(loaded);
                    }
                }
                catch (Exception ex) when (ex is System.IO.FileNotFoundException or System.IO.FileLoadException or BadImageFormatException)
                {
                    // An optional reference that is not deployed: it cannot hold serializers in use either.
                }
            }
        }

        return result;
    }

    private static (AssemblyLoadContext?, string) Identity(Assembly assembly) =>
        (AssemblyLoadContext.GetLoadContext(assembly), Normalized(assembly.GetName().Name));

    // Assembly names compare without regard to case.
    private static string Normalized(string? name) => (name ?? string.Empty).ToUpperInvariant();

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
