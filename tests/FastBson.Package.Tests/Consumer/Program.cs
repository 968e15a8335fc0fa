using FastBson;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

// Written as a user would: two annotated classes, one call at start-up, then the driver's own API.
FastBsonSerializers.RegisterAll();

var order = new Order { Id = ObjectId.Parse("65a1b2c3d4e5f60718293a4b"), Customer = "Ana", Lines = { new Line { Sku = "A-1", Quantity = 2, Price = 9.5 } } };

// What the driver writes for it with its default mapping, written out by hand.
var expected = new BsonDocument
{
    { "_id", order.Id },
    { "Customer", "Ana" },
    { "Lines", new BsonArray { new BsonDocument { { "Sku", "A-1" }, { "Quantity", 2 }, { "Price", 9.5 } } } },
}.ToBson();

var bytes = order.ToBson();
using var reader = new BsonBinaryReader(new ByteBufferStream(new ByteArrayBuffer(bytes, isReadOnly: true)));
var read = BsonSerializer.Deserialize<Order>(reader);

Console.WriteLine($"serializer: {BsonSerializer.LookupSerializer<Order>().GetType().Name}, {BsonSerializer.LookupSerializer<Line>().GetType().Name}");
Console.WriteLine($"registered: {string.Join(",", FastBsonSerializers.RegisteredTypes.Select(t => t.Name).Order())}");
Console.WriteLine($"bytes: {(bytes.AsSpan().SequenceEqual(expected) ? "same as the driver" : "DIFFERENT " + Convert.ToHexString(bytes))}");
Console.WriteLine($"read: {read.Id} {read.Customer} {read.Lines.Single().Sku} x{read.Lines.Single().Quantity} at {read.Lines.Single().Price}");
Console.WriteLine($"driver: MongoDB.Bson {typeof(BsonDocument).Assembly.GetName().Version}");

[GenerateBsonSerializer]
public class Order
{
    public ObjectId Id { get; set; }

    public string Customer { get; set; } = "";

    public List<Line> Lines { get; set; } = new();
}

[GenerateBsonSerializer]
public class Line
{
    public string Sku { get; set; } = "";

    public int Quantity { get; set; }

    public double Price { get; set; }
}
