using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// <c>[BsonExtraElements]</c> on a BsonDocument between other members: elements no member maps are kept there, and
/// written back in its place (before <see cref="Count"/>), under their own names.
/// </summary>
[GenerateBsonSerializer]
public class ExtraDocument
{
    public int Id { get; set; }

    public string? Name { get; set; }

    public List<Leaf>? Leaves { get; set; }

    [BsonExtraElements]
    public BsonDocument? Rest { get; set; }

    public long Count { get; set; }
}

/// <summary>
/// A dictionary named <c>ExtraElements</c> (the driver's NamedExtraElementsMemberConvention), set through a private
/// setter: values are kept as <c>BsonTypeMapper</c> maps them to .NET values and back.
/// </summary>
[GenerateBsonSerializer]
public class ExtraDictionary
{
    public int Id { get; set; }

    public double Score { get; set; }

    public Dictionary<string, object?>? ExtraElements { get; private set; }
}

/// <summary>
/// An <c>IDictionary&lt;string, object&gt;</c> extra-elements member that the class creates itself: read elements are
/// added to the one the constructor made (the driver creates a Dictionary only for a null member).
/// </summary>
[GenerateBsonSerializer]
public class ExtraInitialized
{
    public int Id { get; set; }

    [BsonExtraElements]
    public IDictionary<string, object>? Others { get; set; } = new Dictionary<string, object> { ["made"] = "by the constructor" };

    public string? Tail { get; set; }
}

/// <summary>The extra-elements member a base class declares, inherited by a subclass's class map.</summary>
public class ExtraBase
{
    public int Id { get; set; }

    public BsonDocument? ExtraElements { get; set; }
}

/// <summary>Inherits its base class's extra-elements member: its own members come after it.</summary>
[GenerateBsonSerializer]
public class ExtraDerived : ExtraBase
{
    public string? Label { get; set; }
}
