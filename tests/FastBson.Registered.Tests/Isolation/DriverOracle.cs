using System;
using System.Reflection;
using System.Runtime.ExceptionServices;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Registered.Tests.Infrastructure;

namespace FastBson.Registered.Tests.Isolation;

/// <summary>
/// The driver on its own, inside the registered test process: a second copy of this assembly and of everything
/// it uses (MongoDB.Bson, FastBson.Runtime, the fixtures ...) in an <see cref="IsolatedLoadContext"/>, with its own
/// <c>BsonSerializer</c> registry where nothing is registered. There the driver's class-map serializers serve
/// every model end to end, nested models included, so no generated code takes part in the expected results.
/// </summary>
public sealed class DriverOracle
{
    public const string ContextName = "driver-oracle";

    private readonly Type _entryPoints;

    public DriverOracle()
    {
        var path = typeof(DriverOracle).Assembly.Location;
        Context = new IsolatedLoadContext(ContextName, path);
        Copy = Context.LoadFromAssemblyPath(path);
        _entryPoints = Copy.GetType(typeof(OracleEntryPoints).FullName!, throwOnError: true)!;
        Call(nameof(OracleEntryPoints.BuildClassMaps));
    }

    public IsolatedLoadContext Context { get; }

    /// <summary>The oracle's copy of this test assembly.</summary>
    public Assembly Copy { get; }

    public int RegisteredTypeCount() => (int)Call(nameof(OracleEntryPoints.RegisteredTypeCount))!;

    public string[] ModelNames() => (string[])Call(nameof(OracleEntryPoints.ModelNames))!;

    public string[] ServingSerializers(string model) => (string[])Call(nameof(OracleEntryPoints.ServingSerializers), model)!;

    public byte[][] Write(Scenario scenario, string model, int seed, int count, bool idFirst) =>
        (byte[][])Call(nameof(OracleEntryPoints.Write), (int)scenario, model, seed, count, idFirst)!;

    public string Rewrite(string model, byte[] bson, bool idFirst) =>
        (string)Call(nameof(OracleEntryPoints.Rewrite), model, bson, idFirst)!;

    public string[] Read(Scenario scenario, string model, byte[][] documents, ReaderKind kind) =>
        (string[])Call(nameof(OracleEntryPoints.Read), (int)scenario, model, documents, (int)kind)!;

    private object? Call(string method, params object[] arguments)
    {
        try
        {
            return _entryPoints.GetMethod(method, BindingFlags.Public | BindingFlags.Static)!.Invoke(null, arguments);
        }
        catch (TargetInvocationException ex) when (ex.InnerException is not null)
        {
            ExceptionDispatchInfo.Capture(ex.InnerException).Throw();
            throw;
        }
    }
}
