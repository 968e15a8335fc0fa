using System;
using FastBson.Registered.Tests.Isolation;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// The production set-up, once for the test process: RegisterAll called at start-up, before the driver has
/// served any model, as an application calls it. The oracle is loaded afterwards, in its own load context.
/// </summary>
public sealed class RegisteredFixture
{
    public RegisteredFixture()
    {
        RegistrationError = Record.Exception(FastBsonSerializers.RegisterAll);
        Oracle = new DriverOracle();
    }

    /// <summary>What RegisterAll threw: nothing, when the drift check accepts every model.</summary>
    public Exception? RegistrationError { get; }

    public DriverOracle Oracle { get; }
}
