using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Guids in every place: the id, plain and nullable members, collection items and dictionary values (all with the
/// serializer the application registers, or in 2.x the reader's and writer's settings), and members whose attributes
/// configure their own GuidSerializer (each binary representation, and strings) or their items' (strings).
/// </summary>
[GenerateBsonSerializer]
public class Guids
{
    public Guid Id { get; set; }

    public Guid Plain { get; set; }

    public Guid? Maybe { get; set; }

    public List<Guid>? List { get; set; }

    public Guid[]? Array { get; set; }

    public IReadOnlyList<Guid?>? MaybeItems { get; set; }

    public Dictionary<string, Guid>? ByName { get; set; }

    public Dictionary<string, Guid?>? MaybeByName { get; set; }

    [BsonGuidRepresentation(GuidRepresentation.Standard)]
    public Guid Standard { get; set; }

    [BsonGuidRepresentation(GuidRepresentation.CSharpLegacy)]
    public Guid CSharpLegacy { get; set; }

    [BsonGuidRepresentation(GuidRepresentation.JavaLegacy)]
    public Guid JavaLegacy { get; set; }

    [BsonGuidRepresentation(GuidRepresentation.PythonLegacy)]
    public Guid PythonLegacy { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Guid Text { get; set; }

    [BsonRepresentation(BsonType.String)]
    [BsonIgnoreIfNull]
    public Guid? MaybeText { get; set; }

    // [BsonRepresentation] reaches the GuidSerializer of items and dictionary values too (at any depth), as every option does.
    [BsonRepresentation(BsonType.String)]
    public List<Guid>? TextList { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Dictionary<string, Guid?>? MaybeTextByName { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<Guid[]>? TextGrid { get; set; }

#if MONGODB_BSON_3_2
    // 2.x, 3.0 and 3.1 accept the attribute on a GuidSerializer only, not on the NullableSerializer of a Guid? (its class map fails).
    [BsonGuidRepresentation(GuidRepresentation.JavaLegacy)]
    public Guid? MaybeJavaLegacy { get; set; }

    // Likewise on collections: from 3.2 it reaches the GuidSerializer of items and dictionary values.
    [BsonGuidRepresentation(GuidRepresentation.PythonLegacy)]
    public List<Guid>? PythonLegacyList { get; set; }

    [BsonGuidRepresentation(GuidRepresentation.Standard)]
    public Dictionary<string, Guid?>? StandardByName { get; set; }
#endif
}
