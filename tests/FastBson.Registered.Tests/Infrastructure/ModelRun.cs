using System;
using System.Collections.Concurrent;
using FastBson.Compatibility.Tests.Infrastructure;

namespace FastBson.Registered.Tests.Infrastructure;

/// <summary>
/// What the driver's entry points do with one model, by name. The same code runs in the registered process
/// and in the oracle's copy of this assembly: the only difference between the two results is what the
/// context's <c>BsonSerializer</c> has registered.
/// </summary>
public abstract class ModelRun
{
    private static readonly ConcurrentDictionary<string, ModelRun> Runs = new();

    public static ModelRun For(string model) =>
        Runs.GetOrAdd(model, name => (ModelRun)Activator.CreateInstance(typeof(ModelRun<>).MakeGenericType(ModelTypes.Find(name)))!);

    /// <summary>The BSON written for <paramref name="count"/> seeded values (the same seed gives the same values in both contexts).</summary>
    public abstract byte[][] Write(Scenario scenario, int seed, int count, bool idFirst);

    /// <summary>
    /// What is read from each document: the value re-written and its <see cref="Fingerprint"/>, with the reader's
    /// state and position after it, or the exception's type, inner exception's type and message.
    /// </summary>
    public abstract string[] Read(Scenario scenario, byte[][] documents, ReaderKind kind);

    /// <summary>
    /// The model read from <paramref name="bson"/> and written again (the id first where asked, as inserts do), as hex; or
    /// the exception's type and message.
    /// </summary>
    public abstract string Rewrite(byte[] bson, bool idFirst);

    /// <summary>
    /// The full type names of the serializers the driver uses for the model: looked up itself, for the items of
    /// <c>List&lt;T&gt;</c> and <c>T[]</c>, the values of <c>Dictionary&lt;string, T&gt;</c>, and a class map's member.
    /// </summary>
    public abstract string[] ServingSerializers();
}
