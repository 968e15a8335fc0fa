namespace FastBson.Registered.Tests.Infrastructure;

/// <summary>How the driver's entry points reach a model's serializer.</summary>
public enum Scenario
{
    /// <summary>The model is the document: <c>ToBson()</c>, <c>BsonSerializer.Serialize</c> and <c>Deserialize&lt;T&gt;</c>.</summary>
    Document,

    /// <summary>
    /// The driver's own collection serializers (<c>List&lt;T&gt;</c>, <c>T[]</c>, <c>Dictionary&lt;string, T&gt;</c>),
    /// looked up from <c>BsonSerializer</c>, which call the model's serializer for each item.
    /// </summary>
    Containers,

    /// <summary>A document the driver's class map serves, holding the model in a typed and in an <c>object</c> member.</summary>
    Carrier,
}
