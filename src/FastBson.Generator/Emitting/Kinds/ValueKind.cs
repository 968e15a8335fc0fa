using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// One kind of value: the code the serializer emits for it on the span path, on the IBsonReader path and in
/// Serialize, and what the drift check expects of the driver's serializer for it. Every member is abstract so that a kind which
/// leaves one out does not compile, rather than falling back to code built for another kind.
/// </summary>
/// <remarks>
/// The emitted code uses the locals the serializer's methods declare: <c>reader</c> and <c>type</c> (the element's
/// BSON type) on the span path, <c>reader</c> on the IBsonReader path, <c>writer</c> in Serialize, <c>context</c> on
/// all three.
/// </remarks>
internal abstract class ValueKind
{
    /// <summary>The model's name for this kind.</summary>
    public abstract ShapeKind Id { get; }

    /// <summary>
    /// The type whose values this kind reads and writes, where the type alone decides (null for kinds chosen by a
    /// type's shape: enums, byte arrays, collections, nested documents, and the driver's own kind).
    /// </summary>
    public virtual TypeClaim? Claim => null;

    /// <summary>
    /// What the drift check expects of the driver's serializer for a value of this kind: an expression of the support
    /// code's <c>ShapeCheck</c> (one of <c>ShapeChecks</c>), written into the compiled-in map; null where it expects nothing.
    /// </summary>
    public abstract string? DriftCheck(ValueShape shape);

    /// <summary>
    /// What the driver's serializer of this kind's values, as no option configures it, makes of <c>[BsonRepresentation]</c>
    /// (which representations it accepts, or none), for FBSON101; null where this cannot tell (collections, documents, a
    /// value tuple, the driver's kind), which leaves an attribute's verdict to the driver.
    /// </summary>
    public virtual DriverRepresentations? Representations(DriverVersion driver) => null;

    /// <summary>The <c>FastBson.Runtime.ShapeKind</c> of the compiled-in map: the place's structure, the same for every scalar kind.</summary>
    public virtual string DriftRole => "Value";

    /// <summary>A check that the driver uses exactly its <paramref name="serializer"/>, writing <paramref name="bsonType"/>.</summary>
    protected static string Expect(string serializer, string bsonType) =>
        $"{Globals.ShapeChecks}.Expect<{Globals.Serializers}.{serializer}>({Globals.BsonType}.{bsonType})";

    /// <summary>As <see cref="Expect"/>, for a serializer whose converter must also be the default one.</summary>
    protected static string ExpectConverting(string serializer, string bsonType) =>
        $"{Globals.ShapeChecks}.ExpectConverting<{Globals.Serializers}.{serializer}>({Globals.BsonType}.{bsonType})";

    /// <summary>
    /// Whether the span path reads values of this kind itself. A kind that never does has its elements handed to the
    /// document's reader without a look at their bytes. (The one member with a default: only the driver's kind differs.)
    /// </summary>
    public virtual bool ReadsOnSpanPath => true;

    /// <summary>
    /// An expression of the BSON types the kind's span read may read at the site (a set of <c>BsonSpanReader.TypeBit</c>s),
    /// where it declines every other type whatever the bytes say, or null where it may read any. A collection of such items
    /// checks the types of its items as it counts them, and declines one that holds another type before reading any item.
    /// </summary>
    public virtual string? SpanTypes(ValueSite site) => null;

