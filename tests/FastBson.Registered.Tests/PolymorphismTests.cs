using System.Collections.Generic;
using System.IO;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using FastBson.Registered.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
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
    private readonly DriverOracle _oracle;

    public PolymorphismTests(RegisteredFixture fixture) => _oracle = fixture.Oracle;

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
        drawing.Markers = new List<IMarker> { new Pin { X = 3 }, new Square { Side = 1 } };
        drawing.Highlight = new Pin { Tag = "h" };
        var bson = drawing.ToBson();

        // Every nested document, whatever its type (the interface's items too), is read from detached bytes by a generated
        // serializer.
        Assert.True(DrawingBsonSerializer.TryReadDocument(bson, out var read));
        Assert.Equal(Read<Drawing>(bson).ToBson(), read.ToBson());
        Assert.IsType<Square>(read.Shapes![0]);
        Assert.IsType<Cat>(read.Zoo![0]);
        Assert.IsType<Pin>(read.Markers![0]);
        Assert.IsType<Pin>(read.Highlight);
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
    public void Items_of_an_interface_are_read_by_their_generated_serializers_on_the_span_path()
    {
        var drawing = new Drawing
        {
            Id = 1,
            Markers = new List<IMarker> { new Pin { Tag = "p", X = 7 }, new Square { Side = 2.5, Tag = "s", Sides = new List<double> { 1 } } },
            Highlight = new Square { Side = 1 },
        };
        var bson = drawing.ToBson();
        using var reader = new CountingReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)));

        var read = BsonSerializer.Deserialize<Drawing>(reader);

        Assert.Equal(bson, read.ToBson());
        Assert.IsType<Pin>(read.Markers![0]);
        Assert.IsType<Square>(read.Markers[1]);
        Assert.IsType<Square>(read.Highlight);

        // The list and each item, found by its discriminator in the bytes, are read from the buffer: nothing goes through the
        // reader (before the interface was owned, the driver's list and interface serializers read the array there).
        Assert.Empty(reader.Reads);
    }

    [Fact]
    public void Items_of_an_interface_on_the_reader_path_are_read_by_their_generated_serializers_under_it()
    {
        // The Pin's X as an Int64, which the span path leaves to the driver's Int32 rules: the list goes to the reader path.
        var document = new BsonDocument
        {
            { "_id", 1 },
            { "Markers", new BsonArray { new BsonDocument { { "_t", "Pin" }, { "X", 7L } }, new BsonDocument { { "_t", "Square" }, { "Side", 2.5 }, { "Sides", new BsonArray { 1.0 } } } } },
        };
        var bson = document.ToBson();
        using var reader = new CountingReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)));

        var read = BsonSerializer.Deserialize<Drawing>(reader);

        Assert.Equal(Read<Drawing>(bson).ToBson(), read.ToBson());
        Assert.Equal(7, Assert.IsType<Pin>(read.Markers![0]).X);
        Assert.Equal(2.5, Assert.IsType<Square>(read.Markers[1]).Side);

        // The list is read through the reader, the Pin's X by the driver's rules; the Square, found by its discriminator, is
        // read by its generated serializer from the buffer (no Double goes through the reader).
        Assert.Contains("ReadStartArray", reader.Reads);
        Assert.Contains("ReadInt64", reader.Reads);
        Assert.DoesNotContain("ReadDouble", reader.Reads);
    }

    public static TheoryData<string> InterfaceItems() => new()
    {
        "[null, { _t: 'Pin', Tag: 'p', X: 1 }]",
        "[{ X: 3, _t: 'Pin' }]",
        "[{ _t: ['Shape', 'Polygon', 'Square'], Side: 1.0 }]",
        "[{ Tag: 'none' }]",
        "[{ _t: 'Nobody' }]",
        "[{ _t: 'Circle', Radius: 1.0 }]",
        "[{ _t: 'Polygon' }]",
        "[{ _t: 5 }]",
        "[{ _t: 'Pin', X: 'seven' }]",
        "[{ _t: 'Square', Side: 2.0, Unknown: 1 }]",
        "[{ _t: 'Pin', X: NumberLong(7) }, { _t: 'Square', Side: 2.5 }]",
        "[5]",
        "['text']",
        "[[]]",
        "{ }",
    };

    [Theory]
    [MemberData(nameof(InterfaceItems))]
    public void Interface_values_read_as_the_driver_alone_reads_them(string markers)
    {
        var documents = new List<(string, byte[])>
        {
            ("Markers: " + markers, BsonDocument.Parse("{ _id: 1, Markers: " + markers + " }").ToBson()),
        };
        if (markers.StartsWith('['))
        {
            // The first item as the single member.
            var first = BsonDocument.Parse("{ items: " + markers + " }")["items"].AsBsonArray.FirstOrDefault();
            documents.Add(("Highlight: first of " + markers, new BsonDocument { { "_id", 1 }, { "Highlight", first ?? BsonNull.Value } }.ToBson()));
        }

        DriverAloneReads.AssertSame(_oracle, ModelTypes.NameOf(typeof(Drawing)), documents);
    }

    private static T Read<T>(byte[] bson)
    {
        using var reader = new BsonBinaryReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)));
        return BsonSerializer.Deserialize<T>(reader);
    }
}
