using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Net;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// The BCL types the driver writes as text: <c>Version</c> (2 to 4 parts), <c>IPAddress</c> (IPv4, IPv6 with scopes,
/// IPv4-mapped), <c>IPEndPoint</c>, and <c>CultureInfo</c> (invariant, neutral and specific cultures, with and without
/// the user's overrides, the latter a document); and <c>BitArray</c>, which the driver writes as a Binary of whole
/// bytes or a { Length, Bytes } document, and under <c>[BsonRepresentation(BsonType.String)]</c> as text of its bits; as
/// members, nullable members, items and dictionary values.
/// </summary>
[GenerateBsonSerializer]
public class HostInfo
{
    public int Id { get; set; }

    public Version Release { get; set; } = new(1, 0);

    public Version? Previous { get; set; }

    // Not IPAddress.Loopback: the shared instances are of a derived class, which 2.x cannot write (see TextValueTests).
    public IPAddress Address { get; set; } = IPAddress.Parse("127.0.0.1");

    public IPAddress? Gateway { get; set; }

    public IPEndPoint? Endpoint { get; set; }

    public CultureInfo Culture { get; set; } = CultureInfo.InvariantCulture;

    public CultureInfo? Fallback { get; set; }

    public List<Version>? Versions { get; set; }

    public IPAddress?[]? Peers { get; set; }

    public List<IPEndPoint?>? Endpoints { get; set; }

    public Dictionary<string, CultureInfo>? ByRegion { get; set; }

    public BitArray? Flags { get; set; }

    public List<BitArray?>? Masks { get; set; }

    [BsonRepresentation(BsonType.String)]
    public BitArray? Bits { get; set; }

    [BsonRepresentation(BsonType.String)]
    public BitArray?[]? BitRows { get; set; }
}
