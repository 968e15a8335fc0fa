using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>EvolutionV2 in MemoryPack's version-tolerant layout: member lengths first, unknown trailing members skipped, missing ones left at their defaults.</summary>
internal sealed class EvolutionV2Codec : BlobCodec<EvolutionV2>
{
    public static readonly EvolutionV2Codec Instance = new();

    public override void Write(BlobWriter writer, EvolutionV2? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        var start = writer.BeginVersionTolerantObject();
        writer.WriteUnmanaged(value.A);
        writer.EndVersionTolerantMember();
        writer.WriteString(value.B);
        writer.EndVersionTolerantMember();
        writer.WriteUnmanaged(value.C);
        writer.EndVersionTolerantMember();
        writer.EndVersionTolerantObject(start);
    }

    public override bool TryRead(ref BlobReader reader, out EvolutionV2? value)
    {
        value = null;
        if (!reader.TryReadVersionTolerantHeader(out var members) || members.IsNull)
        {
            return members.IsNull;
        }

        int a = default;
        string? b = default;
        long c = default;

        if (!reader.TryBeginMember(ref members, out var present0) || (present0 && !reader.TryReadUnmanaged(out a))
            || !reader.TryBeginMember(ref members, out var present1) || (present1 && !reader.TryReadString(out b))
            || !reader.TryBeginMember(ref members, out var present2) || (present2 && !reader.TryReadUnmanaged(out c))
            || !reader.TryEndVersionTolerantObject(ref members))
        {
            return false;
        }

        value = new EvolutionV2
        {
            A = a,
            B = b,
            C = c,
        };
        return true;
    }
}
