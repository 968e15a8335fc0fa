using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A value type that the span reader, the IBsonReader and the IBsonWriter each read or write with one typed call named
/// after its BSON type (<c>TryReadInt32</c>, <c>ReadInt32</c>, <c>WriteInt32</c>), as the driver's serializer does.
/// </summary>
internal abstract class PrimitiveValueKind : TypedWriteKind
{
    /// <summary>The BSON type the driver's default serializer writes and the generated code reads itself.</summary>
    protected abstract string BsonType { get; }

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch(BsonType, $"!reader.TryRead{BsonType}(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, BsonType, TypedRead(BsonType));

    protected sealed override string WrittenType(ValueShape shape) => BsonType;

    protected sealed override string Written(ValueShape shape, string value) => value;
}
