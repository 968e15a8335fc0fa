namespace FastBson;

/// <summary>
/// How a blob (<see cref="GenerateBsonSerializerAttribute.Blob"/>) lays out an object: MemoryPack's two object layouts,
/// as <c>[MemoryPackable]</c> and <c>[MemoryPackable(GenerateType.VersionTolerant)]</c> write them. Each class that sets
/// <c>Blob</c> has its own layout, nested ones included, as in MemoryPack.
/// </summary>
public enum BlobLayout
{
    /// <summary>
    /// The member count, then each member in declaration order: the smallest and fastest. A reader takes a blob of
    /// fewer members (the rest keep their defaults) and refuses one of more.
    /// </summary>
    Default = 0,

    /// <summary>
    /// The member count, then each member's byte length (a VarInt), then the members in declaration order, as
    /// MemoryPack's version-tolerant objects with <c>[MemoryPackOrder]</c> in declaration order: a reader skips the
    /// members it does not know (a newer writer's, added at the end) and defaults the ones a blob lacks. It costs the
    /// lengths and a second pass over each object's bytes when writing.
    /// </summary>
    VersionTolerant = 1,
}
