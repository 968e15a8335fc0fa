using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>Two- and three-dimensional arrays, as MemoryPack's TwoDimensionalArrayFormatter and ThreeDimensionalArrayFormatter write them.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class Grids
{
    public int[,]? Cells { get; set; }

    public string?[,,]? Cube { get; set; }

    public List<double[,]?>? Layers { get; set; }

    public Leaf?[,]? Board { get; set; }
}
