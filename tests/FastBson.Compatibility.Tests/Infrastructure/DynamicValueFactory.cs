using System.Collections.Generic;
using System.Dynamic;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>Dynamic values for tests, built as an application builds them.</summary>
public static class DynamicValueFactory
{
    /// <summary>An ExpandoObject of these members, in order.</summary>
    public static ExpandoObject Expando(params (string Name, object? Value)[] members)
    {
        var value = new ExpandoObject();
        foreach (var (name, member) in members)
        {
            ((IDictionary<string, object?>)value).Add(name, member);
        }

        return value;
    }
}
