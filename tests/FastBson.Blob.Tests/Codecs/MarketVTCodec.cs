using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>MarketVT in MemoryPack's version-tolerant layout: member lengths first, unknown trailing members skipped, missing ones left at their defaults.</summary>
internal sealed class MarketVTCodec : BlobCodec<MarketVT>
{
    public static readonly MarketVTCodec Instance = new();

    public override void Write(BlobWriter writer, MarketVT? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        var start = writer.BeginVersionTolerantObject();
        writer.WriteUnmanaged(value.Id);
        writer.EndVersionTolerantMember();
        writer.WriteUnmanaged(value.EventId);
        writer.EndVersionTolerantMember();
        writer.WriteUnmanaged(value.Status);
        writer.EndVersionTolerantMember();
        writer.WriteString(value.Title);
        writer.EndVersionTolerantMember();
        writer.WriteUnmanaged(value.Start);
        writer.EndVersionTolerantMember();
        writer.WriteUnmanaged(value.InPlay);
        writer.EndVersionTolerantMember();
        writer.WriteUnmanaged(value.Margin);
        writer.EndVersionTolerantMember();
        BlobCollections.Write(writer, value.Selections, SelectionVTCodec.Instance.Write);
        writer.EndVersionTolerantMember();
        writer.EndVersionTolerantObject(start);
    }

    public override bool TryRead(ref BlobReader reader, out MarketVT? value)
    {
        value = null;
        if (!reader.TryReadVersionTolerantHeader(out var members) || members.IsNull)
        {
            return members.IsNull;
        }

        long id = default;
        int eventId = default;
        MarketStatus status = default;
        string? title = default;
        DateTime start = default;
        bool inPlay = default;
        decimal margin = default;
        List<SelectionVT?>? selections = default;

        if (!reader.TryBeginMember(ref members, out var present0) || (present0 && !reader.TryReadUnmanaged(out id))
            || !reader.TryBeginMember(ref members, out var present1) || (present1 && !reader.TryReadUnmanaged(out eventId))
            || !reader.TryBeginMember(ref members, out var present2) || (present2 && !reader.TryReadUnmanaged(out status))
            || !reader.TryBeginMember(ref members, out var present3) || (present3 && !reader.TryReadString(out title))
            || !reader.TryBeginMember(ref members, out var present4) || (present4 && !reader.TryReadUnmanaged(out start))
            || !reader.TryBeginMember(ref members, out var present5) || (present5 && !reader.TryReadUnmanaged(out inPlay))
            || !reader.TryBeginMember(ref members, out var present6) || (present6 && !reader.TryReadUnmanaged(out margin))
            || !reader.TryBeginMember(ref members, out var present7) || (present7 && !BlobCollections.TryReadList(ref reader, SelectionVTCodec.Instance.TryRead, out selections))
            || !reader.TryEndVersionTolerantObject(ref members))
        {
            return false;
        }

        value = new MarketVT
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
