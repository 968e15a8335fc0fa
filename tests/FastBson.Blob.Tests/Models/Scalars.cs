using System;
using FastBson;

namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true)]
public sealed class Scalars
{
    public bool Flag { get; set; }

    public byte U8 { get; set; }

    public sbyte I8 { get; set; }

    public short I16 { get; set; }

    public ushort U16 { get; set; }

    public int I32 { get; set; }

    public uint U32 { get; set; }

    public long I64 { get; set; }

    public ulong U64 { get; set; }

    public float F32 { get; set; }

    public double F64 { get; set; }

    public decimal Dec { get; set; }

    public char Ch { get; set; }

    public DateTime When { get; set; }

    public DateTimeOffset WhenOffset { get; set; }

    public TimeSpan Span { get; set; }

    public Guid Id { get; set; }

    public IntEnum E32 { get; set; }

    public LongEnum E64 { get; set; }

    public ByteEnum E8 { get; set; }
}
