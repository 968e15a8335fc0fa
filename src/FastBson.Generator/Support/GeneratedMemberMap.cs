namespace FastBson.Runtime;

/// <summary>One mapped member of a generated serializer, with the flags the driver's member map carries.</summary>
internal sealed class GeneratedMemberMap
{
    /// <summary>Creates the member map; called by generated code.</summary>
    public GeneratedMemberMap(
        string memberName,
        string elementName,
        SerializerShape shape,
        bool isReadOnly = false,
        bool isRequired = false,
        bool ignoreIfNull = false,
        bool ignoreIfDefault = false,
        bool hasDefaultValue = false,
        object? defaultValue = null,
        bool callsShouldSerializeMethod = false)
    {
        MemberName = memberName;
        ElementName = elementName;
        Shape = shape;
        IsReadOnly = isReadOnly;
        IsRequired = isRequired;
        IgnoreIfNull = ignoreIfNull;
        IgnoreIfDefault = ignoreIfDefault;
        HasDefaultValue = hasDefaultValue;
        DefaultValue = defaultValue;
        CallsShouldSerializeMethod = callsShouldSerializeMethod;
    }

    /// <summary>The C# member name.</summary>
    public string MemberName { get; }

    /// <summary>The BSON element name.</summary>
    public string ElementName { get; }

    /// <summary>What the generated code reads and writes for this member.</summary>
    public SerializerShape Shape { get; }

    /// <summary>Written but never read (a get-only member opted in by an attribute).</summary>
    public bool IsReadOnly { get; }

    /// <summary>Missing element is an error (<c>[BsonRequired]</c>).</summary>
    public bool IsRequired { get; }

    /// <summary>Null values are not written.</summary>
    public bool IgnoreIfNull { get; }

    /// <summary>Values equal to the default are not written.</summary>
    public bool IgnoreIfDefault { get; }

    /// <summary>A <c>[BsonDefaultValue]</c> is applied when the element is missing.</summary>
    public bool HasDefaultValue { get; }

    /// <summary>The value of <c>[BsonDefaultValue]</c>.</summary>
    public object? DefaultValue { get; }

    /// <summary>The generated code writes the member only when the class's <c>ShouldSerialize{Member}()</c> returns true.</summary>
    public bool CallsShouldSerializeMethod { get; }
}
