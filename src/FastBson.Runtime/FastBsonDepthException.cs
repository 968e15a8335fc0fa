using System;

namespace FastBson;

/// <summary>
/// Thrown when a document being read nests deeper than <see cref="FastBsonSerializers.MaxReadDepth"/>, or deeper than
/// the reading thread's stack can take. FastBson refuses it before the stack runs out: a stack overflow cannot be
/// caught in .NET and would end the process.
/// </summary>
/// <remarks>
/// <para>
/// It derives from <see cref="FormatException"/>, the type of the driver's own deserialization errors, so code that
/// catches those catches this one too. Unlike other member errors it is not wrapped once per enclosing member (as the
/// driver wraps them), so its message stays short however deep the document is.
/// </para>
/// <para>
/// Documents the server stores nest at most 100 levels deep, and the driver's writers refuse to write deeper ones, so
/// a document that reaches the limit comes from elsewhere: a cache, a file, a queue, or a hostile sender.
/// </para>
/// </remarks>
public sealed class FastBsonDepthException : FormatException
{
    /// <summary>Creates the exception for a document refused at nesting level <paramref name="depth"/>.</summary>
    /// <param name="maxDepth">The limit in force, <see cref="FastBsonSerializers.MaxReadDepth"/>.</param>
    /// <param name="depth">The level at which the document was refused.</param>
    /// <param name="stackExhausted">Whether the thread's stack ran short before the document reached the limit.</param>
    public FastBsonDepthException(int maxDepth, int depth, bool stackExhausted)
        : base(MessageOf(maxDepth, depth, stackExhausted))
    {
        MaxDepth = maxDepth;
        Depth = depth;
        StackExhausted = stackExhausted;
    }

    /// <summary>The nesting level at which the document was refused (the top-level document is level 1).</summary>
    public int Depth { get; }

    /// <summary>The limit in force when the document was refused (<see cref="FastBsonSerializers.MaxReadDepth"/>).</summary>
    public int MaxDepth { get; }

    /// <summary>
    /// Whether the document was refused because the reading thread's stack ran short, before the document reached
    /// <see cref="MaxDepth"/> (a thread started with a small stack).
    /// </summary>
    public bool StackExhausted { get; }

    private static string MessageOf(int maxDepth, int depth, bool stackExhausted) => stackExhausted
        ? $"The document is nested too deeply for the stack of the thread reading it: FastBson refused it at level {depth}, before the stack ran out, below its limit of {maxDepth} levels (FastBsonSerializers.MaxReadDepth). Read it on a thread with a larger stack, or refuse such documents."
        : $"The document is nested more than {maxDepth} levels deep, the limit FastBson reads (FastBsonSerializers.MaxReadDepth). Each document and array read inside another counts one level.";
}
