using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// Small numbers in other representations than their serializers' defaults, or converting with overflow allowed: a
/// convention stores every uint as Int64, the class map changes the rest, one member each.
/// </summary>
[GenerateBsonSerializer]
public class Measured
{
    public int Id { get; set; }

    public uint Count { get; set; }

    public short Small { get; set; }

    public float Ratio { get; set; }

    public char Letter { get; set; }

    public byte Level { get; set; }

    public ushort Wrapped { get; set; }

    public ulong? Big { get; set; }

    public List<sbyte> Steps { get; set; } = new();
}

internal static class SmallNumberDrift
{
    internal static void Configure()
    {
        var uintsAsInt64 = new ConventionPack { new DelegateMemberMapConvention("uint as Int64", UIntAsInt64) };
        ConventionRegistry.Register("drift: uint as Int64", uintsAsInt64, type => type == typeof(Measured));

        BsonClassMap.RegisterClassMap<Measured>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Small).SetSerializer(new Int16Serializer(BsonType.Int64));
            cm.GetMemberMap(x => x.Ratio).SetSerializer(new SingleSerializer(BsonType.String));
            cm.GetMemberMap(x => x.Letter).SetSerializer(new CharSerializer(BsonType.String));
            cm.GetMemberMap(x => x.Level).SetSerializer(new ByteSerializer(BsonType.String));
            cm.GetMemberMap(x => x.Wrapped).SetSerializer(new UInt16Serializer(BsonType.Int32, new RepresentationConverter(allowOverflow: true, allowTruncation: false)));
            cm.GetMemberMap(x => x.Big).SetSerializer(new NullableSerializer<ulong>(new UInt64Serializer(BsonType.Decimal128)));
            cm.GetMemberMap(x => x.Steps).SetSerializer(new EnumerableInterfaceImplementerSerializer<List<sbyte>, sbyte>(new SByteSerializer(BsonType.Int64)));
        });
    }

    private static void UIntAsInt64(BsonMemberMap memberMap)
    {
        if (memberMap.MemberType == typeof(uint))
        {
            memberMap.SetSerializer(new UInt32Serializer(BsonType.Int64));
        }
    }
}

[Collection(DriftCollection.Name)]
public class SmallNumberTests
{
    private readonly DriftFixture _fixture;

    public SmallNumberTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Representations_and_converters_are_reported_and_the_driver_writes_and_reads_with_them()
    {
        Drift.AssertRefused<Measured>(
            _fixture,
            "Member 'Count': the driver writes it as Int64, the generated code as Int32.",
            "Member 'Small': the driver writes it as Int64, the generated code as Int32.",
            "Member 'Ratio': the driver writes it as String, the generated code as Double.",
            "Member 'Letter': the driver writes it as String, the generated code as Int32.",
            "Member 'Level': the driver writes it as String, the generated code as Int32.",
            "Member 'Wrapped': the driver's UInt16Serializer has AllowOverflow=True, AllowTruncation=False; the generated code converts with the defaults (False, False).",
            "Member 'Big': the driver writes it as Decimal128, the generated code as Int64.",
            "Member 'Steps': the driver writes it as Int64, the generated code as Int32.");

        var form = new BsonDocument
        {
            { "_id", 1 },
            { "Count", 4_000_000_000L },
            { "Small", 7L },
            { "Ratio", "0.5" },
            { "Letter", "x" },
            { "Level", "0a" },
            { "Wrapped", 9 },
            { "Big", new BsonDecimal128(3m) },
            { "Steps", new BsonArray { -1L, 2L } },
        };
        var value = new Measured { Id = 1, Count = 4_000_000_000, Small = 7, Ratio = 0.5f, Letter = 'x', Level = 10, Wrapped = 9, Big = 3, Steps = new() { -1, 2 } };
        Drift.AssertWrites(form, value);
        Drift.AssertReads<Measured>(form, read =>
        {
            Assert.Equal((1, 4_000_000_000u, (short)7, 0.5f, 'x'), (read.Id, read.Count, read.Small, read.Ratio, read.Letter));
            Assert.Equal(((byte)10, (ushort)9, (ulong?)3), (read.Level, read.Wrapped, read.Big));
            Assert.Equal(new sbyte[] { -1, 2 }, read.Steps);
        });

        // Overflow allowed: an Int32 beyond ushort's range wraps instead of failing.
        form["Wrapped"] = 65_536 + 5;
        Drift.AssertReads<Measured>(form, read => Assert.Equal((ushort)5, read.Wrapped));

        Drift.AssertSpanEntryDeclines<Measured>(MeasuredBsonSerializer.TryReadDocument, new BsonDocument
        {
            { "_id", 1 }, { "Count", 5 }, { "Small", 7 }, { "Ratio", 0.5 }, { "Letter", 120 }, { "Level", 10 }, { "Wrapped", 9 },
            { "Big", 3L }, { "Steps", new BsonArray { -1, 2 } },
        });
    }
}
