using System;

namespace FastBson;

/// <summary>
/// Thrown by <see cref="FastBsonSerializers.RegisterAll"/> when a generated serializer cannot be used
/// as a drop-in for the driver's: another serializer already serves the type, or the driver's class map
/// (after the conventions registered at run time) maps the type differently from the generated code.
/// </summary>
public sealed class FastBsonRegistrationException : Exception
{
    /// <summary>Creates the exception with a message that names the difference.</summary>
    public FastBsonRegistrationException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with a message and the driver's exception.</summary>
    public FastBsonRegistrationException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
