using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>Finds the MongoDB.Bson the compilation references, whichever package it comes from.</summary>
internal static class DriverVersionReader
{
    private const string AssemblyName = "MongoDB.Bson";

    public static DriverVersion Read(Compilation compilation)
    {
        // The official package and MongoDB.Bson.signed carry different strong-name keys but the same assembly name.
        foreach (var reference in compilation.ReferencedAssemblyNames)
        {
            if (reference.Name == AssemblyName)
            {
                // Which serializers exist depends on the build of the package (3.x has them for .NET 6 and later only), not on the version.
                var dateAndTimeOnly = compilation.GetTypeByMetadataName(KnownNames.DateOnlySerializer) is not null &&
                                      compilation.GetTypeByMetadataName(KnownNames.TimeOnlySerializer) is not null;
                var half = compilation.GetTypeByMetadataName(KnownNames.HalfSerializer) is not null;
                return new DriverVersion(reference.Version.Major, reference.Version.Minor, dateAndTimeOnly, half);
            }
        }

        return DriverVersion.None;
    }
}
