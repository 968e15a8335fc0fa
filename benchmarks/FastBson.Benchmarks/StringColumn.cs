using System;
using System.Collections.Generic;

namespace FastBson.Benchmarks;

/// <summary>
/// Decoded strings kept flat: every string's UTF-16 chars one after the other in one array, and their lengths. A
/// floor reads them back in the order they were added, allocating a new string for each as a reader must, but
/// decoding nothing. Flat on purpose: a few large arrays of primitives cost the garbage collector nothing to keep
/// between iterations, unlike hundreds of thousands of retained strings.
/// </summary>
internal sealed class StringColumn
{
    private readonly char[] _chars;
    private readonly int[] _lengths;

    private StringColumn(char[] chars, int[] lengths)
    {
        _chars = chars;
        _lengths = lengths;
    }

    /// <summary>A cursor at the first string.</summary>
    public Cursor Start() => new(this);

    /// <summary>Collects strings in order, then freezes them into a column.</summary>
    public sealed class Builder
    {
        private readonly List<char> _chars = new();
        private readonly List<int> _lengths = new();

        public void Add(string value)
        {
            _chars.AddRange(value);
            _lengths.Add(value.Length);
        }

        public StringColumn Build() => new(_chars.ToArray(), _lengths.ToArray());
    }

    /// <summary>Reads the column's strings in order.</summary>
    public struct Cursor
    {
        private readonly StringColumn _column;
        private int _index;
        private int _offset;

        public Cursor(StringColumn column)
        {
            _column = column;
            _index = 0;
            _offset = 0;
        }

        /// <summary>A new string with the next decoded value.</summary>
        public string Next()
        {
            var length = _column._lengths[_index++];
            var value = new string(_column._chars.AsSpan(_offset, length));
            _offset += length;
            return value;
        }
    }
}
