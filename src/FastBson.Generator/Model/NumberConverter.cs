namespace FastBson.Generator.Model;

/// <summary>
/// The settings of the RepresentationConverter that <c>[BsonRepresentation]</c> gives a number's serializer
/// (<c>AllowOverflow</c>, <c>AllowTruncation</c>); each names the support code's converter of those settings.
/// </summary>
internal enum NumberConverter
{
    /// <summary>Neither (the default): an overflow or a truncation throws.</summary>
    Strict,

    /// <summary><c>AllowOverflow = true</c>.</summary>
    Overflowing,

    /// <summary><c>AllowTruncation = true</c>.</summary>
    Truncating,

    /// <summary>Both.</summary>
    Lenient,
}
