using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// What the generated code creates and writes for one declared collection type: the type the driver's serializer for it
/// creates, and the runtime types the generated loop writes as the driver would (any other goes to the driver's serializer).
/// Each function takes the type arguments as C# (<c>T</c>, or <c>TKey, TValue</c>).
/// </summary>
/// <param name="Accumulator">The type the span path fills (created for the counted items) and the reader path's dictionaries fill.</param>
/// <param name="Copy">Sequences on the IBsonReader path: the accumulator made of the pooled <c>List&lt;T&gt;</c> given as the second argument.</param>
/// <param name="Result">The value made of a filled accumulator (the second argument).</param>
/// <param name="Written">The runtime types the generated loop writes; none when any value of the declared type is written alike.</param>
internal sealed record CollectionType(
    Func<string, string> Accumulator,
    Func<string, string, string> Copy,
    Func<string, string, string> Result,
    Func<string, string[]> Written)
{
    /// <summary>Items are stored by index into an accumulator created at its exact size (<c>T[]</c>).</summary>
    public bool IsIndexed { get; init; }

    /// <summary>The number of dimensions of a multi-dimensional array (<c>T[,]</c>: 2); 1 for every other collection.</summary>
    public int Rank { get; init; } = 1;

    /// <summary>The accumulator's method that adds one item read, in array order (<c>Add</c>, <c>Enqueue</c>, <c>Push</c>).</summary>
    public string AddMethod { get; init; } = "Add";

    /// <summary>
    /// The runtime types the generated loop writes when a serializer option of the member configures the items; by default
    /// <see cref="Written"/>. (An interface's serializer applies the option only to the implementation it creates.)
    /// </summary>
    public Func<string, string[]>? WrittenConfigured { get; init; }

    /// <summary>The items of a value (the expression given) in the order the driver writes them.</summary>
    public Func<string, string> WriteOrder { get; init; } = value => value;

    /// <summary>
    /// An empty accumulator, given the type arguments and the count of items to come (empty on the IBsonReader path, which
    /// does not count them); by default the accumulator type's constructor that takes that count.
    /// </summary>
    public Func<string, string, string>? Creation { get; init; }

    /// <summary>
    /// A dictionary accumulator's add on the span path, given the key and the value: false for a key it already holds, so
    /// the span path declines and the driver raises its own error (or keeps the entry, as its accumulator may).
    /// </summary>
    public Func<string, string, string> TryAdd { get; init; } = (key, value) => $"items.TryAdd({key}, {value})";

    /// <summary>
    /// A dictionary accumulator's add on the IBsonReader path, given the key and the value: an add that refuses a key the
    /// accumulator holds with the exception the driver's accumulator raises.
    /// </summary>
    public Func<string, string, string> Add { get; init; } = (key, value) => $"items.Add({key}, {value})";

    /// <summary>
    /// A dictionary whose serializer holds its own key and value serializers, created with it rather than looked up (the
    /// non-generic dictionary's ObjectSerializers): the generated code hands keys and values to those.
    /// </summary>
    public bool HoldsItemSerializers { get; init; }

    /// <summary>The type of a dictionary's entries, as its enumeration gives them (<c>var</c>: a KeyValuePair).</summary>
    public string EntryType { get; init; } = "var";

    /// <summary>A dictionary: key/value entries (<c>TKey, TValue</c>), read and written by <see cref="DictionaryKind"/>.</summary>
    public bool IsDictionary { get; init; }

    /// <summary>
    /// Sequences on the IBsonReader path whose driver's serializer adds each item to a builder as it reads it, and whose
    /// builder may refuse one (a sorted builder's comparer, for items that do not compare themselves): the builder, given
    /// the type arguments, which the generated code fills the same way and makes the result of with <c>ToImmutable()</c>,
    /// so that the refusal is the driver's exception, raised before a later item is read. Null: a pooled list.
    /// </summary>
    public Func<string, string>? ReaderBuilder { get; init; }

    /// <summary>The expression <see cref="ReaderBuilder"/> gives, or null.</summary>
    public string? ReaderBuilderOf(ValueShape shape) => ReaderBuilder?.Invoke(TypeArguments(shape, annotated: true));

    /// <summary>
    /// Whether the driver's serializer for the type takes a serializer option (<c>[BsonRepresentation]</c> for its items,
    /// <c>[BsonDictionaryOptions]</c>) and still reads what it wrote; where it does not, such a member stays with the driver.
    /// </summary>
    public bool TakesOptions { get; init; } = true;

    /// <summary>
    /// The name of the driver's serializer for the type where it refuses every serializer option outright, or null: a
    /// serializer that neither takes the option itself nor hands it to a child (no <c>IChildSerializerConfigurable</c>), so
    /// the driver's class map throws NotSupportedException when it applies the attribute (see DriverRefusals).
    /// </summary>
    public string? RefusesOptions { get; init; }

    /// <summary>
    /// A statement the write runs first, given the type arguments and the value: for a collection whose own enumeration
    /// refuses some values (a default <c>ImmutableArray&lt;T&gt;</c>), the driver's error for them.
    /// </summary>
    public Func<string, string, string>? WriteGuard { get; init; }

    /// <summary>
    /// For a result whose making may throw (a sorted set of items that fail to compare): on the span path, a bool
    /// expression, given the type arguments and the filled accumulator, that makes the result into <c>value</c>, false
    /// where making it throws; the span path then declines, and the IBsonReader path raises the driver's exception.
    /// </summary>
    public Func<string, string, string>? TryResult { get; init; }

    /// <summary>The expression <see cref="TryResult"/> gives for a filled accumulator, or null.</summary>
    public string? TryResultOf(ValueShape shape, string items) => TryResult?.Invoke(TypeArguments(shape, annotated: true), items);

    public string AccumulatorOf(ValueShape shape) => Accumulator(TypeArguments(shape, annotated: true));

    /// <summary>The statement <see cref="WriteGuard"/> gives for a value, or null.</summary>
    public string? WriteGuardOf(ValueShape shape, string value) => WriteGuard?.Invoke(TypeArguments(shape, annotated: true), value);

    /// <summary>An empty accumulator for <paramref name="count"/> items (empty: not counted).</summary>
    public string NewAccumulator(ValueShape shape, string count) =>
        Creation is { } creation ? creation(TypeArguments(shape, annotated: true), count) : $"new {AccumulatorOf(shape)}({count})";

    public string CopyOf(ValueShape shape, string pooled) => Copy(TypeArguments(shape, annotated: true), pooled);

    public string ResultOf(ValueShape shape, string items) => Result(TypeArguments(shape, annotated: true), items);

    /// <summary>The runtime types the generated loop writes: as <c>typeof</c> takes them, and as a cast to them is declared.</summary>
    public (string RuntimeType, string DeclaredType)[] WrittenOf(ValueShape shape)
    {
        var written = shape.ItemsConfigured && WrittenConfigured is { } configured ? configured : Written;
        var runtime = written(TypeArguments(shape, annotated: false));
        var declared = written(TypeArguments(shape, annotated: true));
        var types = new (string, string)[runtime.Length];
        for (var i = 0; i < types.Length; i++)
        {
            types[i] = (runtime[i], declared[i]);
        }

        return types;
    }

    /// <summary>The type arguments as written in C#: with nullable annotations for declarations, without for <c>typeof</c>.</summary>
    private static string TypeArguments(ValueShape shape, bool annotated)
    {
        var item = Name(shape.Item!, annotated);
        return shape.Key is null ? item : $"{Name(shape.Key, annotated)}, {item}";
    }

    private static string Name(ValueShape shape, bool annotated) =>
        annotated ? shape.TypeName : shape.CoreTypeName + (shape.IsNullableValueType ? "?" : string.Empty);
}
