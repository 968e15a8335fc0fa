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
                return new DriverVersion(reference.Version.Major, reference.Version.Minor);
            }
        }

        return DriverVersion.None;
    }
}
