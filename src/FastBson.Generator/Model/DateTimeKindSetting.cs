namespace FastBson.Generator.Model;

/// <summary>The kind a DateTime is read back with; the members and values of <c>System.DateTimeKind</c>.</summary>
internal enum DateTimeKindSetting
{
    Unspecified,
    Utc,
    Local,
}
