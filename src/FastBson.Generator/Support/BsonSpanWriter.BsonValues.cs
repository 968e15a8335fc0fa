using System;
using System.Buffers.Binary;
using MongoDB.Bson;

namespace FastBson.Runtime;

/// <summary>
/// BsonValues, written into the span writer as <see cref="WriterBsonValues"/> writes them through the writer: a value of one
/// of the driver's own classes as the serializer the driver's registry holds for that class writes it, byte for byte as the
/// binary writer writes each of its calls. A value of any other class (a RawBsonDocument, a BsonDocumentWrapper, a lazy
/// value, an application's subclass), and a UUID that 2.x converts in GuidRepresentationMode V2, is the writer's path to
/// write: the span writer gives up that value alone (<see cref="BsonSpanWriter.Refused"/>), and offers the next one again.
/// </summary>
internal sealed partial class BsonSpanWriter
{
    // The name of the one element of the document that the member map's C# null serializer writes for C# null.
    private static ReadOnlySpan<byte> CSharpNullName => "_csharpnull"u8;

    /// <summary>The BSON type of a member's BsonValue: its own, or a document for C# null (see <see cref="TryBsonMember"/>).</summary>
    public static BsonType MemberType(BsonValue? value) => value?.BsonType ?? BsonType.Document;

    /// <summary>The BSON type of an item's or dictionary value's BsonValue (C# null is refused by <see cref="TryBsonItem"/>).</summary>
    public static BsonType ItemType(BsonValue? value) => value?.BsonType ?? BsonType.Null;

    /// <summary>
    /// A member's BsonValue, in the type <see cref="MemberType"/> gave, as the member map's C# null serializer writes it: C#
    /// null as the document <c>{ _csharpnull: true }</c>, any other value as <see cref="TryBsonValue"/> writes it.
    /// </summary>
    public bool TryBsonMember(BsonValue? value)
    {
        if (value is not null)
        {
            return TryBsonValue(value);
        }

        if (!TryStart(out var start))
        {
            return false;
        }

        Element(BsonType.Boolean, CSharpNullName);
        Boolean(true);
        return TryEnd(start);
    }

    /// <summary>
    /// An item's or dictionary value's BsonValue, in the type <see cref="ItemType"/> gave: C# null is the error of the
    /// driver's serializer of the item type, which the writer's path raises (refused); any other value as
    /// <see cref="TryBsonValue"/> writes it.
    /// </summary>
    public bool TryBsonItem(BsonValue? value) => value is null ? Refuse() : TryBsonValue(value);

    /// <summary>
    /// A BsonValue (not null) after its element, whose type is the value's <see cref="BsonValue.BsonType"/>: as the driver's
    /// serializer of its class writes it, where that class is one of the driver's own; false for a value the writer's path
    /// writes (see the class's summary), or where the writer would refuse something in it.
    /// </summary>
    public bool TryBsonValue(BsonValue value) => TryBsonValueOfType(value, value.BsonType);

