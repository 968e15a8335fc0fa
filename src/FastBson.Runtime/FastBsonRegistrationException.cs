using System;
using System.Collections.Generic;

namespace FastBson;

/// <summary>
/// Thrown by <see cref="FastBsonSerializers.RegisterAll"/> when a generated serializer cannot be used
/// as a drop-in for the driver's: another serializer already serves the type, or the driver's class map
/// (after the conventions registered at run time) maps the type differently from the generated code.
/// The driver's own serializers keep serving every type it names.
/// </summary>
public sealed class FastBsonRegistrationException : Exception
{
    /// <summary>Creates the exception with a message that names the difference.</summary>
    public FastBsonRegistrationException(string message)
        : base(message)
    {
        Types = Array.Empty<Type>();
    }

    /// <summary>Creates the exception with a message and the driver's exception.</summary>
    public FastBsonRegistrationException(string message, Exception innerException)
        : base(message, innerException)
    {
        Types = Array.Empty<Type>();
    }

    /// <summary>Creates the exception for the document types that the generated code does not serve.</summary>
    public FastBsonRegistrationException(string message, IReadOnlyList<Type> types)
        : base(message)
    {
        Types = types;
    }

    /// <summary>
    /// The document types this exception is about. The generated code does not serve them: the driver's
    /// class-map serializer (or the serializer that was registered first) does.
    /// </summary>
    public IReadOnlyList<Type> Types { get; }
}
