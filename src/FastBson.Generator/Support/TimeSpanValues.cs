using System;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Runtime;

/// <summary>
/// A TimeSpan as a number of units, converted both ways with the arithmetic of the driver's TimeSpanSerializer (the
/// same in every driver version FastBson supports): unchecked integer products and quotients, double casts. The same
/// expressions on the same runtime give the same values, whatever the application's own overflow-checking setting.
/// </summary>
internal static class TimeSpanValues
{
    public static TimeSpan FromInt32(int value, TimeSpanUnits units) =>
        unchecked(units == TimeSpanUnits.Nanoseconds ? TimeSpan.FromTicks(value / 100) : TimeSpan.FromTicks(value * TicksPerUnit(units)));

    public static TimeSpan FromInt64(long value, TimeSpanUnits units) =>
        unchecked(units == TimeSpanUnits.Nanoseconds ? TimeSpan.FromTicks(value / 100) : TimeSpan.FromTicks(value * TicksPerUnit(units)));

    // Nanoseconds divide first then cast (less overflow); every other unit multiplies first, keeping the value's fraction.
    public static TimeSpan FromDouble(double value, TimeSpanUnits units) =>
        unchecked(units == TimeSpanUnits.Nanoseconds ? TimeSpan.FromTicks((long)(value / 100.0)) : TimeSpan.FromTicks((long)(value * TicksPerUnit(units))));

    public static int ToInt32(TimeSpan value, TimeSpanUnits units) =>
        unchecked(units == TimeSpanUnits.Nanoseconds ? (int)(value.Ticks * 100) : (int)(value.Ticks / TicksPerUnit(units)));

    public static long ToInt64(TimeSpan value, TimeSpanUnits units) =>
        unchecked(units == TimeSpanUnits.Nanoseconds ? value.Ticks * 100 : value.Ticks / TicksPerUnit(units));

    public static double ToDouble(TimeSpan value, TimeSpanUnits units) =>
        units == TimeSpanUnits.Nanoseconds ? (double)value.Ticks * 100.0 : (double)value.Ticks / (double)TicksPerUnit(units);

    // The generator only emits the units the driver accepts; Nanoseconds never reach here.
    private static long TicksPerUnit(TimeSpanUnits units) => units switch
    {
        TimeSpanUnits.Days => TimeSpan.TicksPerDay,
        TimeSpanUnits.Hours => TimeSpan.TicksPerHour,
        TimeSpanUnits.Minutes => TimeSpan.TicksPerMinute,
        TimeSpanUnits.Seconds => TimeSpan.TicksPerSecond,
        TimeSpanUnits.Milliseconds => TimeSpan.TicksPerMillisecond,
        TimeSpanUnits.Microseconds => TimeSpan.TicksPerMillisecond / 1000,
        _ => 1,
    };
}
