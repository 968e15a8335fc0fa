using System;
using System.Collections.Generic;
using System.Linq;

namespace FastBson.Runtime;

/// <summary>One creator map a generated serializer was compiled with: the constructor or factory method, and its arguments' elements.</summary>
internal sealed class GeneratedCreatorMap
{
    /// <summary>Creates the map; called by generated code.</summary>
    public GeneratedCreatorMap(string methodName, Type[] parameterTypes, string[] elementNames)
    {
        MethodName = methodName;
        ParameterTypes = parameterTypes;
        ElementNames = elementNames;
    }

    /// <summary><c>.ctor</c> for a constructor, else the factory method's name.</summary>
    public string MethodName { get; }

    /// <summary>The parameter types, which with the name identify the constructor or method.</summary>
    public IReadOnlyList<Type> ParameterTypes { get; }

    /// <summary>The element of each argument, in parameter order (the creator map's <c>ElementNames</c>).</summary>
    public IReadOnlyList<string> ElementNames { get; }

    /// <summary>How the drift check names a creator: <c>Name(Type, ...) &lt;- [element, ...]</c>.</summary>
    public static string Describe(string methodName, IEnumerable<Type> parameterTypes, IEnumerable<string> elementNames) =>
        $"{methodName}({string.Join(", ", parameterTypes.Select(t => t.Name))}) <- [{string.Join(", ", elementNames)}]";

    /// <inheritdoc/>
    public override string ToString() => Describe(MethodName, ParameterTypes, ElementNames);
}
