using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Decimals in the Array representation (<c>decimal.GetBits</c>), whose arrays the driver's DecimalSerializer reads whole
/// through its BsonArraySerializer, and so FastBson's IBsonReader path does for any other array than the four Int32s.
/// </summary>
[GenerateBsonSerializer]
public class DecimalArrays
{
    public int Id { get; set; }

    [BsonRepresentation(BsonType.Array)]
    public decimal Bits { get; set; }

    [BsonRepresentation(BsonType.Array)]
    public decimal? MaybeBits { get; set; }
}
