namespace FastBson.Generator.Model;

/// <summary>The units a numeric TimeSpan is written in; the members and values of the driver's <c>TimeSpanUnits</c>.</summary>
internal enum TimeSpanUnits
{
    Ticks,
    Days,
    Hours,
    Minutes,
    Seconds,
    Milliseconds,
    Microseconds,
    Nanoseconds,
}
