using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>The id found by its lower-case name (NamedIdMemberConvention's second choice).</summary>
[GenerateBsonSerializer]
public class LowerCaseId
{
    public string? Name { get; set; }

    public int id { get; set; }
}

/// <summary>The id found by the name <c>_id</c>, as a public field declared last.</summary>
[GenerateBsonSerializer]
public class UnderscoreId
{
    public int Value;

    public string? _id;
}

/// <summary>[BsonNoId]: a member named Id is an ordinary element.</summary>
[GenerateBsonSerializer]
[BsonNoId]
public class WithoutId
{
    public int Id { get; set; }

    public string? Name { get; set; }
}
