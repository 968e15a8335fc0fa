namespace FastBson.Generator.Parsing;

/// <summary>The attributes the parser tells apart, as <see cref="KnownTypeSymbols.Identify"/> names them.</summary>
internal enum KnownAttribute
{
    /// <summary>Any other attribute.</summary>
    None,
    BsonId,
    BsonElement,
    BsonIgnore,
    BsonIgnoreIfNull,
    BsonIgnoreIfDefault,
    BsonDefaultValue,
    BsonRequired,
    BsonIgnoreExtraElements,
    BsonExtraElements,
    BsonNoId,
    BsonDiscriminator,
    BsonKnownTypes,
    BsonSerializer,

    /// <summary>A member attribute that only configures the member's serializer (<c>[BsonRepresentation]</c>, <c>[BsonDateTimeOptions]</c> ...).</summary>
    SerializerOption,

    /// <summary><c>[BsonDictionaryOptions]</c>: the representation of the member's dictionary, which the generated code writes itself.</summary>
    BsonDictionaryOptions,

    /// <summary><c>[SetsRequiredMembers]</c> on a constructor.</summary>
    SetsRequiredMembers,
}
