using System;
using FastBson;

namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true)]
public sealed class Nullables
{
    public int? A { get; set; }

    public long? B { get; set; }

    public double? C { get; set; }

    public bool? D { get; set; }

    public DateTime? E { get; set; }

    public Guid? F { get; set; }

    public IntEnum? G { get; set; }

    public decimal? H { get; set; }

    public LongEnum? I { get; set; }
}
