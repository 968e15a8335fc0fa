namespace FastBson.Fuzz.Judging;

/// <summary>How one input ended: the first three are agreement with the driver, the rest are failures.</summary>
internal enum Outcome
{
    /// <summary>Every path read the driver's object, and left the stream where the driver did.</summary>
    SameObject,

    /// <summary>Every path threw an exception of the driver's type (on some reader kinds the driver reads an object: then FastBson does too).</summary>
    SameException,

    /// <summary>A path refused a document nested deeper than <see cref="FastBsonSerializers.MaxReadDepth"/>, which the driver read.</summary>
    RefusedTooDeep,

    /// <summary>
    /// A document of <c>_id</c> alone, for a class that stores a blob: FastBson reads it as a projection to the blob and
    /// refuses it for want of one (issue 8), where the driver reads the one field.
    /// </summary>
    ProjectionRefused,

    /// <summary>
    /// A document of a class with mapped subclasses, which FastBson hands whole to the driver's class map (it does not
    /// generate polymorphic reads yet: issue 9), allocated past the bound inside the driver's read. Reported, not
    /// counted as FastBson's failure.
    /// </summary>
    DriverReadAllocation,

    /// <summary>
    /// A FastBson read allocated past the input bound, but no more than the bound plus the bits a BitArray document's
    /// <c>Length</c> states: the driver's BitArraySerializer, which reads such a document for FastBson as for the
    /// driver's class map, builds a BitArray of that length, so the driver allocates it too. A value, not a length of
    /// bytes, sizes it. Reported, not counted as a failure.
    /// </summary>
    StatedSize,

    /// <summary>
    /// A difference on bytes where 3.x's MemorySerializer reads past an array's end, into leftovers of an earlier array
    /// in a buffer it reuses (<see cref="FastBson.Compatibility.Tests.Infrastructure.LeftoverReads"/>): the driver's answer
    /// there is not a function of the bytes. Reported, not counted as a failure.
    /// </summary>
    LeftoverRead,

    /// <summary>A path read another object than the driver's, or threw where the driver did not, or another type.</summary>
    Difference,

    /// <summary>A FastBson read allocated more than the bound proportional to the input.</summary>
    AllocationBreach,

    /// <summary>The input took longer than the per-input time limit (it ended; see <see cref="Hang"/>).</summary>
    Slow,

    /// <summary>The input never ended: the supervisor stopped the worker after the time limit.</summary>
    Hang,

    /// <summary>The worker process died on the input (a stack overflow, an access violation ...).</summary>
    Crash,
}

/// <summary>The judge's decision on one input, with what each side did where they differ.</summary>
internal sealed record Verdict(Outcome Outcome, string Detail)
{
    public bool Failed => Outcome >= Outcome.Difference;
}
