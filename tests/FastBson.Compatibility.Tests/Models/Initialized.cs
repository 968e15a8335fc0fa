using System.ComponentModel;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>ISupportInitialize: BeginInit before the first element, EndInit after the last (visible in Calls).</summary>
[GenerateBsonSerializer]
public class Initialized : ISupportInitialize
{
    public int Id { get; set; }

    public string? Name { get; set; }

    public int Calls { get; set; }

    public void BeginInit() => Calls += 100;

    public void EndInit() => Calls += 1;
}
