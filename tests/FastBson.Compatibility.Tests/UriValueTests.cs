using System;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Uri text the driver's UriSerializer reads, and text it refuses: both serializers read it the same way, with the same
/// error, on every reader kind; the span path reads what is a URI and leaves the rest to the driver.
/// </summary>
public class UriValueTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(Links));

    [Theory]
    [InlineData("https://example.com/a?b=c#d", true)]
    [InlineData("relative/path with space", true)]
    [InlineData("", true)]
    [InlineData("https://例え.jp/パス", true)]
    [InlineData("http://", false)]
    [InlineData("https://exa mple.com:99999/", false)]
    public void Uri_text_is_read_as_the_driver_reads_it(string text, bool spanReads)
    {
        SameRead(new BsonString(text), spanReads);
    }

    [Fact]
    public void Other_bson_types_are_the_drivers_to_read_or_refuse()
    {
        SameRead(BsonNull.Value, spanReads: true);
        SameRead(new BsonInt32(5), spanReads: false);
        SameRead(BsonSymbolTable.Lookup("https://example.com/"), spanReads: false);
        SameRead(new BsonDocument("a", 1), spanReads: false);
    }

    private static void SameRead(BsonValue value, bool spanReads)
    {
        var bson = Oracle.ToRawBson(new BsonDocument { { "_id", 1 }, { "Home", new BsonString("/") }, { "Next", value } });
        Oracle.AssertSameReadAndMessage(LinksBsonSerializer.Instance, bson, Readers.All);
        Assert.True((Model.SpanReadRewritten(bson) is not null) == spanReads, $"the span path {(spanReads ? "declined" : "read")} {Convert.ToHexString(bson)}");
    }
}
