using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Documents the driver did not write itself: reordered, duplicated, missing, unknown and discriminator
/// elements, and values of every BSON type in every place. The generated serializer must give the driver's
/// object, or throw the driver's exception with the driver's message, on every reader kind.
/// </summary>
public class MutationTests
{
    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Reordered_duplicated_missing_and_unknown_elements(string model)
    {
        var corpus = ModelCatalog.Get(model);
        foreach (var bson in corpus.DriverDocuments(3, seed: 21))
        {
            foreach (var (label, document) in DocumentMutations.Structural(Readers.Tree(bson)))
            {
                AssertSame(corpus, label, document, Readers.All);
            }
        }
    }

    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Values_of_every_bson_type_in_every_place(string model)
    {
        var corpus = ModelCatalog.Get(model);
        var documents = corpus.DriverDocuments(2, seed: 22);
        for (var d = 0; d < documents.Length; d++)
        {
            var count = 0;
            foreach (var (label, document) in DocumentMutations.Values(Readers.Tree(documents[d])))
            {
                // The tree readers are slow to build: they see every seventh variation.
                AssertSame(corpus, label, document, count++ % 7 == d ? Readers.All : Readers.Binary);
            }
        }
    }

    private static void AssertSame(ModelCase corpus, string label, BsonDocument document, ReaderKind[] kinds)
    {
        try
        {
            corpus.AssertSameReadAndMessage(Oracle.ToRawBson(document), kinds);
        }
        catch (Xunit.Sdk.XunitException ex)
        {
            throw new Xunit.Sdk.XunitException($"{corpus.Name}, {label}: {ex.Message}");
        }
    }
}
