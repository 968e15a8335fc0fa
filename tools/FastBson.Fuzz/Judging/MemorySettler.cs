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
/// under it (87 times in 300 beside small allocations). That undercount, no collection asked for, was also the cause of
/// the memory test's earlier CI failure, once put down to a request the background collector absorbed and answered with
/// up to three requests: with the thread's count, each of the 300 reads' single request ended in a full blocking one.
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
        if (GC.GetAllocatedBytesForCurrentThread() - _before > Limits.ReturnMemoryAfterBytes)
        {
            GC.Collect(GC.MaxGeneration, GCCollectionMode.Aggressive, blocking: true, compacting: true);
        }
    }
}
