using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Leaf in MemoryPack's default layout: member count, then the members in order.</summary>
internal sealed class LeafCodec : BlobCodec<Leaf>
{
    public static readonly LeafCodec Instance = new();

    public override void Write(BlobWriter writer, Leaf? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        writer.WriteObjectHeader(2);
        writer.WriteUnmanaged(value.X);
        writer.WriteString(value.Label);
    }

    public override bool TryRead(ref BlobReader reader, out Leaf? value)
    {
        value = null;
        if (!reader.TryReadObjectHeader(2, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        int x = default;
        string? label = default;

        if ((count > 0 && !reader.TryReadUnmanaged(out x))
            || (count > 1 && !reader.TryReadString(out label)))
        {
            return false;
        }

        value = new Leaf
        {
            X = x,
            Label = label,
        };
        return true;
    }
}
