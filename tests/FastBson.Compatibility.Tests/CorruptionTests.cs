using System;
using FastBson.Compatibility.Tests.Infrastructure;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Truncated and corrupted bytes on the binary reader kinds: both serializers throw the same exception with the
/// same message (the span path declines damaged bytes and the driver's reader reports them) or read equal
/// objects; never a crash, a hang or a different object.
/// </summary>
public class CorruptionTests
{
    private const long HugeAllocation = 256L * 1024 * 1024;

    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Damaged_documents_fail_or_succeed_like_the_driver(string model)
    {
        var corpus = ModelCatalog.Get(model);
        var documents = corpus.DriverDocuments(2, seed: 31);
        for (var d = 0; d < documents.Length; d++)
        {
            foreach (var (label, bytes) in Corruptions.All(documents[d], seed: 32 + d, flips: d == 0 ? 120 : 40))
            {
                var allocated = GC.GetAllocatedBytesForCurrentThread();
                try
                {
                    corpus.AssertSameReadAndMessage(bytes, Readers.Binary);
                }
                catch (Xunit.Sdk.XunitException ex)
                {
                    if (LeftoverReads.DriverReadsLeftoverBytes(corpus.Name, bytes))
                    {
                        continue;
                    }

                    throw new Xunit.Sdk.XunitException($"{corpus.Name}, {label}: {ex.Message}");
                }

                // A damaged length can make the driver's readers (on both sides) allocate up to 2 GB before they find the
                // end of the stream. Documents dense in strings and binaries (Guids) meet that often, and the freed memory,
                // given back to the system at the GC's own pace, has held over 14 GB: give it back now.
                if (GC.GetAllocatedBytesForCurrentThread() - allocated > HugeAllocation)
                {
                    GC.Collect(2, GCCollectionMode.Aggressive, blocking: true, compacting: true);
                }
            }
        }
    }
}
