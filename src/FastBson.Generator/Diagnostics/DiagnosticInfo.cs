using System.Collections.Immutable;
using System.Linq;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace FastBson.Generator.Diagnostics;

/// <summary>
/// A diagnostic as plain data (descriptor id, file, span, message arguments, and what its code fix needs where it has
/// one), so it can travel through the incremental pipeline and be compared; the Roslyn <see cref="Diagnostic"/> is made
/// only when reported.
/// </summary>
internal sealed record DiagnosticInfo(
    string DescriptorId,
    string FilePath,
    TextSpan Span,
    LinePositionSpan LineSpan,
    EquatableArray<string> Arguments)
{
    /// <summary>What the diagnostic's code fix needs (a key of <see cref="CodeFixData"/> and its value), or null where it has none.</summary>
    public (string Key, string Value)? Fix { get; init; }

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

    /// <summary>
    /// The Roslyn diagnostic, located in <paramref name="compilation"/>'s syntax tree of its file where it has one: a
    /// location in a tree is what <c>#pragma warning disable</c> and <c>[SuppressMessage]</c> suppress by, and what the IDE
    /// shows in the code. A file the compilation has no tree of keeps a location by path.
    /// </summary>
    public Diagnostic ToDiagnostic(Compilation compilation)
    {
        var tree = FilePath.Length == 0 ? null : compilation.SyntaxTrees.FirstOrDefault(candidate => candidate.FilePath == FilePath);
        var location = tree is not null ? Location.Create(tree, Span)
            : FilePath.Length == 0 ? Location.None
            : Location.Create(FilePath, Span, LineSpan);
        var arguments = new object[Arguments.Count];
        for (var i = 0; i < arguments.Length; i++)
        {
            arguments[i] = Arguments[i];
        }

        var properties = Fix is { } fix ? ImmutableDictionary<string, string?>.Empty.Add(fix.Key, fix.Value) : null;
        return Diagnostic.Create(DiagnosticDescriptors.ById(DescriptorId), location, properties, arguments);
    }
}
