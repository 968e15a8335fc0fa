namespace FastBson.Generator.Model;

/// <summary>
/// How one value (a member, an item or a dictionary value) is read and written.
/// </summary>
/// <param name="Kind">What the generated code does with it.</param>
/// <param name="TypeName">The declared type, <c>global::</c>-qualified, with nullable annotations.</param>
/// <param name="CoreTypeName">The type without <c>Nullable&lt;T&gt;</c> or nullable annotation.</param>
/// <param name="IsNullableValueType">The declared type is <c>Nullable&lt;T&gt;</c>.</param>
/// <param name="IsReferenceType">Null is a possible value.</param>
/// <param name="Collection">For arrays: which collection type is created.</param>
/// <param name="Item">For arrays and dictionaries: the item (value) shape, itself possibly a collection.</param>
/// <param name="SerializerTypeName">For documents: the generated serializer of the nested type.</param>
/// <param name="EnumUnderlyingType">For enums: the C# keyword of the underlying type (<c>int</c>, <c>byte</c>, <c>ulong</c> ...).</param>
/// <param name="Key">For dictionaries: the key shape.</param>
/// <param name="Representation">For dictionaries: how the driver writes it (<c>[BsonDictionaryOptions]</c>, else Document).</param>
/// <param name="Units">For a TimeSpan written as a number: its units (<c>[BsonTimeSpanOptions]</c>, else Ticks).</param>
/// <param name="TimeOnlyUnits">For a TimeOnly: the units it reads and writes numbers in (<c>[BsonTimeOnlyOptions]</c>, else Ticks).</param>
/// <param name="DateTimeKind">For a DateTime: the kind it is read back with (<c>[BsonDateTimeOptions]</c>, else Utc).</param>
/// <param name="DateOnly">For a DateTime: <c>[BsonDateTimeOptions(DateOnly = true)]</c>, a date at midnight written as that instant in UTC.</param>
/// <param name="Converter">For a number in a representation <c>[BsonRepresentation]</c> chooses: its <c>AllowOverflow</c> and <c>AllowTruncation</c>.</param>
/// <param name="Elements">For tuples: the shapes of the items, in order (an eight-item tuple's last is its <c>Rest</c>).</param>
/// <param name="PrimitiveItem">For a <c>Memory&lt;T&gt;</c> or <c>ReadOnlyMemory&lt;T&gt;</c> of a primitive: the C# keyword of <c>T</c>.</param>
/// <param name="CreatedTypeName">For the extra-elements member: the type created when it is null (the driver's choice).</param>
/// <param name="ItemsConfigured">For arrays and dictionaries: a serializer option of the member reached the items (values),
/// so the driver's serializer of an item is the one the member's serializer holds, not the default one of its type.</param>
/// <param name="LocalSerializer">For documents: the nested serializer is generated into this compilation, whose support code
/// (the span writer among it) it shares.</param>
/// <remarks>Equality is by value: the model holds only strings, enums and nested records, never symbols.</remarks>
internal sealed record ValueShape(
    ShapeKind Kind,
    string TypeName,
    string CoreTypeName,
    bool IsNullableValueType,
    bool IsReferenceType,
    CollectionKind Collection = CollectionKind.None,
    ValueShape? Item = null,
    string? SerializerTypeName = null,
    string? EnumUnderlyingType = null,
    ValueShape? Key = null,
    DictionaryRepresentation Representation = DictionaryRepresentation.Document,
    TimeSpanUnits Units = TimeSpanUnits.Ticks,
    TimeOnlyUnits TimeOnlyUnits = TimeOnlyUnits.Ticks,
    DateTimeKindSetting DateTimeKind = DateTimeKindSetting.Utc,
    bool DateOnly = false,
    NumberConverter Converter = NumberConverter.Strict,
    bool ItemsConfigured = false,
    string? CreatedTypeName = null,
    EquatableArray<ValueShape> Elements = default,
    string? PrimitiveItem = null,
    bool LocalSerializer = false)
{
    /// <summary>Null is a possible value (reference type or <c>Nullable&lt;T&gt;</c>).</summary>
    public bool CanBeNull => IsReferenceType || IsNullableValueType;
}
