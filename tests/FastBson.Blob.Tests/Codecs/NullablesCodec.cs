using System;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Nullables in MemoryPack's default layout: member count, then the members in order.</summary>
internal sealed class NullablesCodec : BlobCodec<Nullables>
{
    public static readonly NullablesCodec Instance = new();

    public override void Write(BlobWriter writer, Nullables? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        writer.WriteObjectHeader(9);
        writer.WriteNullable(value.A);
        writer.WriteNullable(value.B);
        writer.WriteNullable(value.C);
        writer.WriteNullable(value.D);
        writer.WriteNullable(value.E);
        writer.WriteNullable(value.F);
        writer.WriteNullable(value.G);
        writer.WriteNullable(value.H);
        writer.WriteNullable(value.I);
    }

    public override bool TryRead(ref BlobReader reader, out Nullables? value)
    {
        value = null;
        if (!reader.TryReadObjectHeader(9, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        int? a = default;
        long? b = default;
        double? c = default;
        bool? d = default;
        DateTime? e = default;
        Guid? f = default;
        IntEnum? g = default;
        decimal? h = default;
        LongEnum? i = default;

        if ((count > 0 && !reader.TryReadNullable(out a))
            || (count > 1 && !reader.TryReadNullable(out b))
            || (count > 2 && !reader.TryReadNullable(out c))
            || (count > 3 && !reader.TryReadNullable(out d))
            || (count > 4 && !reader.TryReadNullable(out e))
            || (count > 5 && !reader.TryReadNullable(out f))
            || (count > 6 && !reader.TryReadNullable(out g))
            || (count > 7 && !reader.TryReadNullable(out h))
            || (count > 8 && !reader.TryReadNullable(out i)))
        {
            return false;
        }

        value = new Nullables
        {
            A = a,
            B = b,
            C = c,
            D = d,
            E = e,
            F = f,
            G = g,
            H = h,
            I = i,
        };
        return true;
    }
}
