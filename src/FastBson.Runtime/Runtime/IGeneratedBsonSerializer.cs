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
}
