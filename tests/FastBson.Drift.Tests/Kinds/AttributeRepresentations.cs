using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>Representations <c>[BsonRepresentation]</c> chooses and the generated code writes itself, left as they are.</summary>
[GenerateBsonSerializer]
public class Labelled
{
    [BsonRepresentation(BsonType.ObjectId)]
    public string? Id { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Shade Shade { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Shade? MaybeShade { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ObjectId Ref { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ObjectId? MaybeRef { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public Shade Wide { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public decimal Price { get; set; }

    [BsonRepresentation(BsonType.String)]
    public System.DateTime Logged { get; set; }

    [BsonDateTimeOptions(Kind = System.DateTimeKind.Local, Representation = BsonType.Int64)]
    public System.DateTime? Ticked { get; set; }

    [BsonRepresentation(BsonType.Int32)]
    public bool Flag { get; set; }

    [BsonRepresentation(BsonType.Symbol)]
    public string? Code { get; set; }

    [BsonRepresentation(BsonType.String)]
    public System.Collections.BitArray? Bits { get; set; }
}

/// <summary>The same attributes, each member's serializer replaced by the application's class map.</summary>
[GenerateBsonSerializer]
public class Unlabelled
{
    [BsonRepresentation(BsonType.ObjectId)]
    public string? Id { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Shade Shade { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Shade? MaybeShade { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ObjectId Ref { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public Shade Wide { get; set; }

    [BsonRepresentation(BsonType.String)]
    public System.DateTime Logged { get; set; }

    [BsonRepresentation(BsonType.String)]
    public bool Flag { get; set; }

    [BsonRepresentation(BsonType.Symbol)]
    public string? Code { get; set; }

    [BsonRepresentation(BsonType.String)]
    public System.Collections.BitArray? Bits { get; set; }
}

internal static class AttributeRepresentationDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Unlabelled>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Id).SetSerializer(new StringSerializer());
            cm.GetMemberMap(x => x.Shade).SetSerializer(new EnumSerializer<Shade>(BsonType.Int32));
            cm.GetMemberMap(x => x.MaybeShade).SetSerializer(new NullableSerializer<Shade>(new EnumSerializer<Shade>(BsonType.Int64)));
            cm.GetMemberMap(x => x.Ref).SetSerializer(new ObjectIdSerializer());
            cm.GetMemberMap(x => x.Wide).SetSerializer(new EnumSerializer<Shade>(BsonType.Int32));
            cm.GetMemberMap(x => x.Logged).SetSerializer(new DateTimeSerializer(BsonType.Int64));
            cm.GetMemberMap(x => x.Flag).SetSerializer(new BooleanSerializer(BsonType.Int64));
            cm.GetMemberMap(x => x.Code).SetSerializer(new StringSerializer());
            cm.GetMemberMap(x => x.Bits).SetSerializer(new BitArraySerializer());
        });
}

[Collection(DriftCollection.Name)]
public class AttributeRepresentationTests
{
    private static readonly ObjectId Ref = ObjectId.Parse("5f1e2d3c4b5a697887766554");

    private static readonly System.DateTime Instant = new(2024, 3, 5, 14, 30, 0, System.DateTimeKind.Utc);

    private static System.Collections.BitArray Bits => new(new[] { true, false, true });

    private readonly DriftFixture _fixture;

    public AttributeRepresentationTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Attribute_representations_left_as_they_are_are_no_difference()
    {
        Assert.DoesNotContain(typeof(Labelled), _fixture.Error.Types);
        Assert.Contains(typeof(Labelled), FastBsonSerializers.RegisteredTypes);
        Assert.Same(LabelledBsonSerializer.Instance, BsonSerializer.LookupSerializer<Labelled>());

        var form = new BsonDocument
        {
            { "_id", Ref }, { "Shade", "Dark" }, { "MaybeShade", BsonNull.Value }, { "Ref", Ref.ToString() }, { "MaybeRef", Ref.ToString() },
            { "Wide", 1L }, { "Price", new Decimal128(1.5m) }, { "Logged", "2024-03-05T14:30:00Z" }, { "Ticked", Instant.Ticks },
            { "Flag", 1 }, { "Code", BsonSymbolTable.Lookup("c") }, { "Bits", "101" },
        };
        Drift.AssertWrites(form, new Labelled { Id = Ref.ToString(), Shade = Shade.Dark, Ref = Ref, MaybeRef = Ref, Wide = Shade.Dark, Price = 1.5m, Logged = Instant, Ticked = Instant, Flag = true, Code = "c", Bits = Bits });
        Assert.True(LabelledBsonSerializer.TryReadDocument(form.ToBson(), out var read));
        Assert.Equal((Ref.ToString(), Shade.Dark, (Shade?)null, Ref, (ObjectId?)Ref), (read.Id, read.Shade, read.MaybeShade, read.Ref, read.MaybeRef));
        Assert.Equal((Shade.Dark, 1.5m, Instant, System.DateTimeKind.Local, Instant), (read.Wide, read.Price, read.Logged, read.Ticked!.Value.Kind, read.Ticked.Value.ToUniversalTime()));
        Assert.Equal((true, "c", "101"), (read.Flag, read.Code, BitText(read.Bits!)));
    }

    [Fact]
    public void Serializers_replaced_at_run_time_are_reported_and_the_driver_writes_and_reads_them()
    {
        Drift.AssertRefused<Unlabelled>(
            _fixture,
            "Member 'Id': the driver writes it as String, the generated code as ObjectId.",
            "Member 'Shade': the driver writes the enum as Int32, the generated code as String.",
            "Member 'MaybeShade': the driver writes the enum as Int64, the generated code as String.",
            "Member 'Ref': the driver writes it as ObjectId, the generated code as String.",
            "Member 'Wide': the driver writes the enum as Int32, the generated code as Int64.",
            "Member 'Logged': the driver's DateTimeSerializer has Representation=Int64, DateOnly=False; the generated code uses Representation=String, DateOnly=False.",
            "Member 'Flag': the driver writes it as Int64, the generated code as String.",
            "Member 'Code': the driver writes it as String, the generated code as Symbol.",
            "Member 'Bits': the driver writes it as Binary, the generated code as String.");

        var form = new BsonDocument
        {
            { "_id", "x" }, { "Shade", 1 }, { "MaybeShade", 0L }, { "Ref", Ref }, { "Wide", 1 }, { "Logged", Instant.Ticks }, { "Flag", 1L }, { "Code", "c" },
            { "Bits", new BsonDocument { { "Length", 3 }, { "Bytes", new BsonBinaryData(new byte[] { 5 }) } } },
        };
        Drift.AssertWrites(form, new Unlabelled { Id = "x", Shade = Shade.Dark, MaybeShade = Shade.Light, Ref = Ref, Wide = Shade.Dark, Logged = Instant, Flag = true, Code = "c", Bits = Bits });
        Drift.AssertReads<Unlabelled>(form, read =>
        {
            Assert.Equal(("x", Shade.Dark, (Shade?)Shade.Light, Ref, Shade.Dark, Instant, true, "c"), (read.Id, read.Shade, read.MaybeShade, read.Ref, read.Wide, read.Logged, read.Flag, read.Code));
            Assert.Equal("101", BitText(read.Bits!));
        });
        Drift.AssertSpanEntryDeclines<Unlabelled>(UnlabelledBsonSerializer.TryReadDocument, new BsonDocument
        {
            { "_id", Ref }, { "Shade", "Dark" }, { "MaybeShade", "Light" }, { "Ref", Ref.ToString() }, { "Wide", 1L }, { "Logged", "2024-03-05T14:30:00Z" },
            { "Flag", "true" }, { "Code", BsonSymbolTable.Lookup("c") }, { "Bits", "101" },
        });
    }

    private static string BitText(System.Collections.BitArray bits)
    {
        var text = new System.Text.StringBuilder();
        foreach (bool bit in bits)
        {
            text.Append(bit ? '1' : '0');
        }

        return text.ToString();
    }
}
