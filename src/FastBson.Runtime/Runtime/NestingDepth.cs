using System;
using System.ComponentModel;
using System.Runtime.CompilerServices;

namespace FastBson.Runtime;

/// <summary>
/// For generated code: how deep the document this thread is reading is nested, so that a hostile document is refused
/// with <see cref="FastBsonDepthException"/> before the recursion that reads it overflows the stack.
/// </summary>
/// <remarks>
/// One count per thread, shared by every generated serializer of every assembly: documents of one assembly can nest
/// documents of another, and the span path and the IBsonReader path can take turns within one document. Each level
/// also checks the thread's stack once the document is more than a few levels deep, so a thread with a small stack is
/// protected at any limit. Shallow documents, the normal case, pay two thread-static updates per nested document (a blob's
/// nested objects pay none: its reader counts their levels from <see cref="Current"/>).
/// </remarks>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class NestingDepth
{
    // Deeper than every real document model; from here on, each level also checks the stack.
    private const int StackCheckedFrom = 24;

    [ThreadStatic]
    private static int t_depth;

    /// <summary>Enters a nested document; pair with <see cref="Exit"/> in a <c>finally</c>.</summary>
    /// <exception cref="FastBsonDepthException">The document is nested too deeply.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Enter()
    {
        var depth = ++t_depth;
        if (depth > StackCheckedFrom)
        {
            CheckDeep(depth, entered: true);
        }
    }

    /// <summary>How many more levels the document this thread is reading may nest (at least 0).</summary>
    public static int Remaining => Math.Max(0, FastBsonSerializers.MaxReadDepth - t_depth);

    /// <summary>
    /// The level this thread is reading at: for code that counts the levels of its own recursion in a local rather than in
    /// this thread-static (the blob reader, which reads an object per level), starting from here and checked with
    /// <see cref="CheckAt"/>.
    /// </summary>
    public static int Current => t_depth;

    /// <summary>Leaves the document entered last.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Exit() => t_depth--;

    /// <summary>Enters again, unchecked, the level left by <see cref="Exit"/> to read a value at its parent's level.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Reenter() => t_depth++;

    /// <summary>
    /// Checks a document or array <paramref name="levels"/> levels inside the document this thread is in, for code that
    /// counts the levels of its own recursion (the BsonValue readers) rather than entering each one.
    /// </summary>
    /// <exception cref="FastBsonDepthException">The document is nested too deeply.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Check(int levels) => CheckAt(t_depth + levels);

    /// <summary>
    /// Checks a level counted from <see cref="Current"/>: beyond the limit, or than the thread's stack can take, it is
    /// refused as a level entered here would be.
    /// </summary>
    /// <exception cref="FastBsonDepthException">The document is nested too deeply.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void CheckAt(int depth)
    {
        if (depth > StackCheckedFrom)
        {
            CheckDeep(depth, entered: false);
        }
    }

    /// <summary>
    /// Makes <paramref name="depth"/> (a level counted from <see cref="Current"/>) this thread's level and returns the one
    /// it replaces, to give back in a <c>finally</c>: for a value that code counting its own levels hands to a reader that
    /// consults this count (the driver's serializers, through FastBson's depth checks).
    /// </summary>
    public static int Exchange(int depth)
    {
        var outer = t_depth;
        t_depth = depth;
        return outer;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void CheckDeep(int depth, bool entered)
    {
        var limit = FastBsonSerializers.MaxReadDepth;
        var tooDeep = depth > limit;
        var stackExhausted = !tooDeep && !RuntimeHelpers.TryEnsureSufficientExecutionStack();
        if (tooDeep || stackExhausted)
        {
            // The caller's finally leaves the levels entered before this one; this one was refused, so it is left here.
            if (entered)
            {
                t_depth--;
            }

            throw new FastBsonDepthException(limit, depth, stackExhausted);
        }
    }
}
