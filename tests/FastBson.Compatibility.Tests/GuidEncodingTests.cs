using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.RawBson;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Every Guid encoding (<see cref="GuidEncodings"/>) in every Guid place of the <see cref="Guids"/> model (each member,
/// the first item of each collection, the first value of each dictionary), the rest of the document in strings, which
/// every GuidSerializer reads: the driver's object or its exception and message, on every reader kind that can hold the
/// bytes. <see cref="GuidModeTests"/> runs the same checks under every other Guid configuration of the driver.
/// </summary>
public class GuidEncodingTests
{
    /// <summary>The Guid places of the model: element name, and whether it is a single value, an array or a dictionary.</summary>
    private static readonly (string Name, byte Container)[] Places =
    {
        ("_id", 0), ("Plain", 0), ("Maybe", 0), ("List", ArrayType), ("Array", ArrayType), ("MaybeItems", ArrayType),
        ("ByName", DocumentType), ("MaybeByName", DocumentType), ("Standard", 0), ("CSharpLegacy", 0), ("JavaLegacy", 0),
        ("PythonLegacy", 0), ("Text", 0), ("MaybeText", 0), ("TextList", ArrayType), ("MaybeTextByName", DocumentType),
#if MONGODB_BSON_3_2
        ("MaybeJavaLegacy", 0), ("PythonLegacyList", ArrayType), ("StandardByName", DocumentType),
#endif
    };

    [Fact]
    public void Every_encoding_in_every_place_reads_as_the_driver_reads_it() => AssertEveryEncodingInEveryPlace();

    [Fact]
    public void Strings_are_read_on_the_span_path_in_every_place() => AssertStringsOnTheSpanPath();

    /// <summary>Also called in the copy of this assembly each Guid mode runs in.</summary>
    internal static void AssertEveryEncodingInEveryPlace()
    {
        var corpus = ModelCatalog.Get(nameof(Guids));
        foreach (var place in Places)
        {
            foreach (var encoding in GuidEncodings.All)
            {
                var bson = Build(place.Name, encoding);
                try
                {
                    corpus.AssertSameReadAndMessage(bson, encoding.TreesHoldIt ? Readers.All : Readers.Binary);
                }
                catch (Xunit.Sdk.XunitException ex)
                {
                    throw new Xunit.Sdk.XunitException($"{place.Name} = {encoding.Label}: {ex.Message}");
                }
            }
        }
    }

    /// <summary>Strings are read by every GuidSerializer, whatever its representation: the span path reads them itself.</summary>
    internal static void AssertStringsOnTheSpanPath()
    {
        var corpus = ModelCatalog.Get(nameof(Guids));
        var bson = Build(null, null);
        var span = corpus.SpanReadRewritten(bson);
        Assert.NotNull(span);
        Assert.Equal(corpus.DriverReadRewritten(bson), span);
    }

    /// <summary>The model in strings, with <paramref name="encoding"/> in one place (its first item or value for collections).</summary>
    private static byte[] Build(string? target, GuidEncodings.Encoding? encoding)
    {
        var elements = new List<byte[]>();
        var seed = 0;
        GuidEncodings.Encoding Next() => GuidEncodings.Text(new Guid(seed++, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
        foreach (var (name, container) in Places)
        {
            var first = name == target ? encoding! : Next();
            switch (container)
            {
                case ArrayType:
                    var second = Next();
                    elements.Add(Element(ArrayType, name, RawBson.Array((first.Type, first.Value), (second.Type, second.Value))));
                    break;
                case DocumentType:
                    var other = Next();
                    elements.Add(Element(DocumentType, name, Document(Element(first.Type, "a", first.Value), Element(other.Type, "b", other.Value))));
                    break;
                default:
                    elements.Add(Element(first.Type, name, first.Value));
                    break;
            }
        }

        return Document(elements.ToArray());
    }
}
