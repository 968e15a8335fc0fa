using System.Collections.Generic;
using System.IO;
using System.Runtime.CompilerServices;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// A <see cref="BsonBinaryReader"/> that records every element name and value read through the IBsonReader API
/// (<see cref="Reads"/>), apart from the document moves the span path makes legitimately to enter and leave a
/// document (<see cref="Moves"/>). Still a binary reader over the given stream, so the span path can open it.
/// </summary>
public sealed class CountingReader : BsonBinaryReader
{
    private readonly List<string> _reads = new();
    private readonly List<string> _moves = new();
    private readonly List<string> _topLevelNames = new();
    private readonly Dictionary<BsonReaderBookmark, int> _bookmarkDepths = new();

    // How deep the reader is: 1 inside the document read, more inside its values.
    private int _depth;

    // ReadEndDocument reads the terminator through ReadBsonType: that is part of the move, not an element read.
    private bool _moving;

    public CountingReader(Stream stream)
        : base(stream)
    {
    }

    /// <summary>Names and values read through the reader, by method name, in order.</summary>
    public IReadOnlyList<string> Reads => _reads;

    /// <summary>ReadStartDocument and ReadEndDocument calls, in order.</summary>
    public IReadOnlyList<string> Moves => _moves;

    /// <summary>The names of the document's own elements read through the reader (not those inside their values), in order.</summary>
    public IReadOnlyList<string> TopLevelNames => _topLevelNames;

    public override BsonType ReadBsonType()
    {
        // GetCurrentBsonType (not virtual) calls this at the top level, where it reads no byte and only says
        // "Document": only inside a document (state Type) does it read an element's type.
        if (State == BsonReaderState.Type)
        {
            Count();
        }

        return base.ReadBsonType();
    }

    public override void ReadStartDocument()
    {
        Move(base.ReadStartDocument);
        _depth++;
    }

    public override void ReadEndDocument()
    {
        Move(base.ReadEndDocument);
        _depth--;
    }

    // ReadName() (no decoder) calls this overload.
    public override string ReadName(INameDecoder nameDecoder)
    {
        var name = Counted(base.ReadName(nameDecoder));
        if (_depth == 1)
        {
            _topLevelNames.Add(name);
        }

        return name;
    }

    public override void SkipName()
    {
        Count();
        base.SkipName();
    }

    public override void SkipValue()
    {
        Count();
        base.SkipValue();
    }

    public override BsonBinaryData ReadBinaryData() => Counted(base.ReadBinaryData());

    public override bool ReadBoolean() => Counted(base.ReadBoolean());

    public override byte[] ReadBytes() => Counted(base.ReadBytes());

    public override long ReadDateTime() => Counted(base.ReadDateTime());

    public override Decimal128 ReadDecimal128() => Counted(base.ReadDecimal128());

    public override double ReadDouble() => Counted(base.ReadDouble());

    public override int ReadInt32() => Counted(base.ReadInt32());

    public override long ReadInt64() => Counted(base.ReadInt64());

    public override string ReadJavaScript() => Counted(base.ReadJavaScript());

    public override string ReadJavaScriptWithScope() => Counted(base.ReadJavaScriptWithScope());

    public override void ReadMaxKey()
    {
        Count();
        base.ReadMaxKey();
    }

    public override void ReadMinKey()
    {
        Count();
        base.ReadMinKey();
    }

    public override void ReadNull()
    {
        Count();
        base.ReadNull();
    }

    public override void ReadUndefined()
    {
        Count();
        base.ReadUndefined();
    }

    public override ObjectId ReadObjectId() => Counted(base.ReadObjectId());

    public override IByteBuffer ReadRawBsonArray() => Counted(base.ReadRawBsonArray());

    public override IByteBuffer ReadRawBsonDocument() => Counted(base.ReadRawBsonDocument());

    public override BsonRegularExpression ReadRegularExpression() => Counted(base.ReadRegularExpression());

    public override void ReadStartArray()
    {
        Count();
        base.ReadStartArray();
        _depth++;
    }

    public override void ReadEndArray()
    {
        Count();
        base.ReadEndArray();
        _depth--;
    }

    public override string ReadString() => Counted(base.ReadString());

    public override string ReadSymbol() => Counted(base.ReadSymbol());

    public override long ReadTimestamp() => Counted(base.ReadTimestamp());

    public override BsonReaderBookmark GetBookmark()
    {
        var bookmark = Counted(base.GetBookmark());
        _bookmarkDepths[bookmark] = _depth;
        return bookmark;
    }

    public override void ReturnToBookmark(BsonReaderBookmark bookmark)
    {
        Count();
        base.ReturnToBookmark(bookmark);

        // Peeking serializers (the driver's ObjectSerializer looks for a discriminator) enter a document and come back.
        _depth = _bookmarkDepths[bookmark];
    }

    private void Move(System.Action move, [CallerMemberName] string method = "")
    {
        _moves.Add(method);
        var outer = _moving;
        _moving = true;
        try
        {
            move();
        }
        finally
        {
            _moving = outer;
        }
    }

    private void Count([CallerMemberName] string method = "")
    {
        if (!_moving)
        {
            _reads.Add(method);
        }
    }

    private TValue Counted<TValue>(TValue value, [CallerMemberName] string method = "")
    {
        Count(method);
        return value;
    }
}
