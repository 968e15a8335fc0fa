using System;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A BsonValue class whose values have one BSON type (<c>BsonInt32</c>: Int32 ...). The driver's serializer of the class
/// refuses any other type, so the span path declines it, and the IBsonReader path hands it to that serializer.
/// </summary>
internal abstract class SingleBsonTypeKind : BsonValueClassKind
{
    /// <summary>The BSON type of the class's values.</summary>
    protected abstract string BsonType { get; }

    /// <summary>The span path's read of a value of that type (no condition: the type has no bytes to read).</summary>
    protected abstract SpanBranch SpanRead(ValueSite site);

    /// <summary>The IBsonReader path's read of a value of that type, or null when the driver's serializer reads it.</summary>
    protected abstract string? ReaderValue(ValueSite site);

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var read = SpanRead(site);
        using (writer.Block($"if ({IsSpanType(BsonType)})"))
        {
            if (read.FailsToRead.Length > 0)
            {
                writer.Line($"if ({read.FailsToRead}) {site.Decline}");
            }

            writer.Line(store(read.Value));
        }

        if (!site.IsItem)
        {
            using (writer.Block($"else if ({Globals.SpanBsonValues}.IsMemberNull(ref reader, type))"))
            {
                writer.Line(store("default!"));
            }
        }

        using (writer.Block("else"))
        {
            writer.Line(site.Decline);
        }
    }

    public sealed override string ReaderRead(ValueSite site) =>
        ReaderValue(site) is { } read ? ReadIfCanonical(site, BsonType, read) : DriverRead(site);

    /// <summary>A branch that reads nothing: the value is the type's one instance.</summary>
    protected SpanBranch NoBytes(string value) => new(BsonType, string.Empty, value);
}
