using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Market in MemoryPack's default layout: member count, then the members in order.</summary>
internal sealed class MarketCodec : BlobCodec<Market>
{
    public static readonly MarketCodec Instance = new();

    public override void Write(BlobWriter writer, Market? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        writer.WriteObjectHeader(8);
        writer.WriteUnmanaged(value.Id);
        writer.WriteUnmanaged(value.EventId);
        writer.WriteUnmanaged(value.Status);
        writer.WriteString(value.Title);
        writer.WriteUnmanaged(value.Start);
        writer.WriteUnmanaged(value.InPlay);
        writer.WriteUnmanaged(value.Margin);
        BlobCollections.Write(writer, value.Selections, SelectionCodec.Instance.Write);
    }

    public override bool TryRead(ref BlobReader reader, out Market? value)
    {
        value = null;
        if (!reader.TryReadObjectHeader(8, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        long id = default;
        int eventId = default;
        MarketStatus status = default;
        string? title = default;
        DateTime start = default;
        bool inPlay = default;
        decimal margin = default;
        List<Selection?>? selections = default;

        if ((count > 0 && !reader.TryReadUnmanaged(out id))
            || (count > 1 && !reader.TryReadUnmanaged(out eventId))
            || (count > 2 && !reader.TryReadUnmanaged(out status))
            || (count > 3 && !reader.TryReadString(out title))
            || (count > 4 && !reader.TryReadUnmanaged(out start))
            || (count > 5 && !reader.TryReadUnmanaged(out inPlay))
            || (count > 6 && !reader.TryReadUnmanaged(out margin))
            || (count > 7 && !BlobCollections.TryReadList(ref reader, SelectionCodec.Instance.TryRead, out selections)))
        {
            return false;
        }

        value = new Market
        {
            Id = id,
            EventId = eventId,
            Status = status,
            Title = title,
            Start = start,
            InPlay = inPlay,
            Margin = margin,
            Selections = selections,
        };
        return true;
    }
}
