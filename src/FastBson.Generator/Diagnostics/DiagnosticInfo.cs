using System.Collections.Immutable;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace FastBson.Generator.Diagnostics;

/// <summary>
/// A diagnostic as plain data (descriptor id, file, span, message arguments, and the type a code fix annotates where it
/// has one), so it can travel through the incremental pipeline and be compared; the Roslyn <see cref="Diagnostic"/> is made
/// only when reported.
/// </summary>
internal sealed record DiagnosticInfo(
    string DescriptorId,
    string FilePath,
    TextSpan Span,
    LinePositionSpan LineSpan,
    EquatableArray<string> Arguments)
{
    /// <summary>The documentation comment id of the type the code fix gives <c>[GenerateBsonSerializer]</c> (see <see cref="CodeFixData.UnannotatedTypeKey"/>), or null.</summary>
    public string? UnannotatedType { get; init; }

    public static DiagnosticInfo Create(DiagnosticDescriptor descriptor, Location? location, params string[] arguments)
    {
        var lineSpan = location?.GetLineSpan();
        return new DiagnosticInfo(
            descriptor.Id,
            lineSpan?.Path ?? string.Empty,
            location?.SourceSpan ?? default,
            lineSpan?.Span ?? default,
            arguments.ToEquatableArray());
    }

    public Diagnostic ToDiagnostic()
    {
        var location = FilePath.Length == 0 ? Location.None : Location.Create(FilePath, Span, LineSpan);
        var arguments = new object[Arguments.Count];
        for (var i = 0; i < arguments.Length; i++)
        {
            arguments[i] = Arguments[i];
        }

        var properties = UnannotatedType is null
            ? null
            : ImmutableDictionary<string, string?>.Empty.Add(CodeFixData.UnannotatedTypeKey, UnannotatedType);
        return Diagnostic.Create(DiagnosticDescriptors.ById(DescriptorId), location, properties, arguments);
    }
}
