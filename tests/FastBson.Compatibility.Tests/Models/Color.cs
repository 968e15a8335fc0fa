namespace FastBson.Compatibility.Tests.Models;

/// <summary>An Int32-based enum: owned by the generated code (written as its underlying Int32).</summary>
public enum Color
{
    Red = 0,
    Green = 1,
    Blue = 2,
}

/// <summary>An Int64-based enum: served by the driver's EnumSerializer.</summary>
public enum WideColor : long
{
    Dark = 0,
    Bright = long.MaxValue,
}
