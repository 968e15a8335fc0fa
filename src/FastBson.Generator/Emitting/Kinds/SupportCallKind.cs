using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A kind read by one call into a class of the support code on each path (its <c>TryRead</c> on the span path, its
/// <c>Read</c> on the IBsonReader path), which reads what it can itself and gives the rest to the driver's serializer of
/// the place: the span path declines, and the IBsonReader path hands the value to that serializer.
/// </summary>
internal abstract class SupportCallKind : InlineValueKind
{
    /// <summary>The support class for values of <paramref name="shape"/>, as the emitted code names it (one of <see cref="Globals"/>, or one closed over the value's type).</summary>
    protected abstract string Support(ValueShape shape);

    /// <summary>
    /// The span read's local: a name of the kind's own, since as the value of a dictionary entry it shares the scope of the
    /// key's branches, which declare <c>raw</c>.
    /// </summary>
    protected abstract string Local { get; }

    /// <summary>
    /// Whether the span read also takes the driver's serializer of the place (<see cref="ValueSite.DriverSerializer"/>): for a
    /// kind whose support code reads more of its values where that serializer is the registry's own.
    /// </summary>
    protected virtual bool SpanReadTakesPlace => false;

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var place = SpanReadTakesPlace ? site.DriverSerializer + ", " : string.Empty;
        writer.Line($"if (!{Support(site.Shape)}.TryRead(ref reader, type, {place}out var {Local})) {site.Decline}");
        writer.Line(store(Local + "!"));
    }

    public sealed override string ReaderRead(ValueSite site) => $"{Support(site.Shape)}.Read(context, {site.DriverSerializer})";
}
