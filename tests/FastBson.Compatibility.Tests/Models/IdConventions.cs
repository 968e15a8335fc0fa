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

/// <summary>
/// [BsonNoId] beside a [BsonId] member: the driver applies [BsonNoId] after the member attributes (it is a post-processing
/// attribute), so it clears the id that [BsonId] set; the class has no id and the member is the element <c>Key</c>, in
/// declaration order.
/// </summary>
[GenerateBsonSerializer]
[BsonNoId]
public class NoIdOverBsonId
{
    public string? Name { get; set; }

    [BsonId]
    public long Key { get; set; }
}

/// <summary>
/// A member named Id that [BsonElement] names otherwise: the id, written as <c>_id</c>, before MongoDB.Bson 3.9; from 3.9
/// (CSHARP-5629) the NamedIdMemberConvention passes over it, so the class has no id and the member is the element
/// <c>ident</c>, in declaration order.
/// </summary>
[GenerateBsonSerializer]
public class RenamedId
{
    public string? Name { get; set; }

    [BsonElement("ident")]
    public int Id { get; set; }
}

/// <summary>
/// As <see cref="RenamedId"/>, with an <c>id</c> beside it: before 3.9 Id is the id and <c>id</c> an ordinary element; from
/// 3.9 the convention passes over Id and takes <c>id</c>, its next name, as the id.
/// </summary>
[GenerateBsonSerializer]
public class RenamedIdBesideLowerCaseId
{
    [BsonElement("ident")]
    public long Id { get; set; }

    public string? Name { get; set; }

    public int id { get; set; }
}
