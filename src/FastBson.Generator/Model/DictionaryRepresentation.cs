namespace FastBson.Generator.Model;

/// <summary>How a dictionary is written; the members and values of the driver's <c>DictionaryRepresentation</c>.</summary>
internal enum DictionaryRepresentation
{
    /// <summary>A document of key/value elements (the driver's default): keys must serialize as strings.</summary>
    Document,

    /// <summary>An array of <c>[key, value]</c> arrays.</summary>
    ArrayOfArrays,

    /// <summary>An array of <c>{ k: key, v: value }</c> documents.</summary>
    ArrayOfDocuments,
}
