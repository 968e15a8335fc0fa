namespace FastBson;

/// <summary>How the driver names a member's element where no <c>[BsonElement]</c> names it (<see cref="FastBsonConventionsAttribute.ElementNames"/>).</summary>
public enum ElementNameStyle
{
    /// <summary>The member's name as it is: the driver's default.</summary>
    MemberName = 0,

    /// <summary>
    /// The member's name with its first character in lower case (<c>char.ToLowerInvariant</c>), as the driver's
    /// <c>CamelCaseElementNameConvention</c> names it: <c>StartTime</c> becomes <c>startTime</c>, <c>URL</c> becomes
    /// <c>uRL</c>. The id member's element stays <c>_id</c>.
    /// </summary>
    CamelCase = 1,
}
