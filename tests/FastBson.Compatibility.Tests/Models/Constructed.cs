using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Created as the driver creates it, through a private parameterless constructor (which also sets up state the
/// reader then overwrites), with a C# 'required' member that 'new Constructed()' could not leave unset.
/// </summary>
[GenerateBsonSerializer]
public class Constructed
{
    private Constructed()
    {
        Tags = new List<string> { "from-constructor" };
    }

    public int Id { get; set; }

    public required string Name { get; set; }

    public List<string>? Tags { get; set; }

    /// <summary>The factory the rest of the code uses; the serializers use the private constructor.</summary>
    public static Constructed Create(int id, string name) => new() { Id = id, Name = name };
}
