using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// More than 64 members, so the seen-members bit masks span several words: every fifth member has a default
/// value and every seventh is required.
/// </summary>
[GenerateBsonSerializer]
public class Wide
{
    [BsonDefaultValue(1000)]
    public int M0 { get; set; }

    public string? M1 { get; set; }

    public long M2 { get; set; }

    [BsonRequired]
    public double? M3 { get; set; }

    public int M4 { get; set; }

    [BsonDefaultValue(1005)]
    public int M5 { get; set; }

    public long M6 { get; set; }

    public double? M7 { get; set; }

    public int M8 { get; set; }

    public string? M9 { get; set; }

    [BsonRequired]
    public long M10 { get; set; }

    public double? M11 { get; set; }

    public int M12 { get; set; }

    public string? M13 { get; set; }

    public long M14 { get; set; }

    [BsonDefaultValue(1015)]
    public int M15 { get; set; }

    public int M16 { get; set; }

    [BsonRequired]
    public string? M17 { get; set; }

    public long M18 { get; set; }

    public double? M19 { get; set; }

    [BsonDefaultValue(1020)]
    public int M20 { get; set; }

    public string? M21 { get; set; }

    public long M22 { get; set; }

    public double? M23 { get; set; }

    [BsonRequired]
    public int M24 { get; set; }

    [BsonDefaultValue(1025)]
    public int M25 { get; set; }

    public long M26 { get; set; }

    public double? M27 { get; set; }

    public int M28 { get; set; }

    public string? M29 { get; set; }

    [BsonDefaultValue(1030)]
    public int M30 { get; set; }

    [BsonRequired]
    public double? M31 { get; set; }

    public int M32 { get; set; }

    public string? M33 { get; set; }

    public long M34 { get; set; }

    [BsonDefaultValue(1035)]
    public int M35 { get; set; }

    public int M36 { get; set; }

    public string? M37 { get; set; }

    [BsonRequired]
    public long M38 { get; set; }

    public double? M39 { get; set; }

    [BsonDefaultValue(1040)]
    public int M40 { get; set; }

    public string? M41 { get; set; }

    public long M42 { get; set; }

    public double? M43 { get; set; }

    public int M44 { get; set; }

    [BsonRequired]
    public string? M45 { get; set; }

    public long M46 { get; set; }

    public double? M47 { get; set; }

    public int M48 { get; set; }

    public string? M49 { get; set; }

    [BsonDefaultValue(1050)]
    public int M50 { get; set; }

    public double? M51 { get; set; }

    [BsonRequired]
    public int M52 { get; set; }

    public string? M53 { get; set; }

    public long M54 { get; set; }

    [BsonDefaultValue(1055)]
    public int M55 { get; set; }

    public int M56 { get; set; }

    public string? M57 { get; set; }

    public long M58 { get; set; }

    [BsonRequired]
    public double? M59 { get; set; }

    [BsonDefaultValue(1060)]
    public int M60 { get; set; }

    public string? M61 { get; set; }

    public long M62 { get; set; }

    public double? M63 { get; set; }

    public int M64 { get; set; }

    [BsonDefaultValue(1065)]
    public int M65 { get; set; }

    [BsonRequired]
    public long M66 { get; set; }

    public double? M67 { get; set; }

    public int M68 { get; set; }

    public string? M69 { get; set; }
}
