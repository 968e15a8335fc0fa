using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace FastBson.Runtime;

/// <summary>
/// The bytes of one unmanaged value in MemoryPack's format: its in-memory struct image (little-endian), with two
/// exceptions made explicit so that the bytes do not depend on the runtime and a reader never builds an invalid value:
/// <list type="bullet">
/// <item><see cref="DateTimeOffset"/>: the CLR lays out its offset first (int16 on .NET 8/9, int32 on .NET 10), then a
/// DateTime holding the UTC ticks. Written as .NET 10 does (sign-extended int32 minutes, 4 zero bytes, UTC ticks);
/// read from the low int16 only, which both layouts share.</item>
/// <item>bool, decimal, DateTime, DateTimeOffset, DateOnly and TimeOnly are checked on read (a bool byte above 1, a
/// decimal with bad flags, ticks or a day number out of range are refused), because copying any bit pattern into them
/// makes values that misbehave later. Every bit pattern of the others (Half, Int128 ...) is a value.</item>
/// </list>
/// The typeof checks are constants per instantiation, so the JIT drops the branches that do not apply.
/// </summary>
internal static class BlobUnmanaged
{
    private const ulong TicksMask = 0x3FFF_FFFF_FFFF_FFFF;
    private const int MaxOffsetMinutes = 14 * 60;

    /// <summary>The wire size of <typeparamref name="T"/> (its struct size, also for DateTimeOffset).</summary>
    public static int SizeOf<T>()
        where T : unmanaged => Unsafe.SizeOf<T>();

    /// <summary>The wire size of a <c>Nullable&lt;T&gt;</c>: its struct image, padding included.</summary>
    public static int NullableSizeOf<T>()
        where T : unmanaged => Unsafe.SizeOf<T?>();

    /// <summary>Where the value starts inside a <c>Nullable&lt;T&gt;</c> image: after hasValue, padded to T's alignment.</summary>
    public static int NullableValueOffset<T>()
        where T : unmanaged => Unsafe.SizeOf<T?>() - Unsafe.SizeOf<T>();

    /// <summary>The wire size of a <c>KeyValuePair&lt;TKey, TValue&gt;</c> of unmanaged types: its struct image, padding included.</summary>
    public static int PairSizeOf<TKey, TValue>()
        where TKey : unmanaged
        where TValue : unmanaged => Unsafe.SizeOf<KeyValuePair<TKey, TValue>>();

    /// <summary>
    /// Where the value starts inside a <c>KeyValuePair&lt;TKey, TValue&gt;</c> image: after the key, padded to the value's
    /// alignment. KeyValuePair is a sequential struct of its key, then its value, laid out as <see cref="PairImage{TKey, TValue}"/>.
    /// </summary>
    public static int PairValueOffset<TKey, TValue>()
        where TKey : unmanaged
        where TValue : unmanaged
    {
        var image = default(PairImage<TKey, TValue>);
        return (int)Unsafe.ByteOffset(ref Unsafe.As<TKey, byte>(ref image.Key), ref Unsafe.As<TValue, byte>(ref image.Value));
    }

    /// <summary>
    /// True where a block of T must be copied item by item (a layout that differs between runtimes, or values that
    /// are checked on read); every other unmanaged block is one raw copy.
    /// </summary>
    public static bool NeedsItemByItemCopy<T>()
        where T : unmanaged =>
        typeof(T) == typeof(DateTimeOffset) || typeof(T) == typeof(DateTime) || typeof(T) == typeof(decimal) || typeof(T) == typeof(bool)
        || typeof(T) == typeof(DateOnly) || typeof(T) == typeof(TimeOnly);

    public static void Write<T>(Span<byte> destination, T value)
        where T : unmanaged
    {
        if (typeof(T) == typeof(DateTimeOffset))
        {
            WriteDateTimeOffset(destination, Unsafe.As<T, DateTimeOffset>(ref value));
            return;
        }

        MemoryMarshal.Write(destination, in value);
    }

    public static bool TryRead<T>(ReadOnlySpan<byte> source, out T value)
        where T : unmanaged
    {
        if (typeof(T) == typeof(DateTimeOffset))
        {
            var valid = TryReadDateTimeOffset(source, out var dateTimeOffset);
            value = Unsafe.As<DateTimeOffset, T>(ref dateTimeOffset);
            return valid;
        }

        value = MemoryMarshal.Read<T>(source);
        if (typeof(T) == typeof(bool))
        {
            return source[0] <= 1;
        }

        if (typeof(T) == typeof(DateTime))
        {
            return (BinaryPrimitives.ReadUInt64LittleEndian(source) & TicksMask) <= (ulong)DateTime.MaxValue.Ticks;
        }

        if (typeof(T) == typeof(DateOnly))
        {
            // DateOnly is its day number (int32), 0 to DateOnly.MaxValue's.
            return (uint)BinaryPrimitives.ReadInt32LittleEndian(source) <= (uint)DateOnly.MaxValue.DayNumber;
        }

        if (typeof(T) == typeof(TimeOnly))
        {
            // TimeOnly is its ticks since midnight (int64), under one day.
            return (ulong)BinaryPrimitives.ReadInt64LittleEndian(source) <= (ulong)TimeOnly.MaxValue.Ticks;
        }

        if (typeof(T) == typeof(decimal))
        {
            // flags: bits 0-15 and 24-30 zero, scale (bits 16-23) at most 28; the same rule as new decimal(int[]).
            var flags = BinaryPrimitives.ReadInt32LittleEndian(source);
            return (flags & 0x7F00FFFF) == 0 && ((flags >> 16) & 0xFF) <= 28;
        }

        return true;
    }

    /// <summary>The layout of <c>KeyValuePair&lt;TKey, TValue&gt;</c>'s two fields, whose offsets a KeyValuePair does not expose.</summary>
    [StructLayout(LayoutKind.Sequential)]
    private struct PairImage<TKey, TValue>
        where TKey : unmanaged
        where TValue : unmanaged
    {
        public TKey Key;
        public TValue Value;
    }

    private static void WriteDateTimeOffset(Span<byte> destination, DateTimeOffset value)
    {
        BinaryPrimitives.WriteInt32LittleEndian(destination, (int)(value.Offset.Ticks / TimeSpan.TicksPerMinute));
        BinaryPrimitives.WriteInt32LittleEndian(destination.Slice(4), 0);
        BinaryPrimitives.WriteInt64LittleEndian(destination.Slice(8), value.UtcTicks);
    }

    private static bool TryReadDateTimeOffset(ReadOnlySpan<byte> source, out DateTimeOffset value)
    {
        value = default;
        var offsetMinutes = BinaryPrimitives.ReadInt16LittleEndian(source);
        var utcTicks = (long)(BinaryPrimitives.ReadUInt64LittleEndian(source.Slice(8)) & TicksMask);
        var localTicks = utcTicks + (offsetMinutes * TimeSpan.TicksPerMinute);
        if (offsetMinutes < -MaxOffsetMinutes || offsetMinutes > MaxOffsetMinutes || utcTicks > DateTime.MaxValue.Ticks
            || localTicks < 0 || localTicks > DateTime.MaxValue.Ticks)
        {
            return false;
        }

        value = new DateTimeOffset(localTicks, TimeSpan.FromMinutes(offsetMinutes));
        return true;
    }
}
