using System.Reflection;
using System.Runtime.Loader;

namespace FastBson.Registered.Tests.Isolation;

/// <summary>
/// A load context with its own copy of an assembly and of every non-framework assembly it depends on, each loaded
/// from the file its deps.json names. Framework assemblies are not listed there, so they fall through to the
/// default context and are shared: framework types (string, byte[]) are the same on both sides.
/// </summary>
public sealed class IsolatedLoadContext : AssemblyLoadContext
{
    private readonly AssemblyDependencyResolver _resolver;

    public IsolatedLoadContext(string name, string mainAssemblyPath)
        : base(name)
    {
        _resolver = new AssemblyDependencyResolver(mainAssemblyPath);
    }

    protected override Assembly? Load(AssemblyName assemblyName)
    {
        var path = _resolver.ResolveAssemblyToPath(assemblyName);
        return path is null ? null : LoadFromAssemblyPath(path);
    }
}
