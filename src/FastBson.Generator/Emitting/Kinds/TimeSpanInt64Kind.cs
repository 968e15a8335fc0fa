using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>TimeSpan</c> as a BSON Int64 count of its units.</summary>
internal sealed class TimeSpanInt64Kind : TimeSpanNumberKind
{
    public override ShapeKind Id => ShapeKind.TimeSpanInt64;

    protected override string BsonType => "Int64";
}
