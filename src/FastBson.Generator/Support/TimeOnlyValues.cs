#if MONGODB_BSON_DATEONLY
using System;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Runtime;

/// <summary>
/// A TimeOnly as a number of units, and the components of its Document representation, with the arithmetic of the driver's
/// TimeOnlySerializer (3.x): unchecked integer products and quotients, double casts, Nanoseconds divided or multiplied
/// by 100. The same expressions on the same runtime give the same values, whatever the application's own overflow-checking
/// setting. The <c>From</c> methods throw where the serializer does (the TimeOnly constructor, outside a day); the
/// <c>TryFrom</c> methods return false there instead, for the span path to hand the value to the driver.
/// </summary>
internal static class TimeOnlyValues
{
    public static TimeOnly FromInt32(int value, TimeOnlyUnits units) => new(TicksOf(value, units));

    public static TimeOnly FromInt64(long value, TimeOnlyUnits units) => new(TicksOf(value, units));

    public static TimeOnly FromDouble(double value, TimeOnlyUnits units) => new(TicksOf(value, units));

    public static bool TryFromInt32(int value, TimeOnlyUnits units, out TimeOnly time) => TryFromTicks(TicksOf(value, units), out time);

    public static bool TryFromInt64(long value, TimeOnlyUnits units, out TimeOnly time) => TryFromTicks(TicksOf(value, units), out time);

    public static bool TryFromDouble(double value, TimeOnlyUnits units, out TimeOnly time) => TryFromTicks(TicksOf(value, units), out time);

    public static int ToInt32(TimeOnly value, TimeOnlyUnits units) =>
        unchecked(units == TimeOnlyUnits.Nanoseconds ? (int)(value.Ticks * 100) : (int)(value.Ticks / TicksPerUnit(units)));

    public static long ToInt64(TimeOnly value, TimeOnlyUnits units) =>
        unchecked(units == TimeOnlyUnits.Nanoseconds ? value.Ticks * 100 : value.Ticks / TicksPerUnit(units));

    public static double ToDouble(TimeOnly value, TimeOnlyUnits units) =>
        unchecked(units == TimeOnlyUnits.Nanoseconds ? value.Ticks * 100 : value.Ticks / (double)TicksPerUnit(units));

    /// <summary>The microseconds within the millisecond, as the serializer's Document representation writes them.</summary>
    public static int MicrosecondOf(long ticks) => (int)(ticks / TicksPerUnit(TimeOnlyUnits.Microseconds) % 1000);

    /// <summary>The nanoseconds within the microsecond (a multiple of 100), as the serializer's Document representation writes them.</summary>
    public static int NanosecondOf(long ticks) => unchecked((int)(ticks * 100 % 1000));

    /// <summary>A time of day of these ticks, where the TimeOnly constructor takes them.</summary>
    public static bool TryFromTicks(long ticks, out TimeOnly time)
    {
        if ((ulong)ticks > (ulong)TimeOnly.MaxValue.Ticks)
        {
            time = default;
            return false;
        }

        time = new TimeOnly(ticks);
        return true;
    }

    private static long TicksOf(int value, TimeOnlyUnits units) =>
        unchecked(units == TimeOnlyUnits.Nanoseconds ? value / 100 : value * TicksPerUnit(units));

    private static long TicksOf(long value, TimeOnlyUnits units) =>
        unchecked(units == TimeOnlyUnits.Nanoseconds ? value / 100 : value * TicksPerUnit(units));

    // Nanoseconds divide first then cast; every other unit multiplies first, keeping the value's fraction.
    private static long TicksOf(double value, TimeOnlyUnits units) =>
        unchecked(units == TimeOnlyUnits.Nanoseconds ? (long)(value / 100.0) : (long)(value * TicksPerUnit(units)));

    // The generator only emits the units the driver accepts; Nanoseconds never reach here.
    private static long TicksPerUnit(TimeOnlyUnits units) => units switch
    {
        TimeOnlyUnits.Hours => TimeSpan.TicksPerHour,
        TimeOnlyUnits.Minutes => TimeSpan.TicksPerMinute,
        TimeOnlyUnits.Seconds => TimeSpan.TicksPerSecond,
        TimeOnlyUnits.Milliseconds => TimeSpan.TicksPerMillisecond,
        TimeOnlyUnits.Microseconds => TimeSpan.TicksPerMillisecond / 1000,
        _ => 1,
    };
}
#endif
