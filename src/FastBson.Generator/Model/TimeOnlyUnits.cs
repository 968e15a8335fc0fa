namespace FastBson.Generator.Model;

/// <summary>
/// The units a TimeOnly is written in as a number; the members and values of the driver's <c>TimeOnlyUnits</c> (3.x), which
/// unlike <c>TimeSpanUnits</c> has no Days.
/// </summary>
internal enum TimeOnlyUnits
{
    Ticks,
    Hours,
    Minutes,
    Seconds,
    Milliseconds,
    Microseconds,
    Nanoseconds,
}
