using FastBson.Compatibility.Tests.Infrastructure;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// The generated serializer called mid-stream, between other elements (as the driver calls a registered
/// serializer for a nested document): it must leave the reader exactly where the driver leaves it, also
/// when the nested document is damaged.
/// </summary>
public class NestedPositionTests
{
    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Nested_documents_are_read_from_the_middle_of_a_stream(string model)
    {
        var corpus = ModelCatalog.Get(model);
        var documents = corpus.DriverDocuments(100, seed: 41);
        for (var i = 0; i < documents.Length; i++)
        {
            corpus.AssertSameNestedRead(Envelope.Wrap(documents[i]), i % 10 == 0 ? Readers.All : Readers.Binary);
        }
    }

    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Damaged_nested_documents_fail_or_succeed_like_the_driver(string model)
    {
        var corpus = ModelCatalog.Get(model);
        var envelope = Envelope.Wrap(corpus.DriverDocuments(1, seed: 42)[0]);
        foreach (var (label, bytes) in Corruptions.All(envelope, seed: 43, flips: 30))
        {
            try
            {
                corpus.AssertSameNestedRead(bytes, Readers.Binary);
            }
            catch (Xunit.Sdk.XunitException ex)
            {
                throw new Xunit.Sdk.XunitException($"{corpus.Name}, {label}: {ex.Message}");
            }
        }
    }
}
