using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// Every test class of this assembly is in this collection: its fixture must have called RegisterAll before any
/// test touches a model, because the driver keeps the serializer it looked up first.
/// </summary>
[CollectionDefinition(Name)]
public sealed class RegisteredCollection : ICollectionFixture<RegisteredFixture>
{
    public const string Name = "registered";
}
