using System;
using System.Text;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>The element name a document maps for these UTF-8 bytes, or null for a name it does not map.</summary>
internal delegate string? KnownElementName(ReadOnlySpan<byte> utf8);

/// <summary>
/// Decodes element names for the IBsonReader path. A name the document maps comes back as the generated code's own
/// string, matched on its bytes, without decoding or allocating, as the driver's class map does with its trie; any
/// other name is decoded exactly as the driver decodes it, errors included.
/// </summary>
internal sealed class ElementNameDecoder : INameDecoder
{
    private readonly KnownElementName _known;

    /// <summary>Creates the decoder of one document type.</summary>
    public ElementNameDecoder(KnownElementName known)
    {
        _known = known;
    }

    /// <inheritdoc/>
    public string Decode(BsonStream stream, UTF8Encoding encoding)
    {
        var utf8 = stream.ReadCStringBytes();
        return _known(utf8.AsSpan()) ?? Utf8Helper.DecodeUtf8String(utf8.Array, utf8.Offset, utf8.Count, encoding);
    }

    /// <inheritdoc/>
    /// <remarks>Readers that decode names themselves (JSON, BsonDocument) only inform the decoder: nothing to do.</remarks>
    public void Inform(string name)
    {
    }
}

/// <summary>
/// The name of an element that the span path has matched to a member before handing the element to the document's
/// reader. The reader steps over the name's bytes, which are that member's, and takes the generated code's string: the
/// reader is left as the driver's class map leaves it after reading the name (its current name set for the paths its
/// error messages quote), without decoding the name or matching it again.
/// </summary>
internal sealed class MatchedElementName : INameDecoder
{
    private readonly string _name;

    /// <summary>Creates the decoder of one member's element name.</summary>
    public MatchedElementName(string name)
    {
        _name = name;
    }

    /// <inheritdoc/>
    public string Decode(BsonStream stream, UTF8Encoding encoding)
    {
        stream.SkipCString();
        return _name;
    }

    /// <inheritdoc/>
    /// <remarks>Only binary readers are handed elements by the span path: nothing to do.</remarks>
    public void Inform(string name)
    {
    }
}
