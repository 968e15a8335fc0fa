using System;
using System.Collections.Generic;
using System.IO;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Discriminated hierarchies (issue 9): reads that find the document's type as the driver's class map does (the
/// discriminator first, after the id, anywhere, as a hierarchy's array, unknown, of another type, naming a type outside
/// the hierarchy, naming an abstract class or missing under one), and writes that put the discriminator where the driver puts it, under every nominal type. Nothing is
/// registered in this process, so a subclass's document goes to the serializer the driver looks up for it; the registered
/// tests read the same models through the generated table. The seeded corpus, mutations and corruption cover the
/// models through <see cref="ModelCatalog"/>.
/// </summary>
public class PolymorphismTests
{
    public static TheoryData<string> Documents() => new()
    {
        "{ }",
        "{ Name: 's', Layer: 1 }",
        "{ _t: 'circle', Name: 'c', Layer: 2, Radius: 1.5 }",
        "{ _id: 3, _t: 'circle', Radius: 2.5 }",
        "{ Name: 'last', Radius: 3.5, _t: 'circle' }",
        "{ _t: 'Polygon', Sides: [1.0, 2.0] }",
        "{ Sides: [1.0], _t: 'Square', Side: 4.0, Tag: 't' }",
        "{ _t: 'Shape', Name: 'own discriminator' }",
        "{ _t: ['Shape', 'circle'], Radius: 1.0 }",
        // The driver's errors: unknown, another type's, outside the hierarchy, not a string.
        "{ _t: 'Unknown' }",
        "{ _t: 'Pin', X: 1 }",
        "{ _t: 1, Name: 'n' }",
        "{ _t: null }",
        "{ _t: [] }",
        "{ _t: 'circle', Radius: 'not a number' }",
        // The root class's hierarchy: arrays from the root down, the leaf last.
        "{ _id: 1, _t: ['Animal', 'Mammal', 'Cat'], Name: 'Tom', Legs: 4, Indoor: true }",
        "{ _t: ['Animal', 'Mammal'], _id: 2, Legs: 2 }",
        "{ _id: 3, _t: ['Animal', 'bird'], Wingspan: 0.5 }",
        "{ _id: 4, _t: 'Cat', Indoor: false }",
        "{ _id: 5, _t: ['Animal'], Name: 'generic' }",
        "{ _id: 6, Name: 'no discriminator' }",
        "{ _id: 7, _t: ['Animal', 7] }",
        // A document holding members typed as base classes and an interface.
        "{ _id: 1, Main: { _t: 'circle', Radius: 1.0 }, Shapes: [{ _t: 'Square', Side: 2.0 }, null, { Name: 'plain' }], Markers: [{ _t: 'Pin', X: 3 }, { _t: 'Square', Tag: 'sq' }], Pet: { _t: ['Animal', 'bird'], Wingspan: 1.0 }, Zoo: [{ _t: ['Animal', 'Mammal', 'Cat'] }] }",
        "{ _id: 2, Markers: [{ X: 1 }] }",
        "{ _id: 3, Shapes: [{ _t: 'Pin' }] }",
        // Abstract bases: a subclass's document, and the driver's errors for one it would have to create.
        "{ _id: 1, _t: 'Car', Plate: 'AB-12', Seats: 4 }",
        "{ Plate: 'CD-34', _t: 'tipper', Load: 2.5, Raised: true }",
        "{ _id: 2, Plate: 'no discriminator' }",
        "{ _id: 3, _t: 'Vehicle' }",
        "{ _id: 4, _t: 'Truck', Load: 1.0 }",
        "{ _id: 5, Lead: { _t: 'Car', Seats: 2 }, Fleet: [{ _t: 'tipper', Raised: false }, null, { _t: 'Car' }], Heavy: { _t: 'tipper', Load: 9.5 } }",
        "{ _id: 6, Lead: { Plate: 'abstract' } }",
        "{ _id: 7, Fleet: [{ _t: 'Truck' }] }",
        "{ _id: 8, Heavy: { _t: 'Car' } }",
    };

    [Theory]
    [MemberData(nameof(Documents))]
    public void Reads_the_driver_s_object_or_error_on_every_reader(string json)
    {
        var bson = BsonDocument.Parse(json).ToBson();
        Oracle.AssertSameReadAndMessage(ShapeBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(PolygonBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(SquareBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(AnimalBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(BirdBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(LabelledBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(DrawingBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(GarageBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(VehicleBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(TruckBsonSerializer.Instance, bson);
    }

    [Fact]
    public void A_subclass_document_reads_as_the_subclass_wherever_its_discriminator_is()
    {
        foreach (var json in new[] { "{ _t: 'circle', Radius: 1.5 }", "{ Name: 'n', _t: 'circle', Radius: 1.5 }", "{ Radius: 1.5, Name: 'n', _t: 'circle' }" })
        {
            foreach (var kind in Readers.All)
            {
                var circle = Assert.IsType<Circle>(Oracle.Read(ShapeBsonSerializer.Instance, kind, BsonDocument.Parse(json).ToBson()));
                Assert.Equal(1.5, circle.Radius);
            }
        }
    }

    [Fact]
    public void An_error_after_a_discriminator_names_its_element_as_the_driver_names_it()
    {
        // The driver looks for each item's discriminator and returns to a bookmark, which leaves the reader's context without
        // its array index: the error in the third item names it "Zoo.0". Found by the corruption tests.
        var document = new BsonDocument
        {
            { "Zoo", new BsonArray { new BsonDocument("_t", new BsonArray { "Animal", "Mammal", "Cat" }), new BsonDocument("_t", "Animal"), new BsonDocument("_t", new BsonArray { "Animal", new BsonDocument("x", 1) }) } },
        };
        var bson = document.ToBson();
        bson[Array.LastIndexOf(bson, (byte)BsonType.Document)] = 0x8f;

        // The binary readers: the others would parse the damaged bytes first.
        Oracle.AssertSameReadAndMessage(DrawingBsonSerializer.Instance, bson, new[] { ReaderKind.ByteArrayBuffer, ReaderKind.MultiChunkBuffer, ReaderKind.PlainStream });
    }

    public static TheoryData<string> HandedDown() => new()
    {
        "{ _t: 'Square', Side: 2.0, Tag: 't' }",
        "{ Side: 2.0, Tag: 't', Sides: [1.0, 2.0], _t: 'Square' }",
        "{ _t: ['Shape', 'Polygon', 'Square'], Side: 1.0 }",
        "{ _t: 'Polygon', Sides: [1.0] }",
        "{ _t: 'circle', Radius: 1.0 }",
        "{ _t: 'Pin', X: 1, Tag: 'p' }",
        "{ _t: 'Shape', Name: 's' }",
        "{ _id: 1, _t: ['Animal', 'Mammal', 'Cat'], Legs: 4, Indoor: true }",
        "{ _id: 2, _t: 'Cat', Indoor: false }",
        // No discriminator, an unknown one, one of another BSON type, and a value the class reads with its error.
        "{ Side: 2.0, Tag: 'none' }",
        "{ _t: 'Unknown', Side: 1.0 }",
        "{ _t: 1, Side: 1.0 }",
        "{ _t: [], Side: 1.0 }",
        "{ _t: 'Square', Side: 'not a number' }",
        "{ _t: 'Pin', X: 'not a number' }",
        // Abstract classes: a concrete subclass's document, and documents that name none (the driver's errors).
        "{ _id: 1, _t: 'Car', Plate: 'AB-12', Seats: 4 }",
        "{ Plate: 'CD-34', _t: 'tipper', Load: 2.5, Raised: true }",
        "{ _id: 3, _t: 'Vehicle' }",
        "{ _id: 4, _t: 'Truck', Load: 1.0 }",
        "{ _id: 5, Plate: 'no discriminator' }",
    };

    /// <summary>
    /// The driver's serializer of an interface (DiscriminatedInterfaceSerializer), its ObjectSerializer and a base class's
    /// class map find a document's class by its discriminator and hand the document to that class's serializer under their
    /// own nominal type, for which the class map asks its convention again: each generated serializer, under each nominal
    /// type it can be read as, reads the driver's object or raises its error, on every reader.
    /// </summary>
    [Theory]
    [MemberData(nameof(HandedDown))]
    public void Reads_a_document_handed_down_under_another_nominal_type_as_the_class_map_does(string json)
    {
        var bson = BsonDocument.Parse(json).ToBson();
        foreach (var nominal in new[] { typeof(IMarker), typeof(object), typeof(Shape), typeof(Polygon) })
        {
            Oracle.AssertSameReadAndMessage(SquareBsonSerializer.Instance, bson, nominal: nominal);
        }

        foreach (var nominal in new[] { typeof(IMarker), typeof(object) })
        {
            Oracle.AssertSameReadAndMessage(PinBsonSerializer.Instance, bson, nominal: nominal);
        }

        foreach (var nominal in new[] { typeof(Shape), typeof(object) })
        {
            Oracle.AssertSameReadAndMessage(PolygonBsonSerializer.Instance, bson, nominal: nominal);
            Oracle.AssertSameReadAndMessage(CircleBsonSerializer.Instance, bson, nominal: nominal);
        }

        foreach (var nominal in new[] { typeof(Animal), typeof(Mammal), typeof(object) })
        {
            Oracle.AssertSameReadAndMessage(CatBsonSerializer.Instance, bson, nominal: nominal);
        }

        // Under a base class or object, an abstract class's serializer only dispatches, as its class map does.
        Oracle.AssertSameReadAndMessage(VehicleBsonSerializer.Instance, bson, nominal: typeof(object));
        foreach (var nominal in new[] { typeof(Vehicle), typeof(object) })
        {
            Oracle.AssertSameReadAndMessage(TruckBsonSerializer.Instance, bson, nominal: nominal);
            Oracle.AssertSameReadAndMessage(CarBsonSerializer.Instance, bson, nominal: nominal);
            Oracle.AssertSameReadAndMessage(TipperBsonSerializer.Instance, bson, nominal: nominal);
        }
    }

    /// <summary>
    /// A document of the class itself, handed down under an interface or object, is read by the generated code from the
    /// reader's buffer (nothing read through the reader's API but the bookmark the driver's search returns to), where it was
    /// the driver's class map's to read before.
    /// </summary>
    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void A_document_of_the_class_itself_handed_down_under_an_interface_or_object_is_read_on_the_span_path(ReaderKind kind)
    {
        var bson = BsonDocument.Parse("{ Side: 2.5, _t: 'Square', Tag: 't', Sides: [1.0] }").ToBson();
        foreach (var nominal in new[] { typeof(IMarker), typeof(object) })
        {
            using var reader = new CountingReader(Readers.BinaryStream(kind, bson));
            var square = Assert.IsType<Square>(SquareBsonSerializer.Instance.Deserialize(BsonDeserializationContext.CreateRoot(reader), new BsonDeserializationArgs { NominalType = nominal }));
            // The bookmark the driver's search for the discriminator returns to, and nothing else.
            Assert.Equal(new[] { "GetBookmark", "ReturnToBookmark" }, reader.Reads);
            Assert.Equal(bson.Length, reader.BsonStream.Position);
            Assert.Equal((2.5, "t"), (square.Side, square.Tag));
        }
    }

    public static TheoryData<object, Type> Values() => new()
    {
        { new Shape { Name = "s", Layer = 1 }, typeof(Shape) },
        { new Shape { Name = "s", Layer = 1 }, typeof(object) },
        { new Circle { Name = "c", Radius = 2 }, typeof(Shape) },
        { new Circle { Name = "c", Radius = 2 }, typeof(Circle) },
        { new Circle { Name = "c", Radius = 2 }, typeof(object) },
        { new Square { Side = 3, Tag = "t", Sides = new List<double> { 1 } }, typeof(Shape) },
        { new Square { Side = 3, Tag = "t" }, typeof(Polygon) },
        { new Square { Side = 3, Tag = "t" }, typeof(IMarker) },
        { new Square { Side = 3, Tag = "t" }, typeof(Square) },
        { new Pin { Tag = "p", X = 1 }, typeof(IMarker) },
        { new Animal { Id = 1, Name = "a" }, typeof(Animal) },
        { new Cat { Id = 2, Legs = 4, Indoor = true }, typeof(Animal) },
        { new Cat { Id = 2, Legs = 4, Indoor = true }, typeof(Mammal) },
        { new Cat { Id = 2, Legs = 4, Indoor = true }, typeof(Cat) },
        { new Bird { Id = 3, Wingspan = 1 }, typeof(Bird) },
        { new Bird { Id = 3, Wingspan = 1 }, typeof(object) },
        { new Labelled { Id = 4, Text = "l" }, typeof(Labelled) },
        { new Labelled { Id = 4, Text = "l" }, typeof(object) },
        { new Car { Id = 5, Plate = "p", Seats = 4 }, typeof(Vehicle) },
        { new Tipper { Id = 6, Load = 2, Raised = true }, typeof(Vehicle) },
        { new Tipper { Id = 6, Load = 2, Raised = true }, typeof(Truck) },
        { new Tipper { Id = 6, Load = 2, Raised = true }, typeof(object) },
    };

    [Theory]
    [MemberData(nameof(Values))]
    public void Writes_the_discriminator_where_the_driver_writes_it(object value, Type nominalType)
    {
        // The value's own generated serializer against the driver's class-map serializer for its type, under the nominal
        // type the driver passes down (a base class's serializer, a discriminated interface's, object's).
        var generated = (IBsonSerializer)ModelTypeNames.SerializerOf(value.GetType()).GetField("Instance")!.GetValue(null)!;
        var driver = (IBsonSerializer)Activator.CreateInstance(typeof(BsonClassMapSerializer<>).MakeGenericType(value.GetType()), BsonClassMap.LookupClassMap(value.GetType()))!;
        foreach (var idFirst in new[] { false, true })
        {
            Assert.Equal(Write(driver, value, nominalType, idFirst), Write(generated, value, nominalType, idFirst));
        }
    }

    [Fact]
    public void A_base_class_serializer_writes_a_subclass_as_the_driver_does()
    {
        foreach (var drawing in InstanceFactory.Many<Drawing>(50, seed: 5))
        {
            Oracle.AssertSameBytes(DrawingBsonSerializer.Instance, drawing);
        }

        foreach (var shape in InstanceFactory.Many<Shape>(50, seed: 6))
        {
            Oracle.AssertSameBytes(ShapeBsonSerializer.Instance, shape);
        }

        foreach (var animal in InstanceFactory.Many<Animal>(50, seed: 7))
        {
            Oracle.AssertSameBytes(AnimalBsonSerializer.Instance, animal);
        }

        foreach (var garage in InstanceFactory.Many<Garage>(50, seed: 8))
        {
            Oracle.AssertSameBytes(GarageBsonSerializer.Instance, garage);
        }

        foreach (var vehicle in InstanceFactory.Many<Vehicle>(50, seed: 9))
        {
            Oracle.AssertSameBytes(VehicleBsonSerializer.Instance, vehicle);
        }
    }

    private static string Write(IBsonSerializer serializer, object value, Type nominalType, bool idFirst)
    {
        using var stream = new MemoryStream();
        using (var writer = new BsonBinaryWriter(stream))
        {
            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), new BsonSerializationArgs(nominalType, false, idFirst), value);
        }

        return Convert.ToHexString(stream.ToArray());
    }
}
