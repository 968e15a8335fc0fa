using System;
using System.Collections.Generic;

namespace FastBson.Runtime;

/// <summary>The class-level mapping a generated serializer was compiled with.</summary>
internal sealed class GeneratedClassMap
{
    /// <summary>Creates the map; called by generated code.</summary>
    public GeneratedClassMap(Type classType, string? idMemberName, IReadOnlyList<GeneratedMemberMap> members, string? extraElementsMemberName = null, IReadOnlyList<GeneratedCreatorMap>? creators = null)
    {
        Creators = creators ?? Array.Empty<GeneratedCreatorMap>();
        ExtraElementsMemberName = extraElementsMemberName;
        ClassType = classType;
        IdMemberName = idMemberName;
        Members = members;
    }

    /// <summary>The document type.</summary>
    public Type ClassType { get; }

    /// <summary>The member mapped to <c>_id</c>, if any.</summary>
    public string? IdMemberName { get; }

    /// <summary>The member that keeps the elements no member maps, if any.</summary>
    public string? ExtraElementsMemberName { get; }

    /// <summary>The creator maps the generated code calls, in the class map's order (its <c>CreatorMaps</c>); none when it creates instances otherwise.</summary>
    public IReadOnlyList<GeneratedCreatorMap> Creators { get; }

    /// <summary>The mapped members in the driver's order (its <c>AllMemberMaps</c>).</summary>
    public IReadOnlyList<GeneratedMemberMap> Members { get; }
}
