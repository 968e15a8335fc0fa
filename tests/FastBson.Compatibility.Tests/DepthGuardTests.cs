using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.StackThreads;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// The nesting limit (<see cref="FastBsonSerializers.MaxReadDepth"/>): documents nested far deeper than any the server
/// stores, read on every reader kind, on threads with 1 MB and 256 KB stacks. Beyond the limit each path throws
/// <see cref="FastBsonDepthException"/>, where a stack overflow would end the test process; at the limit, the result
/// is the driver's.
/// </summary>
/// <remarks>
/// The deep inputs are built without recursion (bytes, JSON text, and trees alike), and the driver reads them on a
/// thread with a large stack: its class map has no limit, and a deep document overflows a normal stack.
/// </remarks>
[Collection(MaxReadDepthCollection.Name)]
public class DepthGuardTests
{
    private const int OneMegabyte = 1024 * 1024;
    private const int SmallStack = 256 * 1024;
    private const int DriverStack = 256 * 1024 * 1024;

    private static readonly ReaderKind[] Kinds = Readers.All;

    public static IEnumerable<object[]> KindsAndStacks()
    {
        foreach (var kind in Kinds)
        {
            yield return new object[] { kind, OneMegabyte };
            yield return new object[] { kind, SmallStack };
        }
    }

    [Theory]
    [MemberData(nameof(KindsAndStacks))]
    public void A_document_of_nodes_100000_levels_deep_is_refused(ReaderKind kind, int stackSize)
    {
        foreach (var shape in new[] { Nesting.Children, Nesting.Named })
        {
            var input = DeepNodes(100_000, shape);
            var error = OnThread(stackSize, () => Assert.ThrowsAny<FastBsonDepthException>(() => Read(NodeBsonSerializer.Instance, kind, input)));

            // A FormatException, as the driver's read errors are, and not wrapped once per level.
            Assert.IsAssignableFrom<FormatException>(error);
            Assert.Null(error.InnerException);
            Assert.Equal(FastBsonSerializers.MaxReadDepth, error.MaxDepth);
            Assert.Contains(FastBsonSerializers.MaxReadDepth.ToString(CultureInfo.InvariantCulture), error.Message, StringComparison.Ordinal);
            if (stackSize == OneMegabyte)
            {
                // The default limit fits a 1 MB stack: it is the limit that refuses the document, not the stack.
                Assert.False(error.StackExhausted);
            }
        }
    }

    [Theory]
    [MemberData(nameof(KindsAndStacks))]
    public void BsonValue_members_100000_levels_deep_are_refused(ReaderKind kind, int stackSize)
    {
        foreach (var (member, arrays) in DeepMembers)
        {
            AssertRefused100000LevelsDeep(BsonValuesBsonSerializer.Instance, member, arrays, kind, stackSize);
        }
    }

