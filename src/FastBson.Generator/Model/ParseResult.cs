using FastBson.Generator.Diagnostics;

namespace FastBson.Generator.Model;

/// <summary>What parsing one annotated type gives: a model (null when it cannot be generated) and its diagnostics.</summary>
internal sealed record ParseResult(DocumentModel? Model, EquatableArray<DiagnosticInfo> Diagnostics);
