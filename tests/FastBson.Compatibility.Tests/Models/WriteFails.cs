using System;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>A document whose member fails while it is written: the driver's error for it depends on its version.</summary>
[GenerateBsonSerializer]
public class WriteFails
{
    private string _name = "ok";

    public int Id { get; set; }

    public string Name
    {
        get => _name == "fail" ? throw new InvalidOperationException("The name cannot be read.") : _name;
        set => _name = value;
    }
}
