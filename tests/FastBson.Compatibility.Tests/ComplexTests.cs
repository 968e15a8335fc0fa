#if MONGODB_BSON_STRUCT_CREATORS
using System.Collections.Generic;
using System.Numerics;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// <c>Complex</c> members, nullable members, items and dictionary values (2.19 and later), against the driver's class map:
/// every value a member may meet read as the driver reads it on every reader (its value, or its error), the span path's
/// reads of the document the class map writes, and writes. The corpus, mutation and corruption theories run the model too.
/// </summary>
public class ComplexTests
{
    private static readonly ModelCase Model = new ModelCase<Impedances>(ImpedancesBsonSerializer.Instance, ImpedancesBsonSerializer.TryReadDocument);

    private static readonly BsonValue[] Values =
    {
        new BsonDocument { { "Real", 1.5 }, { "Imaginary", -2.0 } },
        new BsonDocument { { "Real", -0.0 }, { "Imaginary", double.NaN } },
        new BsonDocument { { "Imaginary", -2.0 }, { "Real", 1.5 } },
        new BsonDocument { { "Real", 1 }, { "Imaginary", 2L } },
        new BsonDocument { { "Real", "1.5" }, { "Imaginary", new Decimal128(2) } },
        new BsonDocument { { "Real", 1.5 } },
        new BsonDocument { { "Imaginary", 1.5 } },
        new BsonDocument(),
        new BsonDocument { { "Real", 1.5 }, { "Imaginary", -2.0 }, { "Magnitude", 2.5 } },
        new BsonDocument(allowDuplicateNames: true) { { "Real", 1.5 }, { "Imaginary", -2.0 }, { "Real", 3.0 } },
        new BsonDocument { { "_t", "Complex" }, { "Real", 1.5 }, { "Imaginary", -2.0 } },
        new BsonDocument { { "Real", BsonNull.Value }, { "Imaginary", -2.0 } },
        new BsonDocument { { "Real", 1.5 }, { "Imaginary", true } },
        BsonNull.Value, 5, "text", new BsonArray { 1.5, -2.0 },
    };

    [Fact]
    public void Every_value_reads_as_in_the_driver()
    {
        foreach (var value in Values)
        {
            foreach (var bson in new[]
            {
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Load", value } }),
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Source", value } }),
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Stages", new BsonArray { value, Canonical(3, 4) } } }),
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "ByBranch", new BsonDocument { { "a", value }, { "b", Canonical(3, 4) } } } }),
            })
            {
                Model.AssertSameReadOnEveryPath(bson);
            }
        }
    }

    [Fact]
    public void The_span_path_reads_the_document_the_class_map_writes()
    {
        foreach (var (real, imaginary) in new[] { (1.5, -2.0), (0.0, -0.0), (double.NaN, double.PositiveInfinity), (double.MinValue, double.Epsilon) })
        {
            var bson = Oracle.ToBson(new BsonDocument
            {
                { "_id", 1 }, { "Load", Canonical(real, imaginary) }, { "Source", Canonical(imaginary, real) },
                { "Stages", new BsonArray { Canonical(real, imaginary), Canonical(0, 0) } },
                { "ByBranch", new BsonDocument { { "a", Canonical(real, imaginary) }, { "b", BsonNull.Value } } },
            });
            Model.AssertSameReadOnEveryPath(bson, spanReads: true);
        }
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them()
    {
        foreach (var value in new[]
        {
            new Impedances(),
            new Impedances
            {
                Id = 2, Load = new Complex(1.5, -2), Source = Complex.ImaginaryOne,
                Stages = new List<Complex> { Complex.Zero, new Complex(double.NaN, double.NegativeInfinity), new Complex(-0.0, double.MaxValue) },
                ByBranch = new Dictionary<string, Complex?> { { "a", Complex.One }, { "b", null } },
            },
        })
        {
            Oracle.AssertSameBytes(ImpedancesBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(ImpedancesBsonSerializer.Instance, Oracle.Write(ImpedancesBsonSerializer.Instance, value), Readers.All);
        }
    }

    private static BsonDocument Canonical(double real, double imaginary) => new() { { "Real", real }, { "Imaginary", imaginary } };
}
#endif
