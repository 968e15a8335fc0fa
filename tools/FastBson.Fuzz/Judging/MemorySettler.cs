using System;

namespace FastBson.Fuzz.Judging;

/// <summary>
/// Gives the memory of a read that allocated much back to the system when disposed. The driver's side of the judge
/// allocates what a lying length claims, up to 2 GB a read and several reads an input. Fresh pages cost nothing until
/// touched, but the runtime keeps a freed huge region committed and clears it before it reuses it: the next such
/// allocation, in the same input or a later one, then writes gigabytes (an input that takes 7 ms after a collection took
/// 3 to 8 seconds, and over ten seconds of processor time in a long-lived worker). An aggressive collection decommits it.
/// </summary>
/// <remarks>
/// The read is measured with the current thread's count, which is exact and leaves out the other fuzzing threads. The
/// process-wide <see cref="GC.GetTotalAllocatedBytes(bool)"/> is not exact: a collection during the read takes the unused
/// end of the thread's allocation context off it, and a read of the threshold plus one byte then counted a few kilobytes
/// under it (87 times in 300 beside small allocations).
/// </remarks>
internal readonly struct MemorySettler : IDisposable
{
    private readonly long _before;

    public MemorySettler()
    {
        _before = GC.GetAllocatedBytesForCurrentThread();
    }

    public void Dispose()
    {
        if (GC.GetAllocatedBytesForCurrentThread() - _before <= Limits.ReturnMemoryAfterBytes)
        {
            return;
        }

        // The request is made again, twice at most, when it did not end in a full blocking collection of its own: a CI
        // run saw it end without one once, likely absorbed by the background collection a huge allocation starts.
        var last = GC.GetGCMemoryInfo(GCKind.FullBlocking).Index;
        for (var attempt = 0; attempt < 3; attempt++)
        {
            GC.Collect(GC.MaxGeneration, GCCollectionMode.Aggressive, blocking: true, compacting: true);
            if (GC.GetGCMemoryInfo(GCKind.FullBlocking).Index > last)
            {
                return;
            }
        }
    }
}
