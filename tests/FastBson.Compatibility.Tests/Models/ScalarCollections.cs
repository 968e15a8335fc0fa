using System;
using System.Collections.Generic;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>Every collection kind with scalar items (nullable items too).</summary>
[GenerateBsonSerializer]
public class ScalarCollections
{
    public int Id { get; set; }

    public int[]? IntArray { get; set; }

    public List<string?>? StringList { get; set; }

    public IList<long>? LongIList { get; set; }

    public IReadOnlyList<double>? DoubleReadOnlyList { get; set; }

    public IEnumerable<bool>? BoolEnumerable { get; set; }

    public List<int?>? NullableIntList { get; set; }

    public DateTime[]? DateArray { get; set; }

    public List<ObjectId>? ObjectIdList { get; set; }

    public List<byte[]?>? BytesList { get; set; }

    public byte[][]? BytesArray { get; set; }

    public List<decimal>? DecimalList { get; set; }

    public IList<Color>? ColorIList { get; set; }

    public List<DateTime?>? NullableDateList { get; set; }

    public List<Color?>? NullableColorList { get; set; }
}
