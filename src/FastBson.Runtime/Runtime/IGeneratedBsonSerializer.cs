using System;

namespace FastBson.Runtime;

/// <summary>
/// Implemented by every generated serializer: what <see cref="FastBsonSerializers"/> needs to register it
/// and to check it against the driver's class map. The work itself is done by code generated into the
/// serializer's own assembly, compiled against the application's MongoDB.Bson, so this assembly needs none.
/// </summary>
public interface IGeneratedBsonSerializer
{
    /// <summary>The document type this serializer serves.</summary>
    Type ValueType { get; }

    /// <summary>Registers this serializer with the driver's <c>BsonSerializer</c>; returns why it cannot be, or null.</summary>
    string? RegisterWithDriver();

    /// <summary>
    /// Compares the mapping the generator compiled in with the class map the driver builds for the type (after the
    /// conventions the application registered); returns every difference, or null when there is none.
    /// </summary>
    string? CompareWithDriver();

    /// <summary>
    /// Whether every call is handed to the driver's own class-map serializer for the type instead of the generated
    /// code. <see cref="FastBsonSerializers.RegisterAll"/> sets it while it checks the type against the driver's class
    /// map, and leaves it set when they differ: a serializer the driver already holds cannot be unregistered, so it
    /// behaves as the driver instead, wherever it is called from (the driver, or another generated serializer).
    /// </summary>
    bool ServedByDriver { get; set; }

    /// <summary>
    /// Reads a document from its BSON bytes, with no reader behind them, when the generated code reads all of it itself;
    /// returns false for anything else. A generated serializer of a base class hands a nested document of this type to it.
    /// </summary>
    bool TryReadDetached(ReadOnlySpan<byte> bson, out object? value);
}
