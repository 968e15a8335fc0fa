using System;
using System.Collections.Generic;

namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true, BlobLayout = BlobLayout.VersionTolerant)]
public sealed class MarketVT
{
    public long Id { get; set; }

    public int EventId { get; set; }

    public MarketStatus Status { get; set; }

    public string? Title { get; set; }

    public DateTime Start { get; set; }

    public bool InPlay { get; set; }

    public decimal Margin { get; set; }

    public List<SelectionVT?>? Selections { get; set; }
}
