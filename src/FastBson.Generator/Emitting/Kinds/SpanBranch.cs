namespace FastBson.Generator.Emitting.Kinds;

/// <summary>One BSON type that the span path reads a kind from.</summary>
/// <param name="BsonType">The <c>BsonType</c> member the element must have.</param>
/// <param name="FailsToRead">A condition that reads the value into a local and is true when the bytes are malformed.</param>
/// <param name="Value">The expression of the value read, of the kind's type.</param>
internal sealed record SpanBranch(string BsonType, string FailsToRead, string Value);
