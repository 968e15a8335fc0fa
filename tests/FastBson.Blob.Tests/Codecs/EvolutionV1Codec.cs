using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>EvolutionV1 in MemoryPack's version-tolerant layout: member lengths first, unknown trailing members skipped, missing ones left at their defaults.</summary>
internal sealed class EvolutionV1Codec : BlobCodec<EvolutionV1>
{
    public static readonly EvolutionV1Codec Instance = new();

    public override void Write(BlobWriter writer, EvolutionV1? value)
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
        writer.EndVersionTolerantObject(start);
    }

    public override bool TryRead(ref BlobReader reader, out EvolutionV1? value)
    {
        value = null;
        if (!reader.TryReadVersionTolerantHeader(out var members) || members.IsNull)
        {
            return members.IsNull;
        }

        int a = default;
        string? b = default;

        if (!reader.TryBeginMember(ref members, out var present0) || (present0 && !reader.TryReadUnmanaged(out a))
            || !reader.TryBeginMember(ref members, out var present1) || (present1 && !reader.TryReadString(out b))
            || !reader.TryEndVersionTolerantObject(ref members))
        {
            return false;
        }

        value = new EvolutionV1
        {
            A = a,
            B = b,
        };
        return true;
    }
}
