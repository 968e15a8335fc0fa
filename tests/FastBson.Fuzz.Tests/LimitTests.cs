using System;
using System.Runtime.CompilerServices;
using FastBson.Fuzz.Judging;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Fuzz.Tests;

/// <summary>
/// What the judge allows an input: the time its stated sizes earn, and the memory it gives back. Alone, as the memory test
/// reads the process's collection count, which the CI fuzz pass running beside it moves with collections of its own.
/// </summary>
[Collection(AloneCollection.Name)]
public class LimitTests
{
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(10);

    [Fact]
    public void An_input_that_states_a_large_BitArray_earns_time_for_it()
    {
        var stated = new BsonDocument { { "Bits", new BsonDocument { { "Length", int.MaxValue }, { "Bytes", new BsonBinaryData(new byte[1]) } } } }.ToBson();
        var plain = new BsonDocument { { "Bits", new BsonDocument { { "Count", int.MaxValue } } } }.ToBson();

        // 2^31 - 1 bits are 256 MB: 25.6 s more at 100 ms a megabyte.
        Assert.Equal(35.6, Limits.InputTime(stated, Limit).TotalSeconds, precision: 3);
        Assert.Equal(Limit, Limits.InputTime(plain, Limit));
    }

    [Fact]
    public void A_read_that_allocated_much_gives_the_memory_back()
    {
        var before = GC.GetGCMemoryInfo(GCKind.FullBlocking).Index;
        using (new MemorySettler())
        {
            Allocate(Limits.ReturnMemoryAfterBytes + 1);
        }

        // The aggressive collection is full, blocking and compacting; a large allocation alone starts a background one.
        var after = GC.GetGCMemoryInfo(GCKind.FullBlocking);
        Assert.True(after.Index > before, $"no full blocking collection after the read (index {after.Index})");
        Assert.True(after.Compacted);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void Allocate(long bytes) => GC.KeepAlive(new byte[bytes]);
}

/// <summary>Tests that must not run beside any other of this assembly.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class AloneCollection
{
    public const string Name = "alone";
}
