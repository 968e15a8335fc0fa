using System;
using MongoDB.Bson.IO;
#if NET8_0_OR_GREATER
using System.Runtime.CompilerServices;
#else
using System.Reflection;
#endif

namespace FastBson.Runtime;

/// <summary>
/// The element-name validator: bytes handed to the writer in one piece are copied with no check of the names in them, so
/// the span writer takes a value only where the writer's validator checks nothing.
/// </summary>
/// <remarks>
/// <para>
/// The writer checks each name it writes with the validator in use, and each document (and, from MongoDB.Bson 2.22, each
/// array) it starts pushes the validator its content gets (<see cref="IElementNameValidator.GetValidatorForChildContent"/>).
/// The driver pushes a checking one for the documents whose names the server must not misread: a replacement's (no name
/// starting with <c>$</c>) and an update's (every name starting with <c>$</c>). Their content validators check nothing,
/// but before 2.22 an array pushed none, so that the documents in an array after its first document were checked with
/// the validator of the document holding the array. An application may push a validator of its own.
/// </para>
/// <para>
/// So the span writer takes a value only where the validator in use is the driver's no-op one, the writer's default and
/// what the driver pushes for inserted documents. Anywhere else the writer writes the value, element by element, checking
/// what the driver's writer checks for the driver's class map and raising its error; the values inside are offered again
/// under the validator the writer pushed for them, so one level goes element by element under a replacement's validator.
/// </para>
/// <para>
/// The validator in use is a private field of <see cref="BsonWriter"/>, the same in MongoDB.Bson 2.x and 3.x. On .NET 8 and
/// later it is read without reflection (an <c>UnsafeAccessor</c>), elsewhere with it. Where it cannot be read (a driver
/// build without that field), the writer writes everything.
/// </para>
/// </remarks>
internal sealed partial class BsonSpanWriter
{
    // Set once the validator field could not be read: from then on the writer writes every value.
    private static bool s_validatorUnreadable;

    /// <summary>Whether the validator in use where <paramref name="writer"/> is checks no name at all.</summary>
    private static bool ChecksNoElementNames(BsonWriter writer)
    {
        if (s_validatorUnreadable)
        {
            return false;
        }

        try
        {
            // Exactly the driver's own class: a subclass may implement the interface again, with checks of its own.
            return ElementNameValidator(writer)?.GetType() == typeof(NoOpElementNameValidator);
        }
        catch (MissingFieldException)
        {
            s_validatorUnreadable = true;
            return false;
        }
    }

#if NET8_0_OR_GREATER
    // BsonWriter's "_elementNameValidator": the validator of the current document's own names, NoOpElementNameValidator.Instance
    // unless someone pushed another.
    [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_elementNameValidator")]
    private static extern ref IElementNameValidator ElementNameValidator(BsonWriter writer);
#else
    private static readonly FieldInfo? ValidatorField = typeof(BsonWriter).GetField("_elementNameValidator", BindingFlags.Instance | BindingFlags.NonPublic);

    private static IElementNameValidator? ElementNameValidator(BsonWriter writer) =>
        ValidatorField is null ? throw new MissingFieldException(nameof(BsonWriter), "_elementNameValidator") : (IElementNameValidator?)ValidatorField.GetValue(writer);
#endif
}
