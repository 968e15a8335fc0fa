using System;

namespace FastBson.Runtime;

/// <summary>
/// Implemented by the generated definition of a generic document type's serializer (<c>Envelope&lt;T&gt;</c>): what
/// <see cref="FastBsonSerializers"/> needs to register the generic serializer for the type's definition, which the
/// driver then closes for each closed type it is asked about (<c>Envelope&lt;Order&gt;</c>). Each closed serializer
/// checks its closed type against the driver's class map on its first use.
/// </summary>
public interface IGeneratedBsonSerializerDefinition
{
    /// <summary>The generic type definition of the documents (<c>typeof(Envelope&lt;&gt;)</c>).</summary>
    Type DocumentDefinition { get; }

    /// <summary>Registers the generic serializer definition with the driver's <c>BsonSerializer</c>; returns why it cannot be, or null.</summary>
    string? RegisterWithDriver();
}
