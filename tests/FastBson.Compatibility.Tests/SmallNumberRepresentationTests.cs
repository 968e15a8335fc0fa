using System;
using System.Threading;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// byte, sbyte and char in each representation <c>[BsonRepresentation]</c> selects (Int32, Int64, String, and Binary but
/// for char), and a Version as String: every BSON value at each member, on every reader (the driver's value, or its
/// exception type and message: data loss, the hex parse's FormatException and OverflowException, a Binary of another
/// length, an empty string into a char), the span path's read of each value of the representation's BSON type that the
/// driver reads, and the bytes written at the edges of each type.
/// </summary>
public class SmallNumberRepresentationTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(Represented));

    private static readonly ObjectId Id = ObjectId.Parse("5f1e2d3c4b5a697887766554");

    private static readonly string[] Members =
    {
        "ByteAsInt32", "ByteAsInt64", "ByteText", "ByteAsBinary", "MaybeSByteAsInt64", "SByteText", "MaybeSByteAsBinary",
        "MaybeCharAsInt32", "CharAsInt64", "CharText", "MaybeCharText", "Release",
    };

    /// <summary>Values of every BSON type these members may meet, at the edges of byte, sbyte and char and of the hex parse.</summary>
    private static readonly BsonValue[] Values =
    {
        0, 1, -1, 127, 128, 255, 256, -128, -129, 65535, 65536, int.MinValue, int.MaxValue,
        0L, 1L, -1L, 127L, 128L, 255L, 256L, -128L, -129L, 65535L, 65536L, long.MinValue, long.MaxValue, uint.MaxValue + 1L,
        0.0, 1.0, 1.5, -1.0, 255.0, 256.0, Decimal128.Parse("1"),
        "0", "1", "f", "F", "a", "ff", "FF", "7f", "80", "00ff", "0000000000ff", "100", "1ff", "fff", "-1", "+1", "0x1", "g", "1g",
        " ", " 1", "1 ", " ff ", "\t1", string.Empty, "ab", "中", "ß", "\0", "1.2", "1.2.3.4", "1.-2", "2147483648.0",
        BsonNull.Value, true, Id, new BsonDateTime(0), BsonSymbolTable.Lookup("1"), new BsonDocument("a", 1), new BsonArray { 1 },
        new BsonDocument { { "Major", 1 }, { "Minor", 2 } },
        new BsonBinaryData(new byte[] { 1 }), new BsonBinaryData(new byte[] { 0xff }), new BsonBinaryData(new byte[] { 0x80 }),
        new BsonBinaryData(Array.Empty<byte>()), new BsonBinaryData(new byte[] { 1, 2 }),
        new BsonBinaryData(new byte[] { 1 }, BsonBinarySubType.UserDefined), new BsonBinaryData(new byte[] { 1 }, BsonBinarySubType.MD5),
        new BsonBinaryData(Guid.Empty, GuidRepresentation.Standard), BsonUndefined.Value, BsonMinKey.Value, BsonMaxKey.Value,
        new BsonTimestamp(1), new BsonRegularExpression("a"), new BsonJavaScript("x"),
    };

    [Fact]
    public void Every_BSON_value_reads_as_in_the_driver_at_each_member()
    {
        foreach (var member in Members)
        {
            var representation = ((BsonRepresentationAttribute)Attribute.GetCustomAttribute(typeof(Represented).GetProperty(member)!, typeof(BsonRepresentationAttribute))!).Representation;
            foreach (var value in Values)
            {
                var bson = Oracle.ToBson(new BsonDocument { { "_id", Id }, { member, value } });
                Oracle.AssertSameReadAndMessage(RepresentedBsonSerializer.Instance, bson);
                if (!Oracle.OutcomeWithMessage(Oracle.Driver<Represented>(), ReaderKind.ByteArrayBuffer, bson).StartsWith("ok:", StringComparison.Ordinal))
                {
                    continue;
                }

                var span = Model.SpanReadRewritten(bson);
                if (span is not null)
                {
                    Assert.Equal(Model.DriverReadRewritten(bson), span);
                }
                else
                {
                    // Only a value of another BSON type may be declined (a Version's text the driver reads is the span
                    // path's too), and a Binary of a subtype the driver's ReadBytes takes but the span path leaves to it.
                    Assert.False(value.BsonType == representation && value is not BsonBinaryData { SubType: not BsonBinarySubType.Binary }, $"{member} = {value}: the span path declines it");
                }
            }
        }
    }

    [Fact]
    public void The_span_path_reads_each_representation()
    {
        var read = new (string Member, BsonValue Value)[]
        {
            ("ByteAsInt64", 255L), ("ByteText", "ff"), ("ByteText", "a"), ("ByteText", " "), ("ByteAsBinary", new BsonBinaryData(new byte[] { 7 })),
            ("MaybeSByteAsInt64", -128L), ("MaybeSByteAsInt64", BsonNull.Value), ("SByteText", "80"), ("MaybeSByteAsBinary", new BsonBinaryData(new byte[] { 0xff })),
            ("MaybeCharAsInt32", 0x4e2d), ("CharAsInt64", 65536L + 'a'), ("CharText", "中文"), ("MaybeCharText", BsonNull.Value), ("Release", "1.2.3"),
        };
        Model.AssertSpanReads(Id, read);
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them()
    {
        var values = new[]
        {
            new Represented(),
            new Represented { ByteAsInt32 = 255, ByteAsInt64 = 255, ByteText = 255, ByteAsBinary = 255, MaybeSByteAsInt64 = sbyte.MinValue, SByteText = sbyte.MinValue },
            new Represented { ByteText = 10, ByteAsBinary = 0, MaybeSByteAsInt64 = -1, SByteText = -1, MaybeSByteAsBinary = -1, MaybeCharAsInt32 = '\uffff' },
            new Represented { ByteText = 0, SByteText = sbyte.MaxValue, MaybeSByteAsBinary = sbyte.MinValue, CharAsInt64 = '\uffff', CharText = '中', MaybeCharText = '\0' },
            new Represented { CharText = 'ß', MaybeCharText = 'x', Release = new Version(1, 2, 3, 4) },
            new Represented { Release = new Version(int.MaxValue, 0) },
        };
        foreach (var value in values)
        {
            Oracle.AssertSameBytes(RepresentedBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(RepresentedBsonSerializer.Instance, Oracle.Write(RepresentedBsonSerializer.Instance, value));
        }
    }

    [Fact]
    public void A_char_that_is_no_text_fails_to_write_as_in_the_driver()
    {
        // A lone surrogate is no UTF-8: the driver's writer refuses it, through the generated code as through the driver.
        // Each write runs on a thread of its own: the 2.x writer keeps a thread-static buffer taken after that failure.
        foreach (var value in new[] { new Represented { CharText = '\ud800' }, new Represented { MaybeCharText = '\udfff' } })
        {
            var driver = OnOwnThread(() => Record.Exception(() => Oracle.Write(Oracle.Driver<Represented>(), value)));
            var generated = OnOwnThread(() => Record.Exception(() => Oracle.Write(RepresentedBsonSerializer.Instance, value)));
            Assert.NotNull(driver);
            Assert.Equal((driver.GetType(), driver.InnerException?.GetType(), driver.Message), (generated?.GetType(), generated?.InnerException?.GetType(), generated?.Message));
        }
    }

    private static T OnOwnThread<T>(Func<T> run)
    {
        T result = default!;
        var thread = new Thread(() => result = run());
        thread.Start();
        thread.Join();
        return result;
    }

    [Fact]
    public void The_members_are_the_generated_codes_own()
    {
        // Not handed to the driver's serializer: the span path reads their values itself (see HandOffs).
        foreach (var member in Members)
        {
            Assert.DoesNotContain(member, Model.HandedOffElements);
        }
    }
}