    /// <summary>
    /// A decimal in the Array representation whose array is not its four Int32 bits is read, as the driver reads it, by
    /// the driver's BsonArraySerializer, which recurses once per nested array: within the limit too.
    /// </summary>
    [Theory]
    [MemberData(nameof(KindsAndStacks))]
    public void Decimals_in_arrays_100000_levels_deep_are_refused(ReaderKind kind, int stackSize)
    {
        foreach (var member in DecimalArrayMembers)
        {
            AssertRefused100000LevelsDeep(DecimalArraysBsonSerializer.Instance, member, arrays: true, kind, stackSize);
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void Decimals_in_arrays_at_the_limit_fail_as_the_driver_fails(ReaderKind kind)
    {
        foreach (var member in DecimalArrayMembers)
        {
            // An array of arrays holds no Int32 bits: the driver's error (its AsInt32 cast, wrapped with the member's name).
            AssertAsTheDriverAtTheLimit(DecimalArraysBsonSerializer.Instance, member, arrays: true, kind, "throws:System.FormatException");
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void Nodes_at_the_limit_read_as_the_driver_reads_them_on_a_1MB_stack(ReaderKind kind)
    {
        // Nodes 0 to levels - 1, each one level: exactly the limit.
        var levels = FastBsonSerializers.MaxReadDepth;
        foreach (var shape in new[] { Nesting.Children, Nesting.Named })
        {
            var input = DeepNodes(levels - 1, shape);
            var expected = Outcome(Oracle.Driver<Node>(), kind, input, DriverStack);
            var actual = Outcome(NodeBsonSerializer.Instance, kind, input, OneMegabyte);
            Assert.StartsWith("ok:", expected, StringComparison.Ordinal);
            Assert.Equal(expected, actual);

            // One level more is refused.
            var deeper = DeepNodes(levels, shape);
            OnThread(OneMegabyte, () => Assert.ThrowsAny<FastBsonDepthException>(() => Read(NodeBsonSerializer.Instance, kind, deeper)));
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void BsonValue_members_at_the_limit_read_as_the_driver_reads_them(ReaderKind kind)
    {
        foreach (var (member, arrays) in DeepMembers)
        {
            AssertAsTheDriverAtTheLimit(BsonValuesBsonSerializer.Instance, member, arrays, kind, "ok:");
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void BsonValue_members_at_the_limit_read_or_are_refused_cleanly_on_a_256KB_stack(ReaderKind kind)
    {
        // A 256 KB stack does not hold the limit. Where the driver's serializers read the value (the IBsonReader path),
        // a value deeper than the server stores is read on a thread of its own, with a stack for its depth, so it reads
        // as the driver reads it. Where FastBson's own code recurses (the span path), each level checks the stack, and
        // the read stops, cleanly, when it runs short.
        foreach (var (member, arrays) in DeepMembers)
        {
            var input = DeepValue(member, FastBsonSerializers.MaxReadDepth - 1, arrays);
            var expected = Outcome(Oracle.Driver<BsonValues>(), kind, input, DriverStack);
            var actual = Outcome(BsonValuesBsonSerializer.Instance, kind, input, SmallStack);
            var stackRanShort = actual.StartsWith($"throws:{typeof(FastBsonDepthException).FullName}: The document is nested too deeply for the stack", StringComparison.Ordinal);
            Assert.True(expected == actual || (stackRanShort && member != "Anything"), $"{member}: driver {Shorten(expected)}, generated {Shorten(actual)}");
            if (!Readers.Buffer.Contains(kind))
            {
                Assert.Equal(expected, actual);
            }
        }
    }

    /// <summary>
    /// Members whose values the generated code reads as BsonValue trees (on the span path itself, on the IBsonReader path
    /// through the driver's serializers), and an <c>object</c> member, which the driver's ObjectSerializer reads.
    /// </summary>
    private static readonly (string Member, bool Arrays)[] DeepMembers =
    {
        ("Document", false), ("Array", true), ("Any", false), ("Any", true), ("Anything", false), ("Anything", true),
    };

    private static string Shorten(string text) => text.Length <= 300 ? text : text[..300] + "...";

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void The_limit_is_settable(ReaderKind kind)
    {
        var input = DeepNodes(30, Nesting.Children);
        var previous = FastBsonSerializers.MaxReadDepth;
        try
        {
            FastBsonSerializers.MaxReadDepth = 31;
            Assert.StartsWith("ok:", Outcome(NodeBsonSerializer.Instance, kind, input, DriverStack), StringComparison.Ordinal);

            FastBsonSerializers.MaxReadDepth = 30;
            var error = Assert.ThrowsAny<FastBsonDepthException>(() => Read(NodeBsonSerializer.Instance, kind, input));
            Assert.Equal(30, error.MaxDepth);
            Assert.Contains("30 levels", error.Message, StringComparison.Ordinal);

            // The count starts again at the next document: a refused one leaves nothing behind on the thread.
            FastBsonSerializers.MaxReadDepth = 31;
            Assert.StartsWith("ok:", Outcome(NodeBsonSerializer.Instance, kind, input, DriverStack), StringComparison.Ordinal);
        }
        finally
        {
            FastBsonSerializers.MaxReadDepth = previous;
        }
    }

    [Fact]
    public void The_limit_refuses_values_below_one()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => FastBsonSerializers.MaxReadDepth = 0);
        Assert.Equal(FastBsonSerializers.DefaultMaxReadDepth, FastBsonSerializers.MaxReadDepth);
    }

    [Fact]
    public void Writing_obeys_the_writers_MaxSerializationDepth_as_the_driver_does()
    {
        // A chain of 60 nodes is 120 levels of BSON (each node's list is one): past the writer's default of 100.
        var root = new Node { Id = 0 };
        var node = root;
        for (var i = 1; i < 60; i++)
        {
            var child = new Node { Id = i };
            node.Children = new List<Node> { child };
            node = child;
        }

        var expected = Assert.ThrowsAny<Exception>(() => Oracle.Write(Oracle.Driver<Node>(), root));
        var actual = Assert.ThrowsAny<Exception>(() => Oracle.Write(NodeBsonSerializer.Instance, root));
        Assert.Equal(expected.GetType(), actual.GetType());
        Assert.Equal(expected.Message, actual.Message);

        // Within a raised limit both write the same bytes.
        Assert.Equal(
            Oracle.Write(Oracle.Driver<Node>(), root, maxSerializationDepth: 200),
            Oracle.Write(NodeBsonSerializer.Instance, root, maxSerializationDepth: 200));
    }

    /// <summary>A value of <paramref name="member"/> nesting 100,000 documents or arrays is refused, by the limit on a 1 MB stack.</summary>
    private static void AssertRefused100000LevelsDeep<T>(IBsonSerializer<T> serializer, string member, bool arrays, ReaderKind kind, int stackSize)
    {
        var input = DeepValue(member, 100_000, arrays);
        var error = OnThread(stackSize, () => Assert.ThrowsAny<FastBsonDepthException>(() => Read(serializer, kind, input)));
        if (stackSize == OneMegabyte)
        {
            Assert.False(error.StackExhausted, $"{member}: {error.Message}");
        }
    }

    /// <summary>
    /// A value of <paramref name="member"/> at the limit (the document is one level, the value nests the rest) reads on a
    /// 1 MB stack as the driver reads it, whose outcome starts with <paramref name="driverOutcome"/>; one level more is refused.
    /// </summary>
    private static void AssertAsTheDriverAtTheLimit<T>(IBsonSerializer<T> serializer, string member, bool arrays, ReaderKind kind, string driverOutcome)
    {
        var input = DeepValue(member, FastBsonSerializers.MaxReadDepth - 1, arrays);
        var expected = Outcome(Oracle.Driver<T>(), kind, input, DriverStack);
        var actual = Outcome(serializer, kind, input, OneMegabyte);
        Assert.StartsWith(driverOutcome, expected, StringComparison.Ordinal);
        Assert.True(expected == actual, $"{member}: driver {Shorten(expected)}, generated {Shorten(actual)}");

        var deeper = DeepValue(member, FastBsonSerializers.MaxReadDepth, arrays);
        OnThread(OneMegabyte, () => Assert.ThrowsAny<FastBsonDepthException>(() => Read(serializer, kind, deeper)));
    }

    private static readonly string[] DecimalArrayMembers = { nameof(DecimalArrays.Bits), nameof(DecimalArrays.MaybeBits) };

    private enum Nesting
    {
        /// <summary><c>{ _id: 0, Children: [ { _id: 1, Children: [ … ] } ] }</c>.</summary>
        Children,

        /// <summary><c>{ _id: 0, Named: { n: { _id: 1, Named: { n: … } } } }</c>.</summary>
        Named,
    }

    private static T Read<T>(IBsonSerializer<T> serializer, ReaderKind kind, DeepInput input)
    {
        using var reader = input.Reader(kind);
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }

    /// <summary>
    /// The value read on a thread with a stack of <paramref name="stackSize"/> bytes, re-serialized by the driver (on a
    /// thread with room for its recursion), or the exception's type and message.
    /// </summary>
    private static string Outcome<T>(IBsonSerializer<T> serializer, ReaderKind kind, DeepInput input, int stackSize)
    {
        var (value, error) = OnThread(stackSize, () =>
        {
            try
            {
                return (Read(serializer, kind, input), (string?)null);
            }
            catch (Exception ex) when (ex is not Xunit.Sdk.XunitException)
            {
                return (default(T), $"throws:{ex.GetType().FullName}: {ex.Message}");
            }
        });

        return error ?? "ok:" + OnThread(DriverStack, () => Convert.ToHexString(Oracle.Write(Oracle.Driver<T>(), value!, maxSerializationDepth: int.MaxValue)));
    }

    /// <summary>Nodes 0 to <paramref name="levels"/>, each in the one before it.</summary>
    private static DeepInput DeepNodes(int levels, Nesting shape)
    {
        var input = new DeepInput();
        for (var level = 0; level <= levels; level++)
        {
            input.StartDocument();
            input.Int32("_id", level);
            if (level == levels)
            {
                input.String("Label", "leaf");
                break;
            }

            if (shape == Nesting.Children)
            {
                input.StartArray("Children");
                input.Name("0");
            }
            else
            {
                input.StartDocument("Named");
                input.Name("n");
            }
        }

        // Each level but the innermost closes its node and the list or dictionary around the next one.
        input.EndDocument();
        for (var level = 0; level < levels; level++)
        {
            if (shape == Nesting.Children)
            {
                input.EndArray();
            }
            else
            {
                input.EndDocument();
            }

            input.EndDocument();
        }

        return input;
    }

    /// <summary>
    /// <c>{ _id: 1, member: { d: { d: … { leaf: 1 } } } }</c>, or with arrays <c>[ [ … [ 1 ] ] ]</c>: a value that nests
    /// <paramref name="levels"/> documents or arrays, itself included.
    /// </summary>
    private static DeepInput DeepValue(string member, int levels, bool arrays)
    {
        var input = new DeepInput();
        input.StartDocument();
        input.Int32("_id", 1);
        for (var i = 0; i < levels; i++)
        {
            var name = i == 0 ? member : arrays ? "0" : "d";
            if (arrays)
            {
                input.StartArray(name);
            }
            else
            {
                input.StartDocument(name);
            }
        }

        input.Int32(arrays ? "0" : "leaf", 1);
        for (var i = 0; i < levels; i++)
        {
            if (arrays)
            {
                input.EndArray();
            }
            else
            {
                input.EndDocument();
            }
        }

        input.EndDocument();
        return input;
    }

    /// <summary>
    /// One deep document built in one pass, as BSON bytes, as canonical JSON text and as a BsonDocument tree, with no
    /// recursion anywhere (the driver's tree and JSON builders recurse once per level).
    /// </summary>
    private sealed class DeepInput
    {
        private readonly List<byte> _bytes = new();
        private readonly Stack<int> _starts = new();
        private readonly StringBuilder _json = new();
        private readonly Stack<BsonValue> _open = new();
        private string? _pendingName;
        private bool _first = true;
        private BsonDocument? _root;

        public void StartDocument(string? name = null) => Start(name, new BsonDocument(), 0x03, '{');

        public void StartArray(string name) => Start(name, new BsonArray(), 0x04, '[');

        /// <summary>Names the next value (a document, the item of an array or the value of a dictionary).</summary>
        public void Name(string name) => _pendingName = name;

        public void Int32(string name, int value)
        {
            Element(0x10, name);
            _bytes.AddRange(BitConverter.GetBytes(value));
            _json.Append(value.ToString(CultureInfo.InvariantCulture));
            Add(name, value);
        }

        public void String(string name, string value)
        {
            Element(0x02, name);
            var utf8 = Encoding.UTF8.GetBytes(value);
            _bytes.AddRange(BitConverter.GetBytes(utf8.Length + 1));
            _bytes.AddRange(utf8);
            _bytes.Add(0);
            _json.Append('"').Append(value).Append('"');
            Add(name, value);
        }

        public void EndDocument() => End('}');

        public void EndArray() => End(']');

        public IBsonReader Reader(ReaderKind kind) => kind switch
        {
            ReaderKind.BsonDocument => new BsonDocumentReader(_root!),
            ReaderKind.Json => new JsonReader(_json.ToString()),
            _ => new BsonBinaryReader(Readers.BinaryStream(kind, _bytes.ToArray())),
        };

        private void Start(string? name, BsonValue container, byte type, char bracket)
        {
            name ??= _pendingName;
            _pendingName = null;
            if (name is not null)
            {
                Element(type, name);
                Add(name, container);
            }
            else
            {
                _root = (BsonDocument)container;
            }

            _starts.Push(_bytes.Count);
            _bytes.AddRange(new byte[4]);
            _json.Append(bracket);
            _first = true;
            _open.Push(container);
        }

        private void End(char bracket)
        {
            _bytes.Add(0);
            var start = _starts.Pop();
            var length = BitConverter.GetBytes(_bytes.Count - start);
            for (var i = 0; i < 4; i++)
            {
                _bytes[start + i] = length[i];
            }

            _json.Append(bracket);
            _first = false;
            _open.Pop();
        }

        private void Element(byte type, string name)
        {
            _bytes.Add(type);
            _bytes.AddRange(Encoding.UTF8.GetBytes(name));
            _bytes.Add(0);
            if (!_first)
            {
                _json.Append(", ");
            }

            _first = false;
            if (_open.Peek() is BsonDocument)
            {
                _json.Append('"').Append(name).Append("\": ");
            }
        }

        private void Add(string name, BsonValue value)
        {
            switch (_open.Peek())
            {
                case BsonDocument document:
                    document.Add(name, value);
                    break;
                case BsonArray array:
                    array.Add(value);
                    break;
            }
        }
    }
}

/// <summary>Tests that change <see cref="FastBsonSerializers.MaxReadDepth"/>, which every reader in the process obeys, run alone.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class MaxReadDepthCollection
{
    public const string Name = "MaxReadDepth";
}
