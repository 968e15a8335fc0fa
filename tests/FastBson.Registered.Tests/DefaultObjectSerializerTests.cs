using System.Linq;
using System.Reflection;
using FastBson.Registered.Tests.Isolation;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// An application that registers no ObjectSerializer of its own. Before MongoDB.Bson 3.4 (CSHARP-4935) the driver's
/// serializer of an interface writes each value through the registry's ObjectSerializer, whose default allowed types
/// (from 2.19) refuse the application's classes: the driver refuses the whole document, and the generated serializer
/// must refuse it alike rather than write what the driver does not. From 3.4, and before 2.19, both write it. The other
/// registered tests run with an ObjectSerializer that allows the application's classes, as applications on 2.19 to 3.3
/// register one.
/// </summary>
public class DefaultObjectSerializerTests
{
    [Fact]
    public void Values_under_an_interface_are_written_or_refused_as_the_driver_does()
    {
        var path = typeof(DefaultObjectSerializerEntryPoints).Assembly.Location;
        var copy = new IsolatedLoadContext(DefaultObjectSerializerEntryPoints.ContextName, path).LoadFromAssemblyPath(path);
        var writeDrawings = copy.GetType(typeof(DefaultObjectSerializerEntryPoints).FullName!, throwOnError: true)!
            .GetMethod(nameof(DefaultObjectSerializerEntryPoints.WriteDrawings), BindingFlags.Public | BindingFlags.Static)!;

        var outcomes = (string[][])writeDrawings.Invoke(null, new object[] { 60, 11 })!;

        foreach (var pair in outcomes)
        {
            Assert.Equal(pair[0], pair[1]);
        }

        // "Type ... is not configured as an allowed type" (2.19.0) or "as a type that is allowed to be serialized" (later)
        // "for this instance of ObjectSerializer".
        var refused = outcomes.Count(pair => pair[0].Contains("for this instance of ObjectSerializer", System.StringComparison.Ordinal));
#if MONGODB_BSON_ALLOWED_TYPES && !MONGODB_BSON_INTERFACE_IMPLEMENTATIONS
        Assert.InRange(refused, 1, outcomes.Length - 1);
#else
        Assert.Equal(0, refused);
#endif
    }
}
