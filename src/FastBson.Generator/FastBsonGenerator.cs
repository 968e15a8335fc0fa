using System.Linq;
using FastBson.Generator.Emitting;
using FastBson.Generator.Model;
using FastBson.Generator.Parsing;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Text;

namespace FastBson.Generator;

/// <summary>
/// Emits a sealed, reflection-free BSON serializer for every type marked [GenerateBsonSerializer].
/// Pipeline: attribute -> symbol-free <see cref="DocumentModel"/> (cached by value) -> C# source; the
/// diagnostics travel on a separate output as plain data.
/// </summary>
[Generator(LanguageNames.CSharp)]
public sealed class FastBsonGenerator : IIncrementalGenerator
{
    /// <inheritdoc/>
    public void Initialize(IncrementalGeneratorInitializationContext context)
    {
        var parsed = context.SyntaxProvider
            .ForAttributeWithMetadataName(
                KnownNames.GenerateAttribute,
                static (node, _) => node is ClassDeclarationSyntax or RecordDeclarationSyntax or StructDeclarationSyntax,
                static (syntax, cancellationToken) =>
                    DocumentParser.Parse((INamedTypeSymbol)syntax.TargetSymbol, syntax.SemanticModel.Compilation, cancellationToken))
            .WithTrackingName(StepNames.Parse);

        var models = parsed
            .Where(static result => result.Model is not null)
            .Select(static (result, _) => result.Model!)
            .WithTrackingName(StepNames.Model);

        var diagnostics = parsed
            .Select(static (result, _) => result.Diagnostics)
            .Where(static d => d.Count > 0)
            .WithTrackingName(StepNames.Diagnostics);

        // What the generated code does follows the MongoDB.Bson the compilation references.
        var driver = context.CompilationProvider
            .Select(static (compilation, _) => DriverVersionReader.Read(compilation))
            .WithTrackingName(StepNames.Driver);

        context.RegisterSourceOutput(models.Combine(driver), static (output, pair) =>
            output.AddSource(pair.Left.HintName, SourceText.From(SerializerEmitter.Emit(pair.Left, pair.Right), System.Text.Encoding.UTF8)));

        // The shared support code, once per assembly that has serializers.
        var support = models.Collect()
            .Select(static (all, _) => all.Length > 0)
            .Combine(driver)
            .Select(static (pair, _) => pair.Left && pair.Right.IsReferenced ? pair.Right : DriverVersion.None)
            .WithTrackingName(StepNames.Support);
        context.RegisterSourceOutput(support, static (output, version) =>
        {
            if (!version.IsReferenced)
            {
                return;
            }

            foreach (var (hintName, source) in SupportEmitter.Emit(version))
            {
                output.AddSource(hintName, SourceText.From(source, System.Text.Encoding.UTF8));
            }
        });

        // Located in the compilation's syntax trees only here, at the end, so that #pragma warning disable applies to them:
        // the items stay plain data, cached by value, and only this report runs again for a new compilation.
        var located = diagnostics.Combine(context.CompilationProvider).WithTrackingName(StepNames.LocatedDiagnostics);
        context.RegisterSourceOutput(located, static (output, pair) =>
        {
            foreach (var item in pair.Left)
            {
                output.ReportDiagnostic(item.ToDiagnostic(pair.Right));
            }
        });
    }
}
