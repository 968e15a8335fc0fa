using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>TimeSpan</c> as a BSON Double count of its units.</summary>
internal sealed class TimeSpanDoubleKind : TimeSpanNumberKind
{
    public override ShapeKind Id => ShapeKind.TimeSpanDouble;

    protected override string BsonType => "Double";
}
