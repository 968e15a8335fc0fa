namespace FastBson.Generator.Model;

/// <summary>
/// One of the driver's creator maps: a constructor or static factory method the class map creates instances through,
/// with the members whose values it takes, in parameter order.
/// </summary>
/// <param name="IsFactoryMethod">A static factory method (<c>[BsonFactoryMethod]</c>), else a constructor.</param>
/// <param name="MethodName">The factory method's name; empty for a constructor.</param>
/// <param name="ThroughAccessor">Called through an <c>UnsafeAccessor</c>: the generated code cannot call it directly.</param>
/// <param name="Arguments">Each parameter's member, as an index into the document's members.</param>
/// <param name="ReturnTypeName">A factory method's <c>global::</c>-qualified return type (its accessor's signature); empty for a constructor.</param>
/// <param name="ParameterTypes">Each parameter's <c>global::</c>-qualified type (the accessor's signature, the drift check's identity).</param>
internal sealed record CreatorModel(
    bool IsFactoryMethod,
    string MethodName,
    bool ThroughAccessor,
    EquatableArray<int> Arguments,
    string ReturnTypeName,
    EquatableArray<string> ParameterTypes);
