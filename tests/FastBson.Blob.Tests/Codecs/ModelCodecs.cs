using System.Collections.Generic;
using System.Linq;
using FastBson.Blob.Tests.Models;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>
/// The codecs of the vector models, by the model's name in vectors.json: hand-written ones over the support code's
/// primitives for every model, and the ones FastBson generates for the models in MemoryPack's default layout. Every
/// vector test runs against both.
/// </summary>
internal static class ModelCodecs
{
    public const string HandWritten = "hand-written";
    public const string Generated = "generated";

    public static readonly IReadOnlyDictionary<string, IBlobCodec> ByName = new Dictionary<string, IBlobCodec>
    {
        ["Scalars"] = ScalarsCodec.Instance,
        ["Nullables"] = NullablesCodec.Instance,
        ["Strings"] = StringsCodec.Instance,
        ["Leaf"] = LeafCodec.Instance,
        ["Collections"] = CollectionsCodec.Instance,
        ["Selection"] = SelectionCodec.Instance,
        ["Market"] = MarketCodec.Instance,
        ["SelectionVT"] = SelectionVTCodec.Instance,
        ["MarketVT"] = MarketVTCodec.Instance,
        ["Holder"] = HolderCodec.Instance,
        ["EvolutionV1"] = EvolutionV1Codec.Instance,
        ["EvolutionV2"] = EvolutionV2Codec.Instance,
    };

    /// <summary>The generated codecs, of both layouts.</summary>
    public static readonly IReadOnlyDictionary<string, IBlobCodec> GeneratedByName = new Dictionary<string, IBlobCodec>
    {
        ["Scalars"] = new GeneratedCodec<Scalars>(ScalarsBsonSerializer.EncodeBlob, ScalarsBsonSerializer.TryDecodeBlob),
        ["Nullables"] = new GeneratedCodec<Nullables>(NullablesBsonSerializer.EncodeBlob, NullablesBsonSerializer.TryDecodeBlob),
        ["Strings"] = new GeneratedCodec<Strings>(StringsBsonSerializer.EncodeBlob, StringsBsonSerializer.TryDecodeBlob),
        ["Leaf"] = new GeneratedCodec<Leaf>(LeafBsonSerializer.EncodeBlob, LeafBsonSerializer.TryDecodeBlob),
        ["Collections"] = new GeneratedCodec<Collections>(CollectionsBsonSerializer.EncodeBlob, CollectionsBsonSerializer.TryDecodeBlob),
        ["Selection"] = new GeneratedCodec<Selection>(SelectionBsonSerializer.EncodeBlob, SelectionBsonSerializer.TryDecodeBlob),
        ["Market"] = new GeneratedCodec<Market>(MarketBsonSerializer.EncodeBlob, MarketBsonSerializer.TryDecodeBlob),
        ["Holder"] = new GeneratedCodec<Holder>(HolderBsonSerializer.EncodeBlob, HolderBsonSerializer.TryDecodeBlob),
        ["SelectionVT"] = new GeneratedCodec<SelectionVT>(SelectionVTBsonSerializer.EncodeBlob, SelectionVTBsonSerializer.TryDecodeBlob),
        ["MarketVT"] = new GeneratedCodec<MarketVT>(MarketVTBsonSerializer.EncodeBlob, MarketVTBsonSerializer.TryDecodeBlob),
        ["EvolutionV1"] = new GeneratedCodec<EvolutionV1>(EvolutionV1BsonSerializer.EncodeBlob, EvolutionV1BsonSerializer.TryDecodeBlob),
        ["EvolutionV2"] = new GeneratedCodec<EvolutionV2>(EvolutionV2BsonSerializer.EncodeBlob, EvolutionV2BsonSerializer.TryDecodeBlob),
    };

    public static IReadOnlyDictionary<string, IBlobCodec> Of(string source) => source == Generated ? GeneratedByName : ByName;

    /// <summary>Every (model, source) pair with a codec, as theory data of case ids.</summary>
    public static IEnumerable<object[]> With(IEnumerable<string> caseIds, System.Func<string, string> modelOf) =>
        from id in caseIds
        from source in new[] { HandWritten, Generated }
        where Of(source).ContainsKey(modelOf(id))
        select new object[] { id, source };
}
