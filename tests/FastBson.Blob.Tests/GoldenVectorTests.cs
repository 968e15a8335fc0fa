using System;
using System.Linq;
using FastBson.Blob.Tests.Codecs;
using FastBson.Blob.Tests.Vectors;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// Every case MemoryPack wrote: the value encodes to exactly its bytes, the bytes decode to the value, and the
/// evolution cases decode with the other version's codec to the expected value.
/// </summary>
public class GoldenVectorTests
{
    [Theory]
    [MemberData(nameof(GoldenVectors.CaseIdsByCodec), MemberType = typeof(GoldenVectors))]
    public void ValueEncodesToTheGoldenBytes(string id, string source)
    {
        var vector = GoldenVectors.Get(id);
        var codec = ModelCodecs.Of(source)[vector.Model];

        var bytes = codec.Encode(ValueJson.ToObject(vector.Value, codec.ModelType));

        Assert.Equal(vector.Hex, Convert.ToHexStringLower(bytes));
    }

    [Theory]
    [MemberData(nameof(GoldenVectors.CaseIdsByCodec), MemberType = typeof(GoldenVectors))]
    public void GoldenBytesDecodeToTheValue(string id, string source)
    {
        var vector = GoldenVectors.Get(id);
        var codec = ModelCodecs.Of(source)[vector.Model];

        Assert.True(codec.TryDecode(vector.Bytes, out var decoded), "the golden bytes did not decode");

        DeepEquality.AssertEqual(ValueJson.ToObject(vector.Value, codec.ModelType), decoded);
    }

    [Theory]
    [MemberData(nameof(GoldenVectors.EvolutionCaseIdsByCodec), MemberType = typeof(GoldenVectors))]
    public void OtherVersionReadsTheExpectedValue(string id, string source)
    {
        var vector = GoldenVectors.Get(id);
        var codec = ModelCodecs.Of(source)[vector.ReadAs!];

        Assert.True(codec.TryDecode(vector.Bytes, out var decoded), $"{vector.ReadAs} did not read the {vector.Model} bytes");

        DeepEquality.AssertEqual(ValueJson.ToObject(vector.Expected!.Value, codec.ModelType), decoded);
    }

    [Fact]
    public void EveryVectorModelHasACodecWhoseClassMirrorsIt()
    {
        Assert.Equal(26, GoldenVectors.Cases.Count);
        Assert.Equal(4, GoldenVectors.Cases.Count(c => c.ReadAs is not null));
        foreach (var model in GoldenVectors.Models.EnumerateObject())
        {
            var expectedMembers = model.Value.GetProperty("members").EnumerateArray()
                .OrderBy(m => m.GetProperty("order").GetInt32())
                .Select(m => m.GetProperty("name").GetString()!)
                .ToList();
            var properties = ModelCodecs.ByName[model.Name].ModelType.GetProperties().Select(p => p.Name).ToList();
            Assert.Equal(expectedMembers, properties);
        }
    }
}
