using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>TimeSpan</c> as a BSON Int32 count of its units.</summary>
internal sealed class TimeSpanInt32Kind : TimeSpanNumberKind
{
    public override ShapeKind Id => ShapeKind.TimeSpanInt32;

    protected override string BsonType => "Int32";
}
