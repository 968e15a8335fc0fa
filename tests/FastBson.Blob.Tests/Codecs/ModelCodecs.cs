using System.Collections.Generic;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>The codec of each vector model, by the model's name in vectors.json.</summary>
internal static class ModelCodecs
{
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
}
