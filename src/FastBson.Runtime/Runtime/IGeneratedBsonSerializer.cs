using System;

namespace FastBson.Runtime;

/// <summary>
/// Implemented by every generated serializer: what <see cref="FastBsonSerializers"/> needs to register it
/// and to check it against the driver's class map.
/// </summary>
public interface IGeneratedBsonSerializer
{
    /// <summary>The document type this serializer serves.</summary>
    Type ValueType { get; }

    /// <summary>The mapping the generator compiled in, as the driver would describe it.</summary>
    GeneratedClassMap Map { get; }

    /// <summary>
    /// Whether every call is handed to the driver's own class-map serializer for the type instead of the generated
    /// code. <see cref="FastBsonSerializers.RegisterAll"/> sets it while it checks the type against the driver's class
    /// map, and leaves it set when they differ: a serializer the driver already holds cannot be unregistered, so it
    /// behaves as the driver instead, wherever it is called from (the driver, or another generated serializer).
    /// </summary>
    bool ServedByDriver { get; set; }
}