    // As TryBsonValue, for the type that the element before the value was given (a virtual call, made once per value).
    private bool TryBsonValueOfType(BsonValue value, BsonType type)
    {
        // Exactly the driver's class: a subclass has a serializer of its own (see WriterBsonValues.Write). Each case compares
        // GetType() with its class where it stands, which the JIT compiles to a compare of method tables (a Type held in a
        // local is an object it must fetch first).
        switch (type)
        {
            case BsonType.Document when value.GetType() == typeof(BsonDocument):
                return TryBsonDocument((BsonDocument)value);
            case BsonType.Array when value.GetType() == typeof(BsonArray):
                return TryBsonArray((BsonArray)value);
            case BsonType.String when value.GetType() == typeof(BsonString):
                return TryString(((BsonString)value).Value);
            case BsonType.Int32 when value.GetType() == typeof(BsonInt32):
                Int32(((BsonInt32)value).Value);
                return true;
            case BsonType.Int64 when value.GetType() == typeof(BsonInt64):
                Int64(((BsonInt64)value).Value);
                return true;
            case BsonType.Double when value.GetType() == typeof(BsonDouble):
                Double(((BsonDouble)value).Value);
                return true;
            case BsonType.Boolean when value.GetType() == typeof(BsonBoolean):
                Boolean(((BsonBoolean)value).Value);
                return true;
            case BsonType.DateTime when value.GetType() == typeof(BsonDateTime):
                DateTime(((BsonDateTime)value).MillisecondsSinceEpoch);
                return true;
            case BsonType.ObjectId when value.GetType() == typeof(BsonObjectId):
                ObjectId(((BsonObjectId)value).Value);
                return true;
            case BsonType.Decimal128 when value.GetType() == typeof(BsonDecimal128):
                Decimal128(((BsonDecimal128)value).Value);
                return true;
            case BsonType.Binary when value.GetType() == typeof(BsonBinaryData):
                return TryBinaryData((BsonBinaryData)value);
            case BsonType.Timestamp when value.GetType() == typeof(BsonTimestamp):
                Int64(((BsonTimestamp)value).Value);
                return true;
            case BsonType.RegularExpression when value.GetType() == typeof(BsonRegularExpression):
                var regex = (BsonRegularExpression)value;
                return TryCString(regex.Pattern) && TryCString(regex.Options);
            case BsonType.JavaScript when value.GetType() == typeof(BsonJavaScript):
                return TryString(((BsonJavaScript)value).Code);
            case BsonType.JavaScriptWithScope when value.GetType() == typeof(BsonJavaScriptWithScope):
                return TryJavaScriptWithScope((BsonJavaScriptWithScope)value);
            case BsonType.Symbol when value.GetType() == typeof(BsonSymbol):
                return TryString(((BsonSymbol)value).Name);
            case BsonType.Null when value.GetType() == typeof(BsonNull):
            case BsonType.Undefined when value.GetType() == typeof(BsonUndefined):
            case BsonType.MinKey when value.GetType() == typeof(BsonMinKey):
            case BsonType.MaxKey when value.GetType() == typeof(BsonMaxKey):
                return true; // the element's type says it all
        }

        return Refuse();
    }

    // As BsonDocumentSerializer, asked for no id first (as for any value but a top-level document). A null value inside is
    // BsonValueSerializer's error, which the writer's path raises.
    private bool TryBsonDocument(BsonDocument document)
    {
        if (!TryStart(out var start))
        {
            return false;
        }

        var count = document.ElementCount;
        for (var i = 0; i < count; i++)
        {
            var element = document.GetElement(i);
            var value = element.Value;
            if (value is null)
            {
                return Refuse();
            }

            var type = value.BsonType;
            if (!TryElement(type, element.Name) || !TryBsonValueOfType(value, type))
            {
                return false;
            }
        }

        return TryEnd(start);
    }

    // As BsonArraySerializer.
    private bool TryBsonArray(BsonArray array)
    {
        if (!TryStart(out var start))
        {
            return false;
        }

        var count = array.Count;
        for (var i = 0; i < count; i++)
        {
            var value = array[i];
            if (value is null)
            {
                return Refuse();
            }

            var type = value.BsonType;
            Element(type, i);
            if (!TryBsonValueOfType(value, type))
            {
                return false;
            }
        }

        return TryEnd(start);
    }

    // As the writer's WriteBinaryData: 2.x's V2-mode UUIDs are the writer's path's; the old binary subtype, unless the
    // settings turn it into the generic one, is written with a second length inside (see Binary).
    private bool TryBinaryData(BsonBinaryData value)
    {
        var subType = value.SubType;
        if (WriterBsonValues.IsConvertedUuid(subType))
        {
            return Refuse();
        }

#pragma warning disable CS0618 // the old binary subtype, obsolete for new data, which a value may still hold
        if (subType == BsonBinarySubType.OldBinary && _fixOldBinarySubType)
        {
            subType = BsonBinarySubType.Binary;
        }
#pragma warning restore CS0618

        Binary(value.Bytes, subType);
        return true;
    }

    // As BsonJavaScriptWithScopeSerializer: the writer's value of its own length, the code and the scope document (which
    // counts a level of depth as any document does), whose total the writer checks against the size limit as a document's.
    private bool TryJavaScriptWithScope(BsonJavaScriptWithScope value)
    {
        var start = _position;
        Reserve(4);
        _position += 4;
        if (!TryString(value.Code))
        {
            return false;
        }

        // The scope is BsonDocumentSerializer's to write: another class (null, its error) goes to the writer's path.
        var scope = value.Scope;
        if (scope is null || scope.GetType() != typeof(BsonDocument))
        {
            return Refuse();
        }

        if (!TryBsonDocument(scope))
        {
            return false;
        }

        var size = _position - start;
        if (size > _maxDocumentSize)
        {
            return Refuse();
        }

        BinaryPrimitives.WriteInt32LittleEndian(_buffer.AsSpan(start), size);
        return true;
    }
}
