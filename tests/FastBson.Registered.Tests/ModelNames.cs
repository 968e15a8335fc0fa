using FastBson.Registered.Tests.Infrastructure;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>Every model under test, by name, for theories.</summary>
public static class ModelNames
{
    public static TheoryData<string> All()
    {
        var data = new TheoryData<string>();
        foreach (var type in ModelTypes.All)
        {
            data.Add(ModelTypes.NameOf(type));
        }

        return data;
    }
}
