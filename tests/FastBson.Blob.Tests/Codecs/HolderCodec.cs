using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Holder in MemoryPack's default layout: member count, then the members in order.</summary>
internal sealed class HolderCodec : BlobCodec<Holder>
{
    public static readonly HolderCodec Instance = new();

    public override void Write(BlobWriter writer, Holder? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        writer.WriteObjectHeader(2);
        writer.WriteUnmanaged(value.Version);
        MarketCodec.Instance.Write(writer, value.Inner);
    }

    public override bool TryRead(ref BlobReader reader, out Holder? value)
    {
        value = null;
        if (!reader.TryReadObjectHeader(2, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        int version = default;
        Market? inner = default;

        if ((count > 0 && !reader.TryReadUnmanaged(out version))
            || (count > 1 && !MarketCodec.Instance.TryRead(ref reader, out inner)))
        {
            return false;
        }

        value = new Holder
        {
            Version = version,
            Inner = inner,
        };
        return true;
    }
}
