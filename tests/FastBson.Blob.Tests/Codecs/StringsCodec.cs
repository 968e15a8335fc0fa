using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Strings in MemoryPack's default layout: member count, then the members in order.</summary>
internal sealed class StringsCodec : BlobCodec<Strings>
{
    public static readonly StringsCodec Instance = new();

    public override void Write(BlobWriter writer, Strings? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        writer.WriteObjectHeader(4);
        writer.WriteString(value.A);
        writer.WriteString(value.B);
        writer.WriteString(value.C);
        writer.WriteString(value.D);
    }

    public override bool TryRead(ref BlobReader reader, out Strings? value)
    {
        value = null;
        if (!reader.TryReadObjectHeader(4, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        string? a = default;
        string? b = default;
        string? c = default;
        string? d = default;

        if ((count > 0 && !reader.TryReadString(out a))
            || (count > 1 && !reader.TryReadString(out b))
            || (count > 2 && !reader.TryReadString(out c))
            || (count > 3 && !reader.TryReadString(out d)))
        {
            return false;
        }

        value = new Strings
        {
            A = a,
            B = b,
            C = c,
            D = d,
        };
        return true;
    }
}
