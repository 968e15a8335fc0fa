using System.Collections.Generic;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Members typed as base classes and as an interface, holding subclasses (issue 9): one of each, lists of them, nulls.
/// The instance factory fills them with any generated type that fits.
/// </summary>
[GenerateBsonSerializer]
public class Drawing
{
    public int Id { get; set; }

    public Shape? Main { get; set; }

    public List<Shape>? Shapes { get; set; }

    public List<IMarker>? Markers { get; set; }

    public IMarker? Highlight { get; set; }

    public Dictionary<string, IMarker>? Labels { get; set; }

    public Animal? Pet { get; set; }

    public List<Animal>? Zoo { get; set; }
}

/// <summary>A base class whose subclasses the driver learns from <c>[BsonKnownTypes]</c>; scalar discriminators.</summary>
[GenerateBsonSerializer]
[BsonKnownTypes(typeof(Circle), typeof(Polygon))]
public class Shape
{
    public string? Name { get; set; }

    public int Layer { get; set; }
}

/// <summary>A subclass under a discriminator of its own choosing.</summary>
[GenerateBsonSerializer]
[BsonDiscriminator("circle")]
public class Circle : Shape
{
    public double Radius { get; set; }
}

/// <summary>A middle class, itself with a known subclass.</summary>
[GenerateBsonSerializer]
[BsonKnownTypes(typeof(Square))]
public class Polygon : Shape
{
    public List<double>? Sides { get; set; }
}

/// <summary>Three levels down, sealed, and an <see cref="IMarker"/> too.</summary>
[GenerateBsonSerializer]
public sealed class Square : Polygon, IMarker
{
    public double Side { get; set; }

    public string? Tag { get; set; }
}

/// <summary>
/// An interface: members typed as it are read as the driver's DiscriminatedInterfaceSerializer reads them, by the generated
/// serializer of each document's class where it is registered (InterfaceValues), else by that serializer.
/// </summary>
public interface IMarker
{
    string? Tag { get; set; }
}

/// <summary>An <see cref="IMarker"/> outside the shapes.</summary>
[GenerateBsonSerializer]
public class Pin : IMarker
{
    public string? Tag { get; set; }

    public int X { get; set; }
}

/// <summary>
/// The root class of a three-level hierarchy: every class under it writes the hierarchical discriminator, the array of
/// the discriminators from the root down (<c>["Animal", "Mammal", "Cat"]</c>), even as its own nominal type.
/// </summary>
[GenerateBsonSerializer]
[BsonDiscriminator(RootClass = true)]
[BsonKnownTypes(typeof(Mammal), typeof(Bird))]
public class Animal
{
    public int Id { get; set; }

    public string? Name { get; set; }
}

[GenerateBsonSerializer]
[BsonKnownTypes(typeof(Cat))]
public class Mammal : Animal
{
    public int Legs { get; set; }
}

[GenerateBsonSerializer]
public class Cat : Mammal
{
    public bool Indoor { get; set; }
}

/// <summary>A subclass whose discriminator is renamed and required.</summary>
[GenerateBsonSerializer]
[BsonDiscriminator("bird", Required = true)]
public class Bird : Animal
{
    public double Wingspan { get; set; }
}

/// <summary>A class with no subclass that always writes its discriminator.</summary>
[GenerateBsonSerializer]
[BsonDiscriminator(Required = true)]
public class Labelled
{
    public int Id { get; set; }

    public string? Text { get; set; }
}

/// <summary>
/// A document holding members typed as an abstract base: every vehicle is a subclass's, found by its discriminator.
/// </summary>
[GenerateBsonSerializer]
public class Garage
{
    public int Id { get; set; }

    public Vehicle? Lead { get; set; }

    public List<Vehicle>? Fleet { get; set; }

    public Truck? Heavy { get; set; }
}

/// <summary>An abstract base with a concrete subclass and an abstract one: its serializer only dispatches.</summary>
[GenerateBsonSerializer]
[BsonKnownTypes(typeof(Car), typeof(Truck))]
public abstract class Vehicle
{
    public int Id { get; set; }

    public string? Plate { get; set; }
}

[GenerateBsonSerializer]
public class Car : Vehicle
{
    public int Seats { get; set; }
}

/// <summary>An abstract middle class, with a sealed subclass under a discriminator of its own choosing.</summary>
[GenerateBsonSerializer]
[BsonKnownTypes(typeof(Tipper))]
public abstract class Truck : Vehicle
{
    public double Load { get; set; }
}

[GenerateBsonSerializer]
[BsonDiscriminator("tipper")]
public sealed class Tipper : Truck
{
    public bool Raised { get; set; }
}
