namespace FastBson.Generator;

/// <summary>Tracking names of the pipeline steps, for the incremental-caching tests.</summary>
public static class StepNames
{
    /// <summary>Symbols parsed into a model and diagnostics.</summary>
    public const string Parse = "FastBson.Parse";

    /// <summary>The models that produce source.</summary>
    public const string Model = "FastBson.Model";

    /// <summary>The referenced MongoDB.Bson version.</summary>
    public const string Driver = "FastBson.Driver";

    /// <summary>Whether the support code is emitted, and for which driver version.</summary>
    public const string Support = "FastBson.Support";

    /// <summary>The diagnostics reported.</summary>
    public const string Diagnostics = "FastBson.Diagnostics";

    /// <summary>
    /// The diagnostics with the compilation whose syntax trees locate them: this runs again for every new compilation,
    /// and only reports (see <c>DiagnosticInfo.ToDiagnostic</c>).
    /// </summary>
    public const string LocatedDiagnostics = "FastBson.LocatedDiagnostics";
}
