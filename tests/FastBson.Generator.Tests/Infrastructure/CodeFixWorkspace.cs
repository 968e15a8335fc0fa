using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace FastBson.Generator.Tests.Infrastructure;

/// <summary>
/// Applies a code fix as the IDE does: to a workspace of one project, with the diagnostics the generator reports over it,
/// through the code action's operations.
/// </summary>
internal static class CodeFixWorkspace
{
    /// <summary>A project of the given files, compiled as <see cref="CompilationHelper"/> compiles (its references and options).</summary>
    public static Project Project(params (string Name, string Text)[] documents)
    {
        var workspace = new AdhocWorkspace();
        var id = ProjectId.CreateNewId();
        var solution = workspace.CurrentSolution.AddProject(ProjectInfo.Create(
            id, VersionStamp.Default, "Shop", "Shop", LanguageNames.CSharp,
            compilationOptions: CompilationHelper.StrictOptions,
            parseOptions: CompilationHelper.ParseOptions,
            metadataReferences: CompilationHelper.References));
        foreach (var (name, text) in documents)
        {
            solution = solution.AddDocument(DocumentId.CreateNewId(id), name, text, filePath: name);
        }

        return solution.GetProject(id)!;
    }

    public static Document Document(Project project, string name) => project.Documents.Single(d => d.Name == name);

    /// <summary>
    /// The generator's diagnostics of <paramref name="id"/> over the project, as the IDE hands them to a code fix: the
    /// generator reports a file path and span (its model holds no syntax tree), which the IDE maps to the project's
    /// document of that path.
    /// </summary>
    public static async Task<ImmutableArray<Diagnostic>> GeneratorDiagnosticsAsync(Project project, string id)
    {
        var (result, _) = CompilationHelper.Run((await project.GetCompilationAsync())!);
        var diagnostics = ImmutableArray.CreateBuilder<Diagnostic>();
        foreach (var reported in result.Diagnostics.Where(d => d.Id == id))
        {
            var document = project.Documents.Single(d => d.FilePath == reported.Location.GetLineSpan().Path);
            var location = Location.Create((await document.GetSyntaxTreeAsync())!, reported.Location.SourceSpan);
            diagnostics.Add(Diagnostic.Create(
                reported.Id, reported.Descriptor.Category, reported.GetMessage(), reported.Severity, reported.DefaultSeverity,
                reported.Descriptor.IsEnabledByDefault, reported.WarningLevel, reported.Descriptor.Title, location: location,
                properties: reported.Properties));
        }

        return diagnostics.ToImmutable();
    }

    /// <summary>The code actions <paramref name="fix"/> offers for the diagnostic.</summary>
    public static async Task<List<CodeAction>> FixesAsync(CodeFixProvider fix, Project project, Diagnostic diagnostic)
    {
        var document = project.GetDocument(diagnostic.Location.SourceTree)!;
        var actions = new List<CodeAction>();
        var context = new CodeFixContext(document, diagnostic, (action, _) => actions.Add(action), CancellationToken.None);
        await fix.RegisterCodeFixesAsync(context);
        return actions;
    }

    /// <summary>The project as the code action leaves it.</summary>
    public static async Task<Project> ApplyAsync(CodeAction action, ProjectId project)
    {
        var operations = await action.GetOperationsAsync(CancellationToken.None);
        return operations.OfType<ApplyChangesOperation>().Single().ChangedSolution.GetProject(project)!;
    }

    /// <summary>Hands a fix-all the generator's diagnostics, which no analyzer of the workspace reports.</summary>
    public sealed class FixedDiagnostics : FixAllContext.DiagnosticProvider
    {
        private readonly ImmutableArray<Diagnostic> _diagnostics;

        public FixedDiagnostics(ImmutableArray<Diagnostic> diagnostics) => _diagnostics = diagnostics;

        public override Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            Task.FromResult<IEnumerable<Diagnostic>>(_diagnostics);

        public override Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken) =>
            Task.FromResult(_diagnostics.Where(d => d.Location.SourceTree == document.GetSyntaxTreeAsync(cancellationToken).Result));

        public override Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            Task.FromResult(Enumerable.Empty<Diagnostic>());
    }
}