    /// <summary>Emits statements that read the value at the span reader's current element and hand it to <paramref name="store"/> (which gives the statement that stores a value expression), or run the site's <see cref="ValueSite.Decline"/>.</summary>
    public abstract void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store);

    /// <summary>An expression that reads the current value from the IBsonReader, with the driver's rules for every BSON type the kind does not read itself.</summary>
    public abstract string ReaderRead(ValueSite site);

    /// <summary>Emits the statements that write <paramref name="value"/> the way the driver's serializer for it would.</summary>
    public abstract void EmitWrite(SourceWriter writer, ValueSite site, string value);

    /// <summary>
    /// Whether the generated code writes values of this shape into a <c>BsonSpanWriter</c> itself
    /// (<see cref="EmitSpanWrite"/>), so that an array or a document holding them can be handed to the driver's binary
    /// writer in one piece. Not by default: such a value, and whatever holds it, is then written through the writer, which
    /// is always right. A kind opts in by writing exactly the bytes the writer would write for it.
    /// </summary>
    public virtual bool WritesOnSpan(ValueShape shape) => false;

    /// <summary>
    /// Emits the statements that write <paramref name="value"/> as one element into the span writer <c>buffer</c>: the
    /// element's type and name with <paramref name="element"/> (which gives the statement for a <c>BsonType</c>
    /// expression), then the value; a value the span writer must leave to the writer (see <c>BsonSpanWriter</c>) makes the
    /// enclosing method return false. Only for shapes <see cref="WritesOnSpan"/> accepts.
    /// </summary>
    public virtual void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        throw new InvalidOperationException($"{Id} values are written through the writer only.");

    /// <summary>Emits the span path's helper methods of a member of this kind, if it has any.</summary>
    public abstract void EmitSpanHelpers(SourceWriter writer, MemberModel member);

    /// <summary>Emits the IBsonReader path's helper methods of a member of this kind, if it has any.</summary>
    public abstract void EmitReaderHelpers(SourceWriter writer, MemberModel member);

    /// <summary>Emits Serialize's helper methods of a member of this kind, if it has any.</summary>
    public abstract void EmitWriteHelpers(SourceWriter writer, MemberModel member);

    /// <summary>
    /// Emits, into DriverMembers beside the field <paramref name="serializerField"/> that holds the serializer a member's
    /// options configured for items of this kind (<paramref name="item"/>, helper key <paramref name="itemKey"/>), what the kind reads from that
    /// serializer once rather than at each value (a Guid's format); nothing by default.
    /// </summary>
    public virtual void EmitConfiguredItemFields(SourceWriter writer, ValueShape item, string itemKey, string serializerField)
    {
    }

    /// <summary>
    /// Emits the span path's typed reads, one branch per BSON type the kind reads itself, then null for a nullable
    /// value; any other type runs the site's <see cref="ValueSite.Decline"/>, so the driver's rules apply. No
    /// intermediate locals: a document with a hundred members compiles to one method the JIT still optimises well.
    /// </summary>
    protected static void EmitSpanBranches(SourceWriter writer, ValueSite site, Func<string, string> store, params SpanBranch[] branches)
    {
        var shape = site.Shape;
        var keyword = "if";
        foreach (var branch in branches)
        {
            using (writer.Block($"{keyword} ({IsSpanType(branch.BsonType)})"))
            {
                writer.Line($"if ({branch.FailsToRead}) {site.Decline}");
                writer.Line(store(branch.Value));
            }

            keyword = "else if";
        }

        if (shape.CanBeNull)
        {
            using (writer.Block($"else if ({IsSpanType("Null")})"))
            {
                writer.Line(store("default!"));
            }
        }

        using (writer.Block("else"))
        {
            writer.Line(site.Decline);
        }
    }

    /// <summary>The typed read when the reader is at the kind's canonical BSON type, else the driver's serializer.</summary>
    protected static string ReadIfCanonical(ValueSite site, string bsonType, string read) =>
        $"reader.CurrentBsonType == {Globals.BsonType}.{bsonType} ? {read} : {DriverRead(site)}";

    /// <summary>
    /// <c>reader.Read{bsonType}()</c>; for values that start with a length (strings, JavaScript, symbols, binaries), with
    /// that length checked against the stream first (<c>StreamBounds</c>), as the driver's reader allocates what it claims.
    /// </summary>
    protected static string TypedRead(string bsonType, string method = "") =>
        bsonType is "String" or "JavaScript" or "Symbol" or "Binary"
            ? $"{Globals.StreamBounds}.Checked(reader, {Globals.BsonType}.{bsonType}).Read{(method.Length > 0 ? method : bsonType + (bsonType == "Binary" ? "Data" : string.Empty))}()"
            : $"reader.Read{(method.Length > 0 ? method : bsonType)}()";

    /// <summary><c>reader.ReadBytes()</c>, with the binary's length checked against the stream first (see <see cref="TypedRead"/>).</summary>
    protected static string BytesRead() => $"{Globals.StreamBounds}.CheckedForBytes(reader).ReadBytes()";

    /// <summary>Reads the current value with the driver's serializer, whatever its BSON type.</summary>
    protected static string DriverRead(ValueSite site) =>
        $"{Globals.DriverValues}.Deserialize({site.DriverSerializer}, context)";

    /// <summary>Writes the value with the driver's serializer.</summary>
    protected static void EmitDriverWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.SerializerExtensions}.Serialize({site.DriverSerializer}, context, {value});");

    /// <summary>
    /// Writes a value of a non-sealed class: null as BSON null, a value of exactly <paramref name="type"/> with
    /// <paramref name="write"/>, a value of a derived class with the driver's serializer (which looks up the one for it).
    /// </summary>
    protected static void EmitExactClassWrite(SourceWriter writer, ValueSite site, string value, string type, string write)
    {
        using (writer.Block($"if ({value} is null)"))
        {
            writer.Line("writer.WriteNull();");
        }

        using (writer.Block($"else if ({value}.GetType() == typeof({type}))"))
        {
            writer.Line(write);
        }

        using (writer.Block("else"))
        {
            EmitDriverWrite(writer, site, value);
        }
    }

    /// <summary>Writes a value type with <paramref name="write"/>, and null for an empty <c>Nullable&lt;T&gt;</c>.</summary>
    /// <remarks>The write is braced under the HasValue test, so that one which is itself an if statement keeps its own else.</remarks>
    protected static void EmitWriteValueType(SourceWriter writer, ValueSite site, string value, Func<string, string> write) =>
        writer.Line(site.Shape.IsNullableValueType ? $"if ({value}.HasValue) {{ {write(value + ".Value")} }} else {{ writer.WriteNull(); }}" : write(value));

    /// <summary>
    /// The span writer's statement for a value the writer writes with one typed call (<c>writer.Write{bsonType}(written)</c>):
    /// its call of the same name on the same value; for a String, its <c>TryString</c> (text the strict encoding refuses is
    /// the writer's to refuse).
    /// </summary>
    protected static string SpanTypedWrite(string bsonType, string written) => bsonType == "String"
        ? $"if (!buffer.TryString({written})) return false;"
        : $"buffer.{bsonType}({written});";

    /// <summary>A <c>BsonType</c> member, for <see cref="EmitSpanWrite"/>'s element statements.</summary>
    protected static string SpanType(string bsonType) => $"{Globals.BsonType}.{bsonType}";

    /// <summary>
    /// The span writer's counterpart of <see cref="EmitWriteValueType"/>: the element with <paramref name="bsonType"/> and
    /// the value written by <paramref name="write"/>, and a null element for an empty <c>Nullable&lt;T&gt;</c>.
    /// </summary>
    protected static void EmitSpanWriteValueType(SourceWriter writer, ValueSite site, string value, string bsonType, Func<string, string> write, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, SpanType(bsonType), (Action<string>)(v => writer.Line(write(v))), element);

    /// <summary>
    /// As above, with the element's type as an expression (<see cref="SpanType"/>, or one known only at the write, as a
    /// serializer's representation) and the value's statements emitted by <paramref name="write"/> (more than one line).
    /// </summary>
    protected static void EmitSpanWriteValueType(SourceWriter writer, ValueSite site, string value, string elementType, Action<string> write, Func<string, string> element)
    {
        if (!site.Shape.IsNullableValueType)
        {
            writer.Line(element(elementType));
            write(value);
            return;
        }

        using (writer.Block($"if ({value}.HasValue)"))
        {
            writer.Line(element(elementType));
            write(value + ".Value");
        }

        using (writer.Block("else"))
        {
            writer.Line(element(SpanType("Null")));
        }
    }

    /// <summary>
    /// The span writer's null element for a null reference, else <paramref name="write"/>'s statements after the element
    /// with <paramref name="bsonType"/>.
    /// </summary>
    protected static void EmitSpanWriteReference(SourceWriter writer, string value, string bsonType, Action write, Func<string, string> element)
    {
        using (writer.Block($"if ({value} is null)"))
        {
            writer.Line(element(SpanType("Null")));
        }

        using (writer.Block("else"))
        {
            writer.Line(element(SpanType(bsonType)));
            write();
        }
    }

    private static string IsSpanType(string bsonType) => $"type == (int){Globals.BsonType}.{bsonType}";
}
