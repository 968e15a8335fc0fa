using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>byte</c>, <c>sbyte</c> or <c>char</c> in a representation <c>[BsonRepresentation]</c> chooses, as the driver's
/// ByteSerializer, SByteSerializer or CharSerializer so configured writes and reads it (those take no converter, so
/// AllowOverflow and AllowTruncation change nothing). Their reads do not depend on the representation: each reads
/// Int32, Int64, String (and for byte and sbyte Binary) whatever it writes. The span path reads the representation's
/// BSON type and declines the rest, and what the driver refuses; the IBsonReader path reads the representation's type
/// with the serializer's own checks and errors and hands any other to that serializer.
/// </summary>
internal abstract class SmallNumberRepresentationKind : InlineValueKind
{
    /// <summary>The representation's BSON type.</summary>
    protected abstract string BsonType { get; }

    public sealed override string? DriftCheck(ValueShape shape) => Expect(TypeOf(shape) switch
    {
        SmallNumber.Byte => "ByteSerializer",
        SmallNumber.SByte => "SByteSerializer",
        _ => "CharSerializer",
    }, BsonType);

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var (failsToRead, value) = SpanRead(TypeOf(site.Shape));
        EmitSpanBranches(writer, site, store, new SpanBranch(BsonType, failsToRead, value));
    }

    public sealed override string ReaderRead(ValueSite site) => ReadIfCanonical(site, BsonType, ReaderRead(TypeOf(site.Shape)));

    public sealed override void EmitWrite(SourceWriter writer, ValueSite site, string value)
    {
        var type = TypeOf(site.Shape);
        EmitWriteValueType(writer, site, value, v => Write(type, v));
    }

    /// <summary>A condition that reads the value of <paramref name="type"/> into a local and is true where the bytes are malformed or the driver refuses the value, and the value's expression.</summary>
    protected abstract (string FailsToRead, string Value) SpanRead(SmallNumber type);

    /// <summary>An expression that reads the representation's BSON type from the IBsonReader as the driver does, with its errors.</summary>
    protected abstract string ReaderRead(SmallNumber type);

    /// <summary>The statement that writes <paramref name="value"/> (of <paramref name="type"/>) as the driver does.</summary>
    protected abstract string Write(SmallNumber type, string value);

    private static SmallNumber TypeOf(ValueShape shape) => shape.CoreTypeName switch
    {
        "byte" => SmallNumber.Byte,
        "sbyte" => SmallNumber.SByte,
        "char" => SmallNumber.Char,
        _ => throw new InvalidOperationException($"No small number kind for {shape.CoreTypeName}."),
    };

    /// <summary>The three types these kinds serve.</summary>
    protected enum SmallNumber
    {
        Byte,
        SByte,
        Char,
    }
}
