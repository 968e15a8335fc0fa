namespace FastBson.Generator.Model;

/// <summary>One mapped member, in the driver's member order.</summary>
/// <param name="Name">The C# member name.</param>
/// <param name="ElementName">The BSON element name.</param>
/// <param name="IsField">A field (else a property).</param>
/// <param name="Shape">How its value is read and written.</param>
/// <param name="Getter">How the value is read from the object.</param>
/// <param name="Setter">How the value is stored; <see cref="MemberAccess.None"/> for read-only members.</param>
/// <param name="IsRequired"><c>[BsonRequired]</c>.</param>
/// <param name="IgnoreIfNull">Null values are not written.</param>
/// <param name="IgnoreIfDefault">Values equal to the default are not written.</param>
/// <param name="DefaultValueLiteral">C# expression of <c>[BsonDefaultValue]</c>, or null.</param>
/// <param name="HasShouldSerializeMethod">A public <c>bool ShouldSerialize{Name}()</c> exists.</param>
/// <param name="DeclaringTypeName">The class that declares the member (a base class for inherited members).</param>
/// <param name="Key">A name unique among the mapped members, for generated helpers: the member name, or, when a base class
/// and a subclass both declare a member of that name, the declaring class's name and the member name.</param>
/// <param name="DeclaredByStruct">The member is a struct's: its accessors take the struct by reference, so a set lands on
/// the caller's copy.</param>
internal sealed record MemberModel(
    string Name,
    string ElementName,
    bool IsField,
    ValueShape Shape,
    MemberAccess Getter,
    MemberAccess Setter,
    bool IsRequired,
    bool IgnoreIfNull,
    bool IgnoreIfDefault,
    string? DefaultValueLiteral,
    bool HasShouldSerializeMethod,
    string DeclaringTypeName,
    string Key,
    bool DeclaredByStruct = false)
{
    /// <summary>Written but never read, like the driver's read-only member maps.</summary>
    public bool IsReadOnly => Setter == MemberAccess.None;

    /// <summary>The extra-elements member, which collects the elements no member maps rather than one element's value.</summary>
    public bool IsExtraElements => Shape.Kind == ShapeKind.ExtraElements;

    /// <summary>Its element's value is read into it, through its own serializer: not read-only, not extra elements.</summary>
    public bool ReadsValue => !IsReadOnly && !IsExtraElements;
}
