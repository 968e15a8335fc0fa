using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Variations of a well-formed document that the driver still reads or rejects in its own way: elements
/// reordered, duplicated, missing, unknown or discriminators added, and values of another BSON type in
/// every element, in the first item of every array and in the first value of every nested document.
/// </summary>
public static class DocumentMutations
{
    public static IEnumerable<(string Label, BsonDocument Document)> Structural(BsonDocument document)
    {
        var elements = document.Elements.ToList();
        yield return ("reversed", Build(Enumerable.Reverse(elements)));
        yield return ("rotated", Build(elements.Skip(1).Concat(elements.Take(1))));
        yield return ("empty", new BsonDocument());
        for (var i = 0; i < elements.Count; i++)
        {
            var index = i;
            yield return ($"without {elements[i].Name}", Build(elements.Where((_, j) => j != index)));
            yield return ($"duplicated {elements[i].Name}", Build(elements.Concat(new[] { new BsonElement(elements[index].Name, BsonNull.Value) })));
            yield return ($"duplicated {elements[i].Name} (same value)", Build(elements.Take(index + 1).Concat(elements.Skip(index))));
        }

        foreach (var extra in new[] { new BsonElement("zzz", 1), new BsonElement("_t", "Other"), new BsonElement("_t", new BsonArray { "A", "B" }), new BsonElement("__safeContent__", new BsonArray()), new BsonElement("_T", 1), new BsonElement(string.Empty, 1) })
        {
            yield return ($"{extra.Name} first", Build(new[] { extra }.Concat(elements)));
            yield return ($"{extra.Name} last", Build(elements.Concat(new[] { extra })));
            yield return ($"{extra.Name} middle", Build(elements.Take(elements.Count / 2).Concat(new[] { extra }).Concat(elements.Skip(elements.Count / 2))));
        }
    }

    /// <summary>Each odd value in each place; <paramref name="stride"/> and <paramref name="offset"/> thin the values out.</summary>
    public static IEnumerable<(string Label, BsonDocument Document)> Values(BsonDocument document, int stride = 1, int offset = 0)
    {
        var values = OddValues.All.Where((_, i) => i % stride == offset % stride).ToList();
        for (var i = 0; i < document.ElementCount; i++)
        {
            var element = document.GetElement(i);
            foreach (var value in values)
            {
                yield return ($"{element.Name} = {value.BsonType} {value}", Replace(document, i, value));
            }

            if (element.Value is BsonArray { Count: > 0 } array)
            {
                foreach (var value in values)
                {
                    var copy = new BsonArray(array) { [0] = value };
                    yield return ($"{element.Name}[0] = {value.BsonType} {value}", Replace(document, i, copy));
                }
            }
            else if (element.Value is BsonDocument { ElementCount: > 0 } nested)
            {
                foreach (var value in values)
                {
                    var copy = new BsonDocument(nested) { [0] = value };
                    yield return ($"{element.Name}.{nested.GetElement(0).Name} = {value.BsonType} {value}", Replace(document, i, copy));
                }
            }
        }
    }

    private static BsonDocument Replace(BsonDocument document, int index, BsonValue value)
    {
        var copy = new BsonDocument(allowDuplicateNames: true);
        for (var i = 0; i < document.ElementCount; i++)
        {
            var element = document.GetElement(i);
            copy.Add(element.Name, i == index ? value : element.Value);
        }

        return copy;
    }

    private static BsonDocument Build(IEnumerable<BsonElement> elements)
    {
        var document = new BsonDocument(allowDuplicateNames: true);
        foreach (var element in elements)
        {
            document.Add(element.Name, element.Value);
        }

        return document;
    }
}
