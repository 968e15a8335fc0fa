using System.Collections.Generic;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Two- and three-dimensional arrays, which the driver writes as arrays of rows: scalar, nullable, text, document and
/// collection items, items as text, and nested in (and around) other collections.
/// </summary>
[GenerateBsonSerializer]
public class MultiDimensionalArrays
{
    public int Id { get; set; }

    public int[,]? Grid { get; set; }

    public string?[,]? Labels { get; set; }

    public double[,,]? Cube { get; set; }

    public int?[,,]? SparseCube { get; set; }

    public Leaf?[,]? Leaves { get; set; }

    public Color[,]? Colors { get; set; }

    public object?[,]? Objects { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public long[,]? LongsAsText { get; set; }

    public int[,][]? RowsOfArrays { get; set; }

    public List<int>?[,,]? CubeOfLists { get; set; }

    public List<int[,]?>? ListOfGrids { get; set; }

    public Dictionary<string, double[,]>? GridsByName { get; set; }
}
