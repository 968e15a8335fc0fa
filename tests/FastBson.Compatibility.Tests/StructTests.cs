#if MONGODB_BSON_STRUCTS
using System;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Struct documents (2.20 and later) where they differ from classes, against the driver's class-map serializer: the
/// corpus, mutation and corruption theories run the struct models too (see ModelCatalog).
/// </summary>
public class StructTests
{
    [Fact]
    public void A_null_reads_as_the_default_struct_as_the_driver_reads_it()
    {
        var bson = new BsonDocument("p", BsonNull.Value).ToBson();
        foreach (var kind in Readers.All)
        {
            Assert.Equal(ReadNullAt(Oracle.Driver<MutablePoint>(), kind, bson), ReadNullAt(MutablePointBsonSerializer.Instance, kind, bson));
        }

        Assert.Equal(default(MutablePoint).X, ReadNullAt(MutablePointBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson).X);
    }

    [Fact]
    public void The_id_is_given_as_the_driver_gives_it_and_never_set()
    {
        var point = new MutablePoint { Id = ObjectId.GenerateNewId(), X = 3 };
        var driver = (IBsonIdProvider)Oracle.Driver<MutablePoint>();
        var generated = (IBsonIdProvider)MutablePointBsonSerializer.Instance;

        Assert.True(generated.GetDocumentId(point, out var id, out var nominalType, out var idGenerator));
        Assert.True(driver.GetDocumentId(point, out var driverId, out var driverNominalType, out var driverGenerator));
        Assert.Equal(driverId, id);
        Assert.Equal(driverNominalType, nominalType);
        Assert.Equal(driverGenerator.GetType(), idGenerator.GetType());

        // A boxed struct is the caller's copy: the driver refuses to set its id, and so does the generated serializer.
        var expected = Assert.ThrowsAny<Exception>(() => driver.SetDocumentId(point, ObjectId.GenerateNewId()));
        var actual = Assert.ThrowsAny<Exception>(() => generated.SetDocumentId(point, ObjectId.GenerateNewId()));
        Assert.Equal(expected.GetType(), actual.GetType());
        Assert.Equal(expected.Message, actual.Message);
    }

    [Fact]
    public void A_struct_created_by_its_constructor_reads_and_writes_as_the_drivers()
    {
        var charge = new Charge(12.5m, "EUR", 1250);
        Oracle.AssertSameBytes(ChargeBsonSerializer.Instance, charge);
        Oracle.AssertSameReadAndMessage(ChargeBsonSerializer.Instance, Oracle.ToBson(new BsonDocument { { "Amount", new Decimal128(12.5m) }, { "Currency", "EUR" } }));
    }

    [Fact]
    public void A_declared_parameterless_constructor_runs_as_the_drivers_does()
    {
        // Unit is set by Tally's constructor: a document without it keeps the constructor's value on both sides.
        var bson = Oracle.ToBson(new BsonDocument { { "_id", 7 } });
        Oracle.AssertSameReadAndMessage(TallyBsonSerializer.Instance, bson);
        Assert.Equal("pieces", Oracle.Read(TallyBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson).Unit);
    }

    private static T ReadNullAt<T>(IBsonSerializer<T> serializer, ReaderKind kind, byte[] bson)
    {
        using var reader = Readers.Create(kind, bson);
        reader.ReadStartDocument();
        reader.ReadBsonType();
        reader.ReadName();
        var value = serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
        reader.ReadEndDocument();
        return value;
    }
}
#endif
