using System.Collections.Generic;
using System.IO;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// Discriminated hierarchies where the generated serializers are registered (issue 9): a document read as a base class
/// finds its type in the generated table and is read by the subclass's generated serializer, on the reader's buffer and
/// over detached bytes (a nested document), with the driver's object. <see cref="ReadTests"/> and <see cref="WriteTests"/>
/// compare 1,000 seeded instances of each model of the hierarchy (of every type in it) with the driver alone.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class PolymorphismTests
{
    public static TheoryData<string> Subclasses() => new()
    {
        "{ _t: 'circle', Name: 'c', Radius: 1.5 }",
        "{ Name: 'c', Radius: 1.5, _t: 'circle' }",
        "{ _t: 'Square', Side: 2.0, Tag: 't' }",
        "{ _t: 'Polygon', Sides: [1.0, 2.0] }",
    };

    [Theory]
    [MemberData(nameof(Subclasses))]
    public void The_span_entry_reads_a_subclass_document_through_its_generated_serializer(string json)
    {
        var bson = BsonDocument.Parse(json).ToBson();
        var expected = Read<Shape>(bson);

        Assert.True(ShapeBsonSerializer.TryReadDocument(bson, out var shape), json);
        Assert.Equal(expected.GetType(), shape.GetType());
        Assert.Equal(expected.ToBson<Shape>().ToJson(), shape.ToBson<Shape>().ToJson());
    }

    [Fact]
    public void A_hierarchy_s_array_discriminator_finds_the_leaf_class()
    {
        var bson = new BsonDocument { { "_id", 1 }, { "_t", new BsonArray { "Animal", "Mammal", "Cat" } }, { "Legs", 4 }, { "Indoor", true } }.ToBson();

        var cat = Assert.IsType<Cat>(Read<Animal>(bson));
        Assert.Equal((1, 4, true), (cat.Id, cat.Legs, cat.Indoor));
        Assert.True(AnimalBsonSerializer.TryReadDocument(bson, out var detached));
        Assert.IsType<Cat>(detached);
    }

    [Fact]
    public void A_discriminator_outside_the_table_is_the_driver_s_to_resolve()
    {
        // Pin is an IMarker, not a Shape: the driver's error. Over detached bytes the span entry declines it.
        var pin = new BsonDocument { { "_t", "Pin" }, { "X", 1 } }.ToBson();
        Assert.Throws<BsonSerializationException>(() => Read<Shape>(pin));
        Assert.False(ShapeBsonSerializer.TryReadDocument(pin, out _));
    }

    [Fact]
    public void A_drawing_s_nested_subclasses_are_read_on_the_span_path()
    {
        var drawing = new Drawing
        {
            Id = 1,
            Main = new Circle { Radius = 1 },
            Shapes = new List<Shape> { new Square { Side = 2 }, new Shape { Name = "plain" }, new Polygon() },
            Pet = new Bird { Wingspan = 1 },
            Zoo = new List<Animal> { new Cat { Indoor = true }, new Animal() },
        };
        // Without the markers, which the driver's interface serializer reads (the span path hands them off).
        var document = drawing.ToBsonDocument();
        document.Remove(nameof(Drawing.Markers));
        var bson = document.ToBson();

        // Every nested document, whatever its type, is read from detached bytes by a generated serializer.
        Assert.True(DrawingBsonSerializer.TryReadDocument(bson, out var read));
        Assert.Equal(Read<Drawing>(bson).ToBson(), read.ToBson());
        Assert.IsType<Square>(read.Shapes![0]);
        Assert.IsType<Cat>(read.Zoo![0]);
    }

    [Fact]
    public void An_abstract_base_reads_its_subclasses_through_their_generated_serializers()
    {
        var garage = new Garage
        {
            Id = 1,
            Lead = new Car { Plate = "AB-12", Seats = 4 },
            Fleet = new List<Vehicle> { new Tipper { Load = 2.5, Raised = true }, new Car() },
            Heavy = new Tipper { Load = 9 },
        };
        var bson = garage.ToBson();

        // On the span path, every vehicle from detached bytes, and through the reader's buffer by the registered serializer.
        Assert.True(GarageBsonSerializer.TryReadDocument(bson, out var detached));
        Assert.Equal(bson, detached.ToBson());
        Assert.IsType<Tipper>(detached.Fleet![0]);
        var read = Read<Garage>(bson);
        Assert.Equal(bson, read.ToBson());
        Assert.IsType<Car>(read.Lead);

        // A document that names no concrete class: the driver's own error, and the span entry declines it.
        var plain = new BsonDocument { { "_id", 2 }, { "Plate", "abstract" } }.ToBson();
        Assert.Throws<System.MemberAccessException>(() => Read<Vehicle>(plain));
        Assert.False(VehicleBsonSerializer.TryReadDocument(plain, out _));
    }

    [Fact]
    public void Items_of_an_interface_are_read_by_their_generated_serializers_under_it()
    {
        var drawing = new Drawing
        {
            Id = 1,
            Markers = new List<IMarker> { new Pin { Tag = "p", X = 7 }, new Square { Side = 2.5, Tag = "s", Sides = new List<double> { 1 } } },
        };
        var bson = drawing.ToBson();
        using var reader = new CountingReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)));

        var read = BsonSerializer.Deserialize<Drawing>(reader);

        Assert.Equal(bson, read.ToBson());
        Assert.IsType<Pin>(read.Markers![0]);
        Assert.IsType<Square>(read.Markers[1]);

        // The driver's list and interface serializers read the array and find each item's discriminator through the reader;
        // the items' own values (the Pin's X, an Int32; the Square's Side and Sides, Doubles) are read by the generated
        // code from the buffer, under the interface the driver hands each item down with.
        Assert.Contains("ReadStartArray", reader.Reads);
        Assert.DoesNotContain("ReadInt32", reader.Reads);
        Assert.DoesNotContain("ReadDouble", reader.Reads);
    }

    private static T Read<T>(byte[] bson)
    {
        using var reader = new BsonBinaryReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)));
        return BsonSerializer.Deserialize<T>(reader);
    }
}
