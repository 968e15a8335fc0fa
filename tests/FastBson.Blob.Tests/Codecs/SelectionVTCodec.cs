using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>SelectionVT in MemoryPack's version-tolerant layout: member lengths first, unknown trailing members skipped, missing ones left at their defaults.</summary>
internal sealed class SelectionVTCodec : BlobCodec<SelectionVT>
{
    public static readonly SelectionVTCodec Instance = new();

    public override void Write(BlobWriter writer, SelectionVT? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        var start = writer.BeginVersionTolerantObject();
        writer.WriteUnmanaged(value.Id);
        writer.EndVersionTolerantMember();
        writer.WriteString(value.Name);
        writer.EndVersionTolerantMember();
        writer.WriteUnmanaged(value.Price);
        writer.EndVersionTolerantMember();
        writer.WriteUnmanaged(value.Result);
        writer.EndVersionTolerantMember();
        writer.WriteNullable(value.Winner);
        writer.EndVersionTolerantMember();
        writer.EndVersionTolerantObject(start);
    }

    public override bool TryRead(ref BlobReader reader, out SelectionVT? value)
    {
        value = null;
        if (!reader.TryReadVersionTolerantHeader(out var members) || members.IsNull)
        {
            return members.IsNull;
        }

        long id = default;
        string? name = default;
        double price = default;
        SelectionResult result = default;
        bool? winner = default;

        if (!reader.TryBeginMember(ref members, out var present0) || (present0 && !reader.TryReadUnmanaged(out id))
            || !reader.TryBeginMember(ref members, out var present1) || (present1 && !reader.TryReadString(out name))
            || !reader.TryBeginMember(ref members, out var present2) || (present2 && !reader.TryReadUnmanaged(out price))
            || !reader.TryBeginMember(ref members, out var present3) || (present3 && !reader.TryReadUnmanaged(out result))
            || !reader.TryBeginMember(ref members, out var present4) || (present4 && !reader.TryReadNullable(out winner))
            || !reader.TryEndVersionTolerantObject(ref members))
        {
            return false;
        }

        value = new SelectionVT
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
