using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>ulong</c>: BSON Int64, as the driver's default UInt64Serializer writes it. Its converter refuses, with an
/// OverflowException as a checked conversion does, a negative Int64 on read and a value beyond long's range on write.
/// </summary>
internal sealed class UInt64Kind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.UInt64;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_UInt64);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("UInt64Serializer", BsonTypeCode.Int64);

    public override string? DriftCheck(ValueShape shape) => ExpectConverting("UInt64Serializer", "Int64");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Int64", "!reader.TryReadInt64(out var raw) || raw < 0", "(ulong)raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Int64", "checked((ulong)reader.ReadInt64())");

    protected override string WrittenType(ValueShape shape) => "Int64";

    protected override string Written(ValueShape shape, string value) => $"checked((long){value})";

    protected override string SpanWrite(ValueShape shape, string value) => $"if (!buffer.TryInt64({value})) return false;";
}
