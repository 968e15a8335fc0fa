using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;

namespace FastBson.Registered.Tests.Infrastructure;

/// <summary>
/// Reads labelled documents of a model in the registered process and in the driver alone (the oracle), on every reader
/// kind, and asserts the same outcome for each: the same object, or the same exception with the same message.
/// </summary>
public static class DriverAloneReads
{
    /// <param name="oracle">The driver alone.</param>
    /// <param name="model">The model the documents are read as.</param>
    /// <param name="documents">Each document, labelled with what it varies, named in a failure.</param>
    /// <param name="treeReaderStride">The tree readers (which parse the bytes first) read every so many documents; the binary readers all.</param>
    public static void AssertSame(DriverOracle oracle, string model, IReadOnlyList<(string Label, byte[] Bson)> documents, int treeReaderStride = 1)
    {
        foreach (var kind in Readers.All)
        {
            var indexes = Enumerable.Range(0, documents.Count).Where(i => Readers.Binary.Contains(kind) || i % treeReaderStride == 0).ToArray();
            var sample = indexes.Select(i => documents[i].Bson).ToArray();
            var (expected, actual) = Sides.Run(
                () => oracle.Read(Scenario.Document, model, sample, kind),
                () => ModelRun.For(model).Read(Scenario.Document, sample, kind));
            for (var i = 0; i < sample.Length; i++)
            {
                // One document at a time, so a failure names what was varied.
                Agreement.SameOutcomes($"{model}, {documents[indexes[i]].Label}, on {kind}", new[] { sample[i] }, new[] { expected[i] }, new[] { actual[i] });
            }
        }
    }
}
