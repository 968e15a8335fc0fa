using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// The type whose values a kind reads and writes, when the type alone decides it (not its shape, as for enums,
/// collections and nested documents), and the referenced MongoDB.Bson builds under which it does.
/// </summary>
internal sealed class TypeClaim
{
    private readonly SpecialType _special;
    private readonly string? _metadataName;
    private readonly Func<DriverVersion, bool>? _when;

    private TypeClaim(SpecialType special, string? metadataName, Func<DriverVersion, bool>? when)
    {
        _special = special;
        _metadataName = metadataName;
        _when = when;
    }

    /// <summary>A type the compiler knows by itself (<c>int</c>, <c>string</c> ...).</summary>
    public static TypeClaim Special(SpecialType type) => new(type, null, null);

    /// <summary>A type known by its metadata name, claimed where <paramref name="when"/> holds for the referenced driver (always, if null).</summary>
    public static TypeClaim Named(string metadataName, Func<DriverVersion, bool>? when = null) => new(SpecialType.None, metadataName, when);

    /// <summary>Whether the kind reads and writes the type under the referenced driver.</summary>
    public bool AppliesTo(DriverVersion driver) => _when?.Invoke(driver) ?? true;

    /// <summary>The claimed type in a compilation, or null where it does not exist there.</summary>
    public INamedTypeSymbol? Resolve(Compilation compilation) =>
        _metadataName is null ? compilation.GetSpecialType(_special) : compilation.GetTypeByMetadataName(_metadataName);
}
