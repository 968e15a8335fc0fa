using System;
using System.Collections.Generic;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>The common base-entity pattern: an abstract base with the id and audit members.</summary>
public abstract class Entity
{
    public int Id { get; set; }

    public DateTime CreatedAt { get; set; }

    [BsonElement("ver")]
    protected long Version { get; set; }

    public virtual string? Label { get; set; }

    public bool ShouldSerializeLabel() => Label != "hidden";
}

/// <summary>A middle class: a private opted-in member and extra elements ignored for every class below it.</summary>
[BsonIgnoreExtraElements(Inherited = true)]
public class AuditedEntity : Entity
{
    [BsonElement("by")]
    private string? _createdBy;

    [BsonIgnoreIfNull]
    public string? Note { get; set; }

    public string? CreatedBy
    {
        get => _createdBy;
        set => _createdBy = value;
    }
}

/// <summary>Three classes deep: members come base first, each class in its own order, the id from the root.</summary>
[GenerateBsonSerializer]
public class Invoice : AuditedEntity
{
    // The same private name as the base class's: each class's member has its own accessor.
    [BsonElement("invoiceBy")]
    private string? _createdBy;

    [BsonElement(Order = 1)]
    public decimal Amount { get; set; }

    public List<string>? Items { get; set; }

    public string? InvoiceCreatedBy
    {
        get => _createdBy;
        set => _createdBy = value;
    }

    // An override is mapped by the class that declares the property, not here.
    public override string? Label { get; set; }
}

/// <summary>A generic base with public members and its own id attribute.</summary>
public class Keyed<TKey>
{
    [BsonId]
    public TKey? Key { get; set; }

    public List<TKey>? Related { get; set; }
}

/// <summary>Derives from a constructed generic base.</summary>
[GenerateBsonSerializer]
public class Shipment : Keyed<string>
{
    public double Weight { get; set; }

    [BsonRequired]
    public string Carrier { get; set; } = string.Empty;
}
