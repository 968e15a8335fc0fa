namespace FastBson.Generator.Emitting;

/// <summary>
/// The offer of a value to the span writer, the same wherever a member's array or document may go to the writer in one
/// piece (a container's write helper, a nested document's <c>TryWriteRaw</c>): rent the thread's buffer where the writer
/// takes one, write the value into it, hand the bytes over, or else note why the writer writes it.
/// </summary>
internal static class SpanAttempts
{
    /// <summary>
    /// Emits the offer, with the value's serialization context (<c>context</c>, whose writer is <c>writer</c>), which the
    /// buffer keeps for the values it decides: <paramref name="tryWrite"/> (a call that writes the value into <c>buffer</c>) and, when it writes
    /// it, the hand-over of a <paramref name="container"/> (<c>Array</c> or <c>Document</c>) to <c>writer</c> followed by
    /// <paramref name="written"/>; when it does not, <paramref name="declinedField"/> set for good unless the writer
    /// refused the value (it then raises its own error, and the next value is offered again).
    /// </summary>
    public static void Emit(SourceWriter writer, string declinedField, string tryWrite, string container, string written)
    {
        using (writer.Block($"if (!{declinedField} && {Globals.SpanWriter}.TryRent(context, out var buffer))"))
        {
            writer.Line($"// The whole {container.ToLowerInvariant()} in one piece, its bytes those the writer would write (BsonSpanWriter).");
            using (writer.Block($"if ({tryWrite})"))
            {
                writer.Line($"buffer.Write{container}To(writer);");
                writer.Line(written);
            }

            writer.Line();
            writer.Line("// The writer writes it: from now on where it holds a value the span writer leaves to the writer, this once where");
            writer.Line("// the writer refuses it (and raises its error now).");
            writer.Line($"{declinedField} = !buffer.Refused;");
            writer.Line("buffer.Release();");
        }

        writer.Line();
    }
}
