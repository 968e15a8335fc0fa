using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Selection in MemoryPack's default layout: member count, then the members in order.</summary>
internal sealed class SelectionCodec : BlobCodec<Selection>
{
    public static readonly SelectionCodec Instance = new();

    public override void Write(BlobWriter writer, Selection? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        writer.WriteObjectHeader(5);
        writer.WriteUnmanaged(value.Id);
        writer.WriteString(value.Name);
        writer.WriteUnmanaged(value.Price);
        writer.WriteUnmanaged(value.Result);
        writer.WriteNullable(value.Winner);
    }

    public override bool TryRead(ref BlobReader reader, out Selection? value)
    {
        value = null;
        if (!reader.TryReadObjectHeader(5, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        long id = default;
        string? name = default;
        double price = default;
        SelectionResult result = default;
        bool? winner = default;

        if ((count > 0 && !reader.TryReadUnmanaged(out id))
            || (count > 1 && !reader.TryReadString(out name))
            || (count > 2 && !reader.TryReadUnmanaged(out price))
            || (count > 3 && !reader.TryReadUnmanaged(out result))
            || (count > 4 && !reader.TryReadNullable(out winner)))
        {
            return false;
        }

        value = new Selection
        {
            Id = id,
            Name = name,
            Price = price,
            Result = result,
            Winner = winner,
        };
        return true;
    }
}
