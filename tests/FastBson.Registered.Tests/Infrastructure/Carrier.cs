using FastBson.Compatibility.Tests.Infrastructure;

namespace FastBson.Registered.Tests.Infrastructure;

/// <summary>
/// A document the driver's class map serves in both contexts (it is generic, which the generator does not
/// serve), holding a model where the driver, not FastBson, decides how to reach it: in a member of the model's
/// type (the class map looks the serializer up from <c>BsonSerializer</c>) and in an <c>object</c> member
/// (<c>ObjectSerializer</c> writes the discriminator and looks the serializer up by the value's actual type).
/// </summary>
public class Carrier<T>
{
    public int Id { get; set; }

    public T? Typed { get; set; }

    public object? Boxed { get; set; }

    public string? After { get; set; }

    public static Carrier<T> Create(InstanceFactory factory, int index) => new()
    {
        Id = index,
        Typed = index % 6 == 5 ? default : (T)factory.CreateConcrete(typeof(T), depth: 1),
        Boxed = index % 4 == 3 ? null : factory.CreateConcrete(typeof(T), depth: 1),

        // An element after the models: the driver reads on from where their serializer left the reader.
        After = "after " + index,
    };
}
