using System;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Scalars in MemoryPack's default layout: member count, then the members in order.</summary>
internal sealed class ScalarsCodec : BlobCodec<Scalars>
{
    public static readonly ScalarsCodec Instance = new();

    public override void Write(BlobWriter writer, Scalars? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        writer.WriteObjectHeader(20);
        writer.WriteUnmanaged(value.Flag);
        writer.WriteUnmanaged(value.U8);
        writer.WriteUnmanaged(value.I8);
        writer.WriteUnmanaged(value.I16);
        writer.WriteUnmanaged(value.U16);
        writer.WriteUnmanaged(value.I32);
        writer.WriteUnmanaged(value.U32);
        writer.WriteUnmanaged(value.I64);
        writer.WriteUnmanaged(value.U64);
        writer.WriteUnmanaged(value.F32);
        writer.WriteUnmanaged(value.F64);
        writer.WriteUnmanaged(value.Dec);
        writer.WriteUnmanaged(value.Ch);
        writer.WriteUnmanaged(value.When);
        writer.WriteUnmanaged(value.WhenOffset);
        writer.WriteUnmanaged(value.Span);
        writer.WriteUnmanaged(value.Id);
        writer.WriteUnmanaged(value.E32);
        writer.WriteUnmanaged(value.E64);
        writer.WriteUnmanaged(value.E8);
    }

    public override bool TryRead(ref BlobReader reader, out Scalars? value)
    {
        value = null;
        if (!reader.TryReadObjectHeader(20, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        bool flag = default;
        byte u8 = default;
        sbyte i8 = default;
        short i16 = default;
        ushort u16 = default;
        int i32 = default;
        uint u32 = default;
        long i64 = default;
        ulong u64 = default;
        float f32 = default;
        double f64 = default;
        decimal dec = default;
        char ch = default;
        DateTime when = default;
        DateTimeOffset whenOffset = default;
        TimeSpan span = default;
        Guid id = default;
        IntEnum e32 = default;
        LongEnum e64 = default;
        ByteEnum e8 = default;

        if ((count > 0 && !reader.TryReadUnmanaged(out flag))
            || (count > 1 && !reader.TryReadUnmanaged(out u8))
            || (count > 2 && !reader.TryReadUnmanaged(out i8))
            || (count > 3 && !reader.TryReadUnmanaged(out i16))
            || (count > 4 && !reader.TryReadUnmanaged(out u16))
            || (count > 5 && !reader.TryReadUnmanaged(out i32))
            || (count > 6 && !reader.TryReadUnmanaged(out u32))
            || (count > 7 && !reader.TryReadUnmanaged(out i64))
            || (count > 8 && !reader.TryReadUnmanaged(out u64))
            || (count > 9 && !reader.TryReadUnmanaged(out f32))
            || (count > 10 && !reader.TryReadUnmanaged(out f64))
            || (count > 11 && !reader.TryReadUnmanaged(out dec))
            || (count > 12 && !reader.TryReadUnmanaged(out ch))
            || (count > 13 && !reader.TryReadUnmanaged(out when))
            || (count > 14 && !reader.TryReadUnmanaged(out whenOffset))
            || (count > 15 && !reader.TryReadUnmanaged(out span))
            || (count > 16 && !reader.TryReadUnmanaged(out id))
            || (count > 17 && !reader.TryReadUnmanaged(out e32))
            || (count > 18 && !reader.TryReadUnmanaged(out e64))
            || (count > 19 && !reader.TryReadUnmanaged(out e8)))
        {
            return false;
        }

        value = new Scalars
        {
            Flag = flag,
            U8 = u8,
            I8 = i8,
            I16 = i16,
            U16 = u16,
            I32 = i32,
            U32 = u32,
            I64 = i64,
            U64 = u64,
            F32 = f32,
            F64 = f64,
            Dec = dec,
            Ch = ch,
            When = when,
            WhenOffset = whenOffset,
            Span = span,
            Id = id,
            E32 = e32,
            E64 = e64,
            E8 = e8,
        };
        return true;
    }
}
