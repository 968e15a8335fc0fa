namespace FastBson.Generator.Model;

/// <summary>How the generated code creates an instance, as the driver's class map does.</summary>
internal enum Creation
{
    /// <summary><c>new T()</c>: the parameterless constructor, reachable from the generated code.</summary>
    Constructor,

    /// <summary>The parameterless constructor through an UnsafeAccessor: it is private or protected, or C# <c>required</c> members would refuse <c>new T()</c>.</summary>
    ConstructorAccessor,

    /// <summary>
    /// No constructor runs: the class has no parameterless constructor (a record with a primary constructor, a class whose
    /// constructors all take arguments and whose members are settable), so the driver makes the instance with
    /// <c>FormatterServices.GetUninitializedObject</c>; the generated code with <c>RuntimeHelpers.GetUninitializedObject</c>.
    /// </summary>
    Uninitialized,

    /// <summary>
    /// Through the class map's creator maps (<see cref="DocumentModel.Creators"/>): the values are read first, then the
    /// driver's choice among its creators is called with them, and the members it did not take are set.
    /// </summary>
    CreatorMap,

    /// <summary>
    /// Never: the class is abstract. Its documents are its subclasses', which the discriminator names and their serializers
    /// read, as the driver's class map finds them; anything else goes to the driver's class map, which cannot create one
    /// either. Writes go to the serializer of the value's own class.
    /// </summary>
    None,
}
