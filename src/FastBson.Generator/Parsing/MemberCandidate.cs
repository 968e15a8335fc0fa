using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>A member the driver's conventions map, while the parser works out its member-map settings.</summary>
internal sealed class MemberCandidate
{
    /// <summary>A mapped member, named <paramref name="elementName"/> by the conventions until an attribute names it.</summary>
    public MemberCandidate(ISymbol symbol, string elementName)
    {
        Symbol = symbol;
        ElementName = elementName;
    }

    public ISymbol Symbol { get; }

    public ITypeSymbol Type => TypeOf(Symbol);

    /// <summary>The declared type of a field or property.</summary>
    public static ITypeSymbol TypeOf(ISymbol member) => member is IFieldSymbol field ? field.Type : ((IPropertySymbol)member).Type;

    public bool IsField => Symbol is IFieldSymbol;

    public string ElementName { get; set; }

    /// <summary>
    /// The name <c>[BsonElement]</c> gives holds a null character, which the driver's member map refuses
    /// (<c>SetElementName</c>: ArgumentException), whatever name the member ends up with.
    /// </summary>
    public bool ElementNameHoldsNull { get; set; }

    public int Order { get; set; } = int.MaxValue;

    public bool IsRequired { get; set; }

    public bool IgnoreIfNull { get; set; }

    public bool IgnoreIfDefault { get; set; }

    public TypedConstant? DefaultValue { get; set; }

    public bool ServedByDriver { get; set; }

    /// <summary>The member names its serializer (<c>[BsonSerializer]</c>), which takes whatever options it takes.</summary>
    public bool NamesSerializer { get; set; }

    /// <summary>The serializer type that <c>[BsonSerializer]</c> names, or null where it names none.</summary>
    public ITypeSymbol? NamedSerializer { get; set; }

    /// <summary>The name of a time type's options attribute on the member (<c>BsonDateTimeOptions</c> ...), or null.</summary>
    public string? TimeOptionAttribute { get; set; }

    /// <summary>The kind that attribute configures (the serializer it takes: DateTime for <c>[BsonDateTimeOptions]</c> ...), or null.</summary>
    public ShapeKind? TimeOptionLeaf { get; set; }

    /// <summary>A <c>[BsonGuidRepresentation]</c> the generated code does not apply itself.</summary>
    public bool UnappliedGuidOption { get; set; }

    /// <summary>
    /// A <c>[BsonGuidRepresentation]</c> that configures the GuidSerializers it reaches, whose representation the generated
    /// code reads from them at run time: a Guid member's own, and from MongoDB.Bson 3.2 a Guid?'s and those of items and
    /// dictionary values too.
    /// </summary>
    public bool GuidOption { get; set; }

    /// <summary>
    /// A <c>[BsonDateTimeOptions]</c> or <c>[BsonTimeSpanOptions]</c> the generated code does not apply itself: its
    /// representation, and the kind of value (DateTime or TimeSpan) whose serializer it configures. The driver's class map
    /// refuses it where that serializer does not take the representation (see DriverRefusals).
    /// </summary>
    public (int BsonType, Model.ShapeKind Leaf)? UnappliedTimeOption { get; set; }

    /// <summary>
    /// The representation <c>[BsonRepresentation]</c> or <c>[BsonTimeSpanOptions]</c> gives a DateTimeOffset or TimeSpan
    /// member's serializer, as the driver's <c>BsonType</c> number, if one does.
    /// </summary>
    public int? TimeRepresentation { get; set; }

    /// <summary>The units <c>[BsonTimeSpanOptions]</c> gives a TimeSpan member's serializer (a later <c>[BsonRepresentation]</c> keeps them).</summary>
    public TimeSpanUnits TimeSpanUnits { get; set; }

    /// <summary>
    /// The representation (a BsonType number) and its setting that <c>[BsonDateOnlyOptions]</c> (the document format) or
    /// <c>[BsonTimeOnlyOptions]</c> (the units) gives a DateOnly or TimeOnly member's serializer, if one does.
    /// </summary>
    public (int BsonType, int Setting)? DateOrTimeOnlyOptions { get; set; }

    /// <summary>The kind and date-only setting <c>[BsonDateTimeOptions]</c> gives a DateTime member's serializer, if it does.</summary>
    public (DateTimeKindSetting Kind, bool DateOnly)? DateTimeOptions { get; set; }

    /// <summary>The representation (a BsonType number: DateTime, String or Int64) <c>[BsonDateTimeOptions]</c> gives a DateTime member's serializer.</summary>
    public int DateTimeRepresentation { get; set; }

    /// <summary>The <c>BsonType</c> value <c>[BsonRepresentation]</c> chooses, on a member other than a Guid, if it is present.</summary>
    public int? ValueRepresentation { get; set; }

    /// <summary>The converter settings <c>[BsonRepresentation]</c> gives (<c>AllowOverflow</c>, <c>AllowTruncation</c>).</summary>
    public NumberConverter ValueConverter { get; set; }

    /// <summary>The extra-elements member of the class map: the nearest class's, as the driver inherits it.</summary>
    public bool IsExtraElements { get; set; }

    /// <summary>The representation <c>[BsonDictionaryOptions]</c> sets, if it is present.</summary>
    public DictionaryRepresentation? DictionaryRepresentation { get; set; }
}
