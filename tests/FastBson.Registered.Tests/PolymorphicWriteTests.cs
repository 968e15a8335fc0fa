using System;
using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using FastBson.Registered.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// Writes of values held under another type than their class, where the generated serializers are registered: a
/// subclass under its base class (the discriminator the driver writes for that nominal type, a hierarchy's array from its
/// root class, a required one), a class under an interface (under <c>object</c>), an abstract base's subclasses. The
/// span writer writes them as the driver writes them, in one piece, on both write buffers: no element name is written
/// by the driver's writer, and the driver alone, reading those bytes back and writing them again, writes the same bytes.
/// <see cref="WriteTests"/> compares 1,000 seeded instances of each of these models with the driver alone.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class PolymorphicWriteTests
{
    private readonly DriverOracle _oracle;

    public PolymorphicWriteTests(RegisteredFixture fixture) => _oracle = fixture.Oracle;

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void Subclasses_and_interface_values_in_a_document_are_written_in_one_piece(WriteStream stream)
    {
        var drawing = new Drawing
        {
            Id = 1,
            Main = new Circle { Name = "c", Radius = 1.5 },
            Shapes = new List<Shape> { new Square { Side = 2, Tag = "sq", Sides = new List<double> { 1, 2 } }, new Shape { Name = "plain" }, null!, new Polygon() },
            Markers = new List<IMarker> { new Pin { Tag = "p", X = 3 }, null!, new Square { Side = 1 } },
            Highlight = new Pin { Tag = "h" },
            Labels = new Dictionary<string, IMarker> { ["a"] = new Square { Side = 4 }, ["b"] = new Pin { X = -1 } },
            Pet = new Bird { Wingspan = 0.5 },
            Zoo = new List<Animal> { new Cat { Indoor = true, Legs = 4 }, new Animal { Name = "generic" }, new Mammal { Legs = 2 } },
        };

        AssertWrittenInOnePiece("Drawing", BsonSerializer.LookupSerializer<Drawing>(), drawing, stream);
    }

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void An_abstract_base_s_subclasses_are_written_in_one_piece(WriteStream stream)
    {
        var garage = new Garage
        {
            Id = 2,
            Lead = new Car { Plate = "AB-12", Seats = 4 },
            Fleet = new List<Vehicle> { new Tipper { Load = 2.5, Raised = true }, new Car { Id = 3 } },
            Heavy = new Tipper { Load = 9 },
        };

        AssertWrittenInOnePiece("Garage", BsonSerializer.LookupSerializer<Garage>(), garage, stream);
    }

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void A_document_with_a_discriminator_is_written_in_one_piece(WriteStream stream)
    {
        // Under its base class (its hierarchy's array, from the root class down), and a class whose class map requires one.
        AssertWrittenInOnePiece("Animal", BsonSerializer.LookupSerializer<Animal>(), new Cat { Id = 4, Name = "Tom", Legs = 4, Indoor = true }, stream);
        AssertWrittenInOnePiece("Animal", BsonSerializer.LookupSerializer<Animal>(), new Bird { Id = 5, Wingspan = 1.25 }, stream);
        AssertWrittenInOnePiece("Labelled", BsonSerializer.LookupSerializer<Labelled>(), new Labelled { Id = 6, Text = "t" }, stream);
    }

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void Id_first_a_discriminated_document_is_written_by_the_writer_with_the_drivers_bytes(WriteStream stream)
    {
        // The driver writes _id, then the discriminator: the span writer, whose order is the discriminator and then the
        // declared members, leaves the document's own elements to the writer (its members still go in one piece).
        var serializer = BsonSerializer.LookupSerializer<Animal>();
        var cat = new Cat { Id = 7, Name = "Tom", Legs = 4, Indoor = true };
        var written = SpanWrites.WriteCounted(serializer, cat, stream, idFirst: true);

        Assert.NotEqual(0, written.OwnNames);
        Assert.Equal(DriverAloneRewrites("Animal", written.Bytes, idFirst: true), Convert.ToHexString(written.Bytes));
        Assert.Equal("_id", BsonSerializer.Deserialize<MongoDB.Bson.BsonDocument>(written.Bytes).GetElement(0).Name);

        // Without the id first, the same value goes in one piece.
        Assert.Equal(0, SpanWrites.WriteCounted(serializer, cat, stream).OwnNames);
    }

    private void AssertWrittenInOnePiece<T>(string model, IBsonSerializer<T> serializer, T value, WriteStream stream)
    {
        var written = SpanWrites.WriteCounted(serializer, value, stream);

        Assert.Equal((0, 0), (written.OwnNames, written.ChildNames));
        Assert.Equal(DriverAloneRewrites(model, written.Bytes, idFirst: false), Convert.ToHexString(written.Bytes));
    }

    /// <summary>The bytes the driver alone writes for what it reads from <paramref name="bson"/>, as hex.</summary>
    private string DriverAloneRewrites(string model, byte[] bson, bool idFirst)
    {
        var outcome = _oracle.Rewrite(model, bson, idFirst);
        Assert.DoesNotContain("throws", outcome, StringComparison.Ordinal);
        return outcome;
    }
}
