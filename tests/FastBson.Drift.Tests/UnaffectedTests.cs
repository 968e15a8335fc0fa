using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Runtime;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A model nothing at run time changes, registered in the same RegisterAll as every drifted one.</summary>
[GenerateBsonSerializer]
public class Steady
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

/// <summary>
/// One member of every shape the drift check inspects, all mapped by the driver's defaults: the check must find
/// nothing to report for the serializers the driver picks itself. (Decimal128 is left out: this process registers a
/// serializer of its own for it, see <see cref="TimeDrift"/>.)
/// </summary>
[GenerateBsonSerializer]
public class SteadyShapes
{
    public ObjectId Id { get; set; }

    public bool Flag { get; set; }

    public long Big { get; set; }

    public double Ratio { get; set; }

    public decimal Price { get; set; }

    public DateTime At { get; set; }

    public Shade Shade { get; set; }

    public int? Maybe { get; set; }

    public byte[]? Bytes { get; set; }

    public List<int> List { get; set; } = new();

    public int[] Array { get; set; } = System.Array.Empty<int>();

    public IReadOnlyList<string> ReadOnlyList { get; set; } = new List<string>();

    public IEnumerable<Steady> Nested { get; set; } = new List<Steady>();

    public Dictionary<string, int> Map { get; set; } = new();

    public char Letter { get; set; }

    public byte Level { get; set; }

    public sbyte Step { get; set; }

    public short Small { get; set; }

    public ushort Port { get; set; }

    public uint Count { get; set; }

    public ulong Huge { get; set; }

    public float Weight { get; set; }

    public float? MaybeWeight { get; set; }

    public List<ushort> Ports { get; set; } = new();

    public DateTimeOffset Offset { get; set; }

    public TimeSpan? Elapsed { get; set; }

    [BsonRepresentation(BsonType.String)]
    public DateTimeOffset OffsetText { get; set; }

    [BsonRepresentation(BsonType.Array)]
    public DateTimeOffset? OffsetArray { get; set; }

    [BsonRepresentation(BsonType.Document)]
    public DateTimeOffset OffsetDocument { get; set; }

#if MONGODB_BSON_OFFSET_INSTANTS
    [BsonRepresentation(BsonType.DateTime)]
    public DateTimeOffset OffsetInstant { get; set; }
#endif

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Seconds)]
    public TimeSpan Seconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Nanoseconds)]
    public TimeSpan? Nanoseconds { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public TimeSpan Ticks { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local)]
    public DateTime LocalAt { get; set; }

    [BsonDateTimeOptions(DateOnly = true)]
    public DateTime? Date { get; set; }

#if MONGODB_BSON_DATEONLY
    public DateOnly Day { get; set; }

    public TimeOnly Time { get; set; }
#endif

    public string? Note { get; set; }

    public bool ShouldSerializeNote() => Note is not null;
}

[Collection(DriftCollection.Name)]
public class UnaffectedTests
{
    /// <summary>Every model of this project that the start-up configuration makes drift.</summary>
    internal static readonly Type[] Drifted =
    {
        typeof(CamelCased), typeof(Relabelled), typeof(Reordered), typeof(KeyedLater), typeof(IdDropped),
        typeof(NullsLeftOut), typeof(DefaultsLeftOut), typeof(DefaultedLater), typeof(RequiredLater),
        typeof(Represented), typeof(Unlabelled), typeof(Retallied), typeof(Shaded), typeof(Dated), typeof(Scored), typeof(Shelved), typeof(Trimmed), typeof(Extended), typeof(Priced),
        typeof(Overflowing), typeof(CollectingUnmapped), typeof(Constructed), typeof(FrozenWithFactory), typeof(Referencing),
        typeof(Sparse), typeof(Preset), typeof(Muted), typeof(Keyed),
#if MONGODB_BSON_DISCRIMINATOR_LOOKUP
        typeof(Kinded),
#endif
        typeof(Measured), typeof(Timed), typeof(Badged),
        typeof(Unwrapped), typeof(Textual), typeof(Flattened), typeof(Stamped), typeof(Appliance), typeof(Kettle),
#if !MONGODB_BSON_3
        typeof(Shouted),
#endif
#if MONGODB_BSON_MEMORY
        typeof(Embedded),
#endif
#if MONGODB_BSON_HALF
        typeof(Quantized),
#endif
#if MONGODB_BSON_REGEX
        typeof(Filtered),
#endif
#if MONGODB_BSON_STRUCT_CREATORS
        typeof(Phasor),
#endif
    };

    private readonly DriftFixture _fixture;

    public UnaffectedTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void One_exception_names_every_drifted_type_and_no_other()
    {
        var error = _fixture.Error;

        Assert.Equal(Drifted.OrderBy(t => t.FullName), error.Types.OrderBy(t => t.FullName));
        foreach (var type in Drifted)
        {
            Assert.Single(error.Message.Split(Environment.NewLine), line => line.StartsWith($"The generated serializer for {type.FullName} does not match", StringComparison.Ordinal));
        }

        Assert.DoesNotContain(typeof(Steady).FullName!, error.Message);
    }

    [Fact]
    public void A_type_that_does_not_drift_is_registered_and_served_by_its_generated_serializer()
    {
        Assert.Contains(typeof(Steady), FastBsonSerializers.RegisteredTypes);
        Assert.Same(SteadyBsonSerializer.Instance, BsonSerializer.LookupSerializer<Steady>());
        Assert.False(SteadyBsonSerializer.Instance.ServedByDriver);
        Assert.All(Drifted, type => Assert.DoesNotContain(type, FastBsonSerializers.RegisteredTypes));

        var form = new BsonDocument { { "_id", 1 }, { "Name", "Jo" } };
        Drift.AssertWrites(form, new Steady { Id = 1, Name = "Jo" });
        Assert.True(SteadyBsonSerializer.TryReadDocument(form.ToBson(), out var read));
        Assert.Equal((1, "Jo"), (read.Id, read.Name));
        Drift.AssertReads<Steady>(form, value => Assert.Equal((1, "Jo"), (value.Id, value.Name)));
    }

    [Fact]
    public void The_serializers_the_driver_picks_by_default_are_no_difference()
    {
        // Every member is one the generated code reads and writes itself, so the check inspects each serializer.
        Assert.DoesNotContain(SteadyShapesBsonSerializer.CreateMap().Members, member => member.Shape.Kind == ShapeKind.Driver);

        Assert.DoesNotContain(typeof(SteadyShapes), _fixture.Error.Types);
        Assert.Contains(typeof(SteadyShapes), FastBsonSerializers.RegisteredTypes);
        Assert.False(SteadyShapesBsonSerializer.Instance.ServedByDriver);
    }
}
