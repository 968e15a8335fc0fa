using System;
using System.Collections.Generic;

namespace FastBson.Runtime;

/// <summary>
/// Two- and three-dimensional arrays made of the items and row lengths the IBsonReader path read, as the driver's
/// TwoDimensionalArraySerializer and ThreeDimensionalArraySerializer make them: after every row was read, the lengths are
/// those of the first arrays, and a row (or an array of rows) of another length is refused with the driver's
/// FormatException and message.
/// </summary>
internal static class MultiDimensionalArrays
{
    /// <summary>A <c>T[,]</c> of <paramref name="items"/>, row by row; <paramref name="rowLengths"/> holds each row's length.</summary>
    /// <remarks>
    /// The lengths are checked before the array is created, in the driver's order: so it holds exactly the items read (the
    /// driver creates it first, at the lengths of the first rows, however long the others are).
    /// </remarks>
    public static T[,] Create<T>(List<T> items, List<int> rowLengths)
    {
        var length1 = rowLengths.Count;
        var length2 = length1 == 0 ? 0 : rowLengths[0];
        for (var i = 0; i < length1; i++)
        {
            CheckLength("Inner", i, rowLengths[i], length2);
        }

        var array = new T[length1, length2];
        var next = 0;
        for (var i = 0; i < length1; i++)
        {
            for (var j = 0; j < length2; j++)
            {
                array[i, j] = items[next++];
            }
        }

        return array;
    }

    /// <summary>
    /// A <c>T[,,]</c> of <paramref name="items"/>, row by row; <paramref name="middleLengths"/> holds the length of each
    /// array of rows, <paramref name="rowLengths"/> that of each row, in order. Checked first, as <see cref="Create{T}(List{T}, List{int})"/> is.
    /// </summary>
    public static T[,,] Create<T>(List<T> items, List<int> middleLengths, List<int> rowLengths)
    {
        var length1 = middleLengths.Count;
        var length2 = length1 == 0 ? 0 : middleLengths[0];
        var length3 = length2 == 0 ? 0 : rowLengths[0];
        var row = 0;
        for (var i = 0; i < length1; i++)
        {
            CheckLength("Middle", i, middleLengths[i], length2);
            for (var j = 0; j < length2; j++)
            {
                // The driver numbers a row within its array of rows.
                CheckLength("Inner", j, rowLengths[row++], length3);
            }
        }

        var array = new T[length1, length2, length3];
        var next = 0;
        for (var i = 0; i < length1; i++)
        {
            for (var j = 0; j < length2; j++)
            {
                for (var k = 0; k < length3; k++)
                {
                    array[i, j, k] = items[next++];
                }
            }
        }

        return array;
    }

    private static void CheckLength(string list, int index, int length, int expected)
    {
        if (length != expected)
        {
            throw new FormatException($"{list} list {index} is of length {length} but should be of length {expected}.");
        }
    }
}
