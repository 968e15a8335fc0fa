using System;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// Calls <see cref="FastBsonSerializers.RegisterAll"/> once for the process, as an application does at start-up:
/// after <see cref="StartUp"/> has configured the driver (every model of this project but two drifts on purpose),
/// and before the application goes on configuring it (a subclass mapped later, <see cref="SubclassDrift"/>).
/// </summary>
public sealed class DriftFixture
{
    public DriftFixture()
    {
        RegistrationError = Record.Exception(FastBsonSerializers.RegisterAll);
        SubclassDrift.ConfigureAfterRegistration();
    }

    /// <summary>What the one RegisterAll of the process threw.</summary>
    public Exception? RegistrationError { get; }

    /// <summary>The registration exception, which must name every drifted model.</summary>
    public FastBsonRegistrationException Error => Assert.IsType<FastBsonRegistrationException>(RegistrationError);
}

[CollectionDefinition(Name)]
public sealed class DriftCollection : ICollectionFixture<DriftFixture>
{
    public const string Name = "drift";
}
