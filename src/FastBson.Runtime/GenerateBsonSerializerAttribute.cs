using System;

namespace FastBson;

/// <summary>
/// Asks the FastBson source generator to emit a sealed, reflection-free BSON serializer for
/// this class or record. The mapping is the driver's own: the <c>MongoDB.Bson.Serialization.Attributes</c>
/// attributes and the default conventions apply exactly as they do for <c>BsonClassMap</c>.
/// </summary>
/// <remarks>
/// The generated serializer is named <c>{TypeName}BsonSerializer</c>, lives in the type's namespace and
/// is registered with <c>BsonSerializer</c> by <see cref="FastBsonSerializers.RegisterAll"/>.
/// A type the generator cannot serialize exactly like the driver gets a compile-time diagnostic
/// (FBSON001 and up) and no serializer, so the driver keeps serving it unchanged.
/// </remarks>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = false, AllowMultiple = false)]
public sealed class GenerateBsonSerializerAttribute : Attribute
{
}
