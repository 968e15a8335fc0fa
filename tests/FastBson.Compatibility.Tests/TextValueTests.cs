using System;
using System.Collections.Generic;
using System.Globalization;
using System.Net;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Version, IPAddress, IPEndPoint and CultureInfo: the text (and CultureInfo's document) the driver's serializers read,
/// and what they refuse, read the same way with the same error by both serializers on every reader kind, as members
/// and as items; the span path reads the common forms and leaves the rest to the driver. Both write the same bytes.
/// </summary>
public class TextValueTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(HostInfo));

    [Theory]
    [InlineData("1.2", true)]
    [InlineData("1.2.3", true)]
    [InlineData("1.2.3.4", true)]
    [InlineData("0.0", true)]
    [InlineData("2147483647.0.0.2147483647", true)]
    [InlineData(" 1 . 2 ", true)]
    [InlineData("+1.02", true)]
    [InlineData("1", false)]
    [InlineData("1.2.3.4.5", false)]
    [InlineData("1.-2", false)]
    [InlineData("2147483648.0", false)]
    [InlineData("a.b", false)]
    [InlineData("", false)]
    public void Version_text_is_read_as_the_driver_reads_it(string text, bool spanReads)
    {
        SameRead("Previous", new BsonString(text), spanReads);
        SameRead("Versions", new BsonArray { new BsonString(text) }, spanReads);
    }

    [Theory]
    [InlineData("127.0.0.1", true)]
    [InlineData("0.0.0.0", true)]
    [InlineData("::1", true)]
    [InlineData("[::1]", true)]
    [InlineData("fe80::1%3", true)]
    [InlineData("[fe80::1%3]", true)]
    [InlineData("::ffff:192.168.1.1", true)]
    [InlineData("[::ffff:192.168.1.1]", true)]
    [InlineData("2001:db8::ff00:42:8329", true)]
    [InlineData("1", true)]
    [InlineData("0x7f.1", true)]
    [InlineData("256.1.1.1", false)]
    [InlineData("not an address", false)]
    [InlineData("", false)]
    public void IPAddress_text_is_read_as_the_driver_reads_it(string text, bool spanReads)
    {
        SameRead("Gateway", new BsonString(text), spanReads);
        SameRead("Peers", new BsonArray { new BsonString(text) }, spanReads);
    }

    [Theory]
    [InlineData("1.2.3.4:80", true)]
    [InlineData("1.2.3.4:0080", true)]
    [InlineData("1.2.3.4:0", true)]
    [InlineData("1.2.3.4:65535", true)]
    [InlineData("[::1]:27017", true)]
    [InlineData("[fe80::1%3]:1", true)]
    [InlineData("[::ffff:10.0.0.1]:443", true)]
    [InlineData("::1:80", true)]
    [InlineData("1.2.3.4:80\n", true)]
    [InlineData("1.2.3.4:65536", false)]
    [InlineData("1.2.3.4:99999999999", false)]
    [InlineData("1.2.3.4:\u0668\u0660", false)]
    [InlineData("1.2.3.4:+80", false)]
    [InlineData("1.2.3.4:80\n\n", false)]
    [InlineData("1.2\n3.4:80", false)]
    [InlineData("1.2.3.4:", false)]
    [InlineData(":80", false)]
    [InlineData("1.2.3.4", false)]
    [InlineData("localhost:80", false)]
    [InlineData("", false)]
    public void IPEndPoint_text_is_read_as_the_driver_reads_it(string text, bool spanReads)
    {
        SameRead("Endpoint", new BsonString(text), spanReads);
        SameRead("Endpoints", new BsonArray { new BsonString(text) }, spanReads);
    }

    [Theory]
    [InlineData("", true)]
    [InlineData("en-US", true)]
    [InlineData("en-us", true)]
    [InlineData("fr", true)]
    [InlineData("zh-Hans-CN", true)]
    [InlineData("not a culture!", false)]
    public void CultureInfo_names_are_read_as_the_driver_reads_them(string text, bool spanReads)
    {
        SameRead("Fallback", new BsonString(text), spanReads);
        SameRead("ByRegion", new BsonDocument("r", new BsonString(text)), spanReads);
    }

    [Fact]
    public void CultureInfo_documents_are_read_as_the_driver_reads_them()
    {
        SameRead("Fallback", new BsonDocument { { "Name", "fr-FR" }, { "UseUserOverride", false } }, spanReads: true);
        SameRead("Fallback", new BsonDocument { { "Name", "fr-FR" }, { "UseUserOverride", true } }, spanReads: true);
        SameRead("Fallback", new BsonDocument { { "Name", "" }, { "UseUserOverride", false } }, spanReads: true);
        SameRead("ByRegion", new BsonDocument("r", new BsonDocument { { "Name", "de-DE" }, { "UseUserOverride", false } }), spanReads: true);

        SameRead("Fallback", new BsonDocument { { "Name", "not a culture!" }, { "UseUserOverride", false } }, spanReads: false);
        SameRead("Fallback", new BsonDocument { { "UseUserOverride", false }, { "Name", "fr-FR" } }, spanReads: false);
        SameRead("Fallback", new BsonDocument { { "Name", "fr-FR" } }, spanReads: false);
        SameRead("Fallback", new BsonDocument { { "Name", "fr-FR" }, { "UseUserOverride", 0 } }, spanReads: false);
        SameRead("Fallback", new BsonDocument { { "Name", "fr-FR" }, { "UseUserOverride", false }, { "Extra", 1 } }, spanReads: false);
        SameRead("Fallback", new BsonDocument { { "Name", 5 }, { "UseUserOverride", false } }, spanReads: false);
        SameRead("Fallback", new BsonDocument { { "_t", "CultureInfo" }, { "Name", "fr-FR" }, { "UseUserOverride", false } }, spanReads: false);
        SameRead("Fallback", new BsonDocument(), spanReads: false);
    }

    [Fact]
    public void Other_bson_types_are_the_drivers_to_read_or_refuse()
    {
        foreach (var element in new[] { "Previous", "Gateway", "Endpoint", "Fallback" })
        {
            SameRead(element, BsonNull.Value, spanReads: true);
            SameRead(element, new BsonInt32(5), spanReads: false);
            SameRead(element, BsonSymbolTable.Lookup("1.2"), spanReads: false);
            SameRead(element, new BsonArray { "1.2" }, spanReads: false);
        }

        SameRead("Previous", new BsonDocument { { "Major", 1 }, { "Minor", 2 } }, spanReads: false);
        SameRead("Previous", new BsonDocument { { "Major", 1 }, { "Minor", 2 }, { "Build", 3 }, { "Revision", 4 } }, spanReads: false);
        SameRead("Previous", new BsonDocument { { "Major", 1 } }, spanReads: false);
        SameRead("Gateway", new BsonDocument("a", 1), spanReads: false);
        SameRead("Endpoint", new BsonDocument("a", 1), spanReads: false);
        SameRead("Versions", new BsonArray { BsonNull.Value, new BsonInt64(1) }, spanReads: false);
    }

    /// <summary>Non-null members whose default an element must replace: a BSON null there reads as C# null.</summary>
    [Fact]
    public void Null_replaces_a_default()
    {
        SameRead("Release", BsonNull.Value, spanReads: true);
        SameRead("Address", BsonNull.Value, spanReads: true);
        SameRead("Culture", BsonNull.Value, spanReads: true);
    }

    public static TheoryData<string> Writes() => new() { "versions", "ipv4", "ipv6", "scoped", "mapped", "endpoints", "cultures", "fixed cultures", "nulls" };

    [Theory]
    [MemberData(nameof(Writes))]
    public void Values_are_written_as_the_driver_writes_them(string name)
    {
        var value = name switch
        {
            "versions" => new HostInfo { Release = new Version(1, 2), Previous = new Version(1, 2, 3), Versions = new List<Version> { new(1, 2, 3, 4), new(0, 0), new(int.MaxValue, 0) } },
            "ipv4" => new HostInfo { Address = IPAddress.Parse("10.1.2.3"), Gateway = IPAddress.Parse("255.255.255.255"), Peers = new[] { IPAddress.Parse("0.0.0.0"), null } },
            "ipv6" => new HostInfo { Address = IPAddress.Parse("::1"), Gateway = IPAddress.Parse("2001:db8::ff00:42:8329"), Peers = new[] { IPAddress.Parse("::") } },
            "scoped" => new HostInfo { Address = IPAddress.Parse("fe80::1%3"), Endpoint = new IPEndPoint(IPAddress.Parse("fe80::abcd%12"), 65535) },
            "mapped" => new HostInfo { Address = IPAddress.Parse("192.168.1.1").MapToIPv6(), Endpoint = new IPEndPoint(IPAddress.Parse("::ffff:1.2.3.4"), 0) },
            "endpoints" => new HostInfo { Endpoint = new IPEndPoint(IPAddress.Parse("127.0.0.1"), 27017), Endpoints = new List<IPEndPoint?> { new(IPAddress.Parse("::1"), 80), null, new(IPAddress.Parse("0.0.0.0"), 1) } },
            "cultures" => new HostInfo { Culture = new CultureInfo("en-US"), Fallback = new CultureInfo(string.Empty), ByRegion = new Dictionary<string, CultureInfo> { ["cn"] = new("zh-Hans-CN"), ["rs"] = new("sr-Latn-RS") } },
            "fixed cultures" => new HostInfo { Culture = CultureInfo.InvariantCulture, Fallback = new CultureInfo("fr-FR", useUserOverride: false), ByRegion = new Dictionary<string, CultureInfo> { ["jp"] = CultureInfo.GetCultureInfo("ja-JP") } },
            _ => new HostInfo { Release = null!, Address = null!, Culture = null!, Peers = new IPAddress?[] { null } },
        };

        Oracle.AssertSameBytes(HostInfoBsonSerializer.Instance, value);
        var bson = Oracle.Write(Oracle.Driver<HostInfo>(), value);
        Oracle.AssertSameReadAndMessage(HostInfoBsonSerializer.Instance, bson, Readers.All);
        Assert.True(Model.SpanReadRewritten(bson) is not null, $"the span path declined {Convert.ToHexString(bson)}");
    }

    /// <summary>
    /// A value of a derived class goes to the driver's serializer, which writes it as its own rules say: among them
    /// IPAddress's shared instances (<c>IPAddress.Loopback</c> ...), of a private derived class, which 3.x writes as an
    /// address and 2.x through a class map of that class (it fails).
    /// </summary>
    [Fact]
    public void Values_of_derived_classes_are_written_by_the_driver()
    {
        SameWriteOutcome(new HostInfo { Gateway = IPAddress.Loopback });
        SameWriteOutcome(new HostInfo { Address = IPAddress.IPv6Any });
        SameWriteOutcome(new HostInfo { Endpoint = new IPEndPoint(IPAddress.Broadcast, 1) });
        SameWriteOutcome(new HostInfo { Gateway = new DerivedAddress() });
        SameWriteOutcome(new HostInfo { Endpoint = new DerivedEndPoint() });
        SameWriteOutcome(new HostInfo { Fallback = new DerivedCulture() });
    }

    private static void SameWriteOutcome(HostInfo value)
    {
        Assert.Equal(WriteOutcome(Oracle.Driver<HostInfo>(), value), WriteOutcome(HostInfoBsonSerializer.Instance, value));
    }

    private static string WriteOutcome(MongoDB.Bson.Serialization.IBsonSerializer<HostInfo> serializer, HostInfo value)
    {
        try
        {
            return Convert.ToHexString(Oracle.Write(serializer, value));
        }
        catch (Exception ex)
        {
            return $"throws:{ex.GetType().FullName}({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }

    private static void SameRead(string element, BsonValue value, bool spanReads)
    {
        var bson = Oracle.ToRawBson(new BsonDocument { { "_id", 1 }, { element, value } });
        Oracle.AssertSameReadAndMessage(HostInfoBsonSerializer.Instance, bson, Readers.All);
        Assert.True((Model.SpanReadRewritten(bson) is not null) == spanReads, $"the span path {(spanReads ? "declined" : "read")} {Convert.ToHexString(bson)}");
    }

    private sealed class DerivedAddress : IPAddress
    {
        public DerivedAddress()
            : base(new byte[] { 1, 2, 3, 4 })
        {
        }
    }

    private sealed class DerivedEndPoint : IPEndPoint
    {
        public DerivedEndPoint()
            : base(IPAddress.Loopback, 80)
        {
        }
    }

    private sealed class DerivedCulture : CultureInfo
    {
        public DerivedCulture()
            : base("en-US")
        {
        }
    }
}
