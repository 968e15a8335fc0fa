using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// The blob codec of a type that asks for one: the whole object in MemoryPack's binary format (default layout: the
/// member count, then each member in declaration order), one support call per member, collections in helpers of their
/// own. Nullable reference annotations are off in this part: MemoryPack's formats say where null may be, and the
/// members' own annotations are the class's business.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private void EmitBlobCodec()
    {
        if (_model.Blob is not { } blob)
        {
            return;
        }

        var w = _writer;
        var count = blob.Members.Count.ToString(CultureInfo.InvariantCulture);
        w.Line("/// <summary>");
        w.Line("/// The fingerprint of this type's blob schema (its members' names, forms and types in order, and those of the nested");
        w.Line("/// documents): a blob stored under any other schema carries another one.");
        w.Line("/// </summary>");
        w.Line($"public const ulong BlobSchemaFingerprint = 0x{blob.Fingerprint.ToString("X16", CultureInfo.InvariantCulture)}UL;");
        w.Line();
        w.Line("/// <summary>The name of the element that holds the blob in each document.</summary>");
        w.Line($"public const string BlobElementName = {Helpers.CSharpLiterals.String(blob.ElementName)};");
        w.Line();
        EmitBlobDocumentApi();
        w.Line("#nullable disable");
        w.Line("/// <summary>The object as its blob holds it: MemoryPack's binary format (default layout), which MemoryPack itself reads too; null is written as a null object.</summary>");
        using (w.Block($"public static byte[] EncodeBlob({T} value)"))
        {
            w.Line($"using var writer = {NewBlobWriter()};");
            w.Line("WriteBlob(writer, value);");
            w.Line("return writer.ToArray();");
        }

        w.Line();
        w.Line("/// <summary>");
        w.Line("/// Rebuilds an object from its blob (written by <see cref=\"EncodeBlob\"/>, or by MemoryPack for a type of the same");
        w.Line("/// members). False for bytes that are not such a blob, or that go on after it; every length is checked against the bytes");
        w.Line("/// present before anything is allocated for it.");
        w.Line("/// </summary>");
        using (w.Block($"public static bool TryDecodeBlob({Globals.ReadOnlySpanOfByte} blob, out {T} value)"))
        {
            w.Line($"var reader = new {Globals.BlobReader}(blob);");
            w.Line("return TryReadBlob(ref reader, out value) && reader.Remaining == 0;");
        }

        w.Line();
        w.Line(blob.VersionTolerant
            ? "/// <summary>Writes the object in MemoryPack's version-tolerant layout: the member count, each member's length, then each member in declaration order.</summary>"
            : "/// <summary>Writes the object in MemoryPack's default layout: the member count, then each member in declaration order.</summary>");
        using (w.Block($"internal static void WriteBlob({Globals.BlobWriter} writer, {T} value)"))
        {
            EmitBlobNullWrite("value is null", "writer.WriteNullObject();");

            // Never deeper than FastBson reads back (a cycle in the object graph included): the BSON of a stored document
            // obeys the writer's MaxSerializationDepth first, but EncodeBlob has no writer.
            EmitDepthGuarded(() =>
            {
                w.Line(blob.VersionTolerant ? "var start = writer.BeginVersionTolerantObject();" : $"writer.WriteObjectHeader({count});");
                foreach (var member in blob.Members)
                {
                    var model = _model.Members[member.MemberIndex];
                    w.Line(BlobWrite(member.Form, MemberAccessors.Get(model, "value"), model.Key));
                    if (blob.VersionTolerant)
                    {
                        w.Line("writer.EndVersionTolerantMember();");
                    }
                }

                if (blob.VersionTolerant)
                {
                    w.Line("writer.EndVersionTolerantObject(start);");
                }
            });
        }

        w.Line();
        w.Line("/// <summary>");
        if (blob.VersionTolerant)
        {
            w.Line("/// Reads an object in MemoryPack's version-tolerant layout. As MemoryPack does, a blob of fewer members (an older version");
            w.Line("/// of the type) leaves the others at their default values, and the members of a newer one that this type does not know");
            w.Line("/// are skipped by their lengths.");
        }
        else
        {
            w.Line("/// Reads an object in MemoryPack's default layout. As MemoryPack does, a blob of fewer members (an older version of the");
            w.Line("/// type) leaves the others at their default values, and one of more members is refused.");
        }

        w.Line("/// </summary>");
        using (w.Block($"internal static bool TryReadBlob(ref {Globals.BlobReader} reader, out {T} value)"))
        {
            if (blob.VersionTolerant)
            {
                w.Line("value = null;");
                using (w.Block("if (!reader.TryReadVersionTolerantHeader(out var members) || members.IsNull)"))
                {
                    w.Line("return members.IsNull;");
                }

                w.Line();
            }
            else
            {
                EmitBlobObjectHeaderRead(blob.Members.Count);
            }

            // A blob nests objects as its BSON document nests documents: one level each, under the same limit, counted by the
            // reader. No finally restores the level: a read that fails abandons its reader (false all the way up, or an
            // exception), so only a member read that succeeds leaves the level, in EmitBlobMembersRead.
            w.Line("reader.Enter();");
            EmitBlobMembersRead(blob);
        }

        foreach (var member in blob.Members)
        {
            EmitBlobHelpers(member.Form, _model.Members[member.MemberIndex].Key);
        }

        w.Line("#nullable restore");
        w.Line();
    }

    /// <summary>The object's members in order, after its header (its level entered), then the level left and the object built.</summary>
    private void EmitBlobMembersRead(BlobModel blob)
    {
        var w = _writer;
        for (var i = 0; i < blob.Members.Count; i++)
        {
            w.Line($"{BlobLocalType(blob.Members[i].Form)} b{i} = default;");
        }

        for (var i = 0; i < blob.Members.Count; i++)
        {
            var member = blob.Members[i];
            var read = BlobRead(member.Form, $"b{i}", _model.Members[member.MemberIndex].Key);
            w.Line(blob.VersionTolerant
                ? $"if (!reader.TryBeginMember(ref members, out var present{i}) || (present{i} && !{read})) return false;"
                : $"if (count > {i.ToString(CultureInfo.InvariantCulture)} && !{read}) return false;");
        }

        if (blob.VersionTolerant)
        {
            w.Line("if (!reader.TryEndVersionTolerantObject(ref members)) return false;");
        }

        w.Line("reader.Exit();");
        w.Line();
        if (IsCreatorMapped)
        {
            EmitBlobCreation(blob);
            return;
        }

        w.Line($"var result = {NewInstance};");
        for (var i = 0; i < blob.Members.Count; i++)
        {
            w.Line(MemberAccessors.Set(_model.Members[blob.Members[i].MemberIndex], "result", $"b{i}"));
        }

        w.Line("value = result;");
        w.Line("return true;");
    }

    /// <summary>
    /// A creator-mapped type's object from its blob: the values go into <c>Pending</c> as from a document holding an element
    /// for each member the blob holds, and <c>Create</c> does the rest as on the read paths (one that would fail, a creator
    /// that throws, makes the blob unreadable).
    /// </summary>
    private void EmitBlobCreation(BlobModel blob)
    {
        var w = _writer;
        w.Line($"var result = new {PendingType}();");
        EmitSeenMasks();
        for (var i = 0; i < blob.Members.Count; i++)
        {
            var index = blob.Members[i].MemberIndex;
            var present = blob.VersionTolerant ? $"present{i}" : $"count > {i.ToString(CultureInfo.InvariantCulture)}";
            using (w.Block($"if ({present})"))
            {
                w.Line($"result.{PendingField(_model.Members[index])} = b{i};");
                w.Line(_tracked.Mark(index));
            }
        }

        EmitKeepSeenMasks();
        w.Line("value = Create(ref result, declineFailure: true);");
        w.Line("return value is not null;");
    }

    /// <summary>The writer of this type's blobs, in the string form the type asks for.</summary>
    private string NewBlobWriter() =>
        _model.Blob!.Utf16Strings ? $"new {Globals.BlobWriter}(utf16Strings: true)" : $"new {Globals.BlobWriter}()";

    /// <summary>
    /// What users call around the stored blob: the projection that reads it, the stored bytes, and the update helpers that
    /// keep it in step with the fields (see BlobDocuments).
    /// </summary>
    private void EmitBlobDocumentApi()
    {
        var w = _writer;
        w.Line("/// <summary>");
        w.Line("/// The projection to pass to Find to read documents from their blob: <c>{ _id: 1, <i>blob element</i>: 1 }</c> (a new");
        w.Line("/// document each time). Deserializing such a projected document rebuilds the object from the blob alone.");
        w.Line("/// </summary>");
        w.Line($"public static {Globals.BsonDocument} BlobProjection => new {Globals.BsonDocument} {{ {{ \"_id\", 1 }}, {{ BlobElementName, 1 }} }};");
        w.Line();
        w.Line("/// <summary>");
        w.Line("/// The content of the blob element that documents of the object store: the blob schema's fingerprint, then the object");
        w.Line("/// as a read of its fields gives it back, in <see cref=\"EncodeBlob\"/>'s format. So a read of the projection gives exactly");
        w.Line("/// what a read of the whole document gives (DateTimes in UTC milliseconds, every representation applied).");
        w.Line("/// </summary>");
        using (w.Block($"public static byte[] EncodeStoredBlob({T} value)"))
        {
            w.Line($"var readBack = value is null ? value : {Globals.BlobDocuments}.ReadBack(value, Instance.SerializeInline, Instance.DeserializeInline);");
            w.Line($"using var writer = {NewBlobWriter()};");
            w.Line("writer.WriteUnmanaged(BlobSchemaFingerprint);");
            w.Line("WriteBlob(writer, readBack);");
            w.Line("return writer.ToArray();");
        }
        w.Line();
        w.Line("/// <summary>");
        w.Line("/// The caller's update (<c>$set</c>, <c>$unset</c> and other operators) with the blob refreshed from <paramref name=\"updated\"/>,");
        w.Line("/// the object as the update leaves it, so a later read of the projection sees the new object. The update is not changed.");
        w.Line("/// </summary>");
        w.Line("/// <exception cref=\"global::System.ArgumentException\">The update is not a document of operators, or already changes the blob element.</exception>");
        using (w.Block($"public static {Globals.BsonDocument} WithBlob({Globals.BsonDocument} update, {T} updated)"))
        {
            w.Line("global::System.ArgumentNullException.ThrowIfNull(updated);");
            w.Line($"return {Globals.BlobDocuments}.WithBlob(update, BlobElementName, EncodeStoredBlob(updated));");
        }

        w.Line();
        w.Line("/// <summary>");
        w.Line("/// The caller's update with the blob removed (<c>$unset</c>), for an update made without the updated object: a later read of");
        w.Line("/// the projection then fails with a <see cref=\"global::FastBson.FastBsonBlobException\"/> instead of seeing the old object. The update is not changed.");
        w.Line("/// </summary>");
        w.Line("/// <exception cref=\"global::System.ArgumentException\">The update is not a document of operators, or already changes the blob element.</exception>");
        w.Line($"public static {Globals.BsonDocument} WithoutBlob({Globals.BsonDocument} update) => {Globals.BlobDocuments}.WithoutBlob(update, BlobElementName);");
        w.Line();
        w.Line("/// <summary>");
        w.Line("/// The update that stores <paramref name=\"updated\"/> in an existing document, keeping its <c>_id</c>: <c>$set</c> of every element");
        w.Line("/// the serializer writes, blob included, and <c>$unset</c> of the members it leaves out (when null or default), whose old");
        w.Line("/// values would otherwise stay.");
        w.Line("/// </summary>");
        using (w.Block($"public static {Globals.BsonDocument} FullUpdate({T} updated)"))
        {
            w.Line("global::System.ArgumentNullException.ThrowIfNull(updated);");
            var names = string.Join(", ", _model.Members.Select(m => Helpers.CSharpLiterals.String(m.ElementName)));
            w.Line($"return {Globals.BlobDocuments}.Replacing(updated, Instance.SerializeInline, Instance.DeserializeInline, EncodeStoredBlob, BlobElementName, new string[] {{ {names} }});");
        }

        w.Line();
    }

    /// <summary>The start of a write of a reference (or of a struct whose default is its null, <paramref name="isNull"/> telling it): for null, MemoryPack's null marker of the form (<paramref name="nullWrite"/>), and nothing more.</summary>
    private void EmitBlobNullWrite(string isNull, string nullWrite)
    {
        using (_writer.Block($"if ({isNull})"))
        {
            _writer.Line(nullWrite);
            _writer.Line("return;");
        }

        _writer.Line();
    }

    /// <summary>
    /// The start of a read of an object MemoryPack frames with its member count (255 for null): null, and true, for the null
    /// header; false for a count above <paramref name="declaredMembers"/>; else on, with the count read in <c>count</c>.
    /// </summary>
    private void EmitBlobObjectHeaderRead(int declaredMembers)
    {
        _writer.Line("value = null;");
        using (_writer.Block($"if (!reader.TryReadObjectHeader({declaredMembers}, out var isNull, out var count) || isNull)"))
        {
            _writer.Line("return isNull;");
        }

        _writer.Line();
    }

    private static bool IsItemByItem(BlobWire wire) => wire is BlobWire.Array or BlobWire.List or BlobWire.HashSet or BlobWire.Dictionary;

    /// <summary>The helpers that write and read a value of a form that has them (collections written item by item, multidimensional arrays, tuples, pairs that hold a reference, nullables of those).</summary>
    private void EmitBlobHelpers(BlobForm form, string key)
    {
        if (IsItemByItem(form.Wire))
        {
            EmitBlobCollectionHelpers(form, key);
        }
        else if (form.Wire is BlobWire.Tuple or BlobWire.ValueTuple)
        {
            EmitBlobTupleHelpers(form, key);
        }
        else if (form.Wire == BlobWire.Pair)
        {
            EmitBlobPairHelpers(form, key);
        }
        else if (form.Wire == BlobWire.MultiDimensionalArray)
        {
            EmitBlobMultiDimensionalHelpers(form, key);
        }
        else if (form.Wire == BlobWire.NullableStruct)
        {
            EmitBlobNullableStructHelpers(form, key);
        }
    }

    /// <summary>The type of the local a member's value is read into.</summary>
    private static string BlobLocalType(BlobForm form) =>
        form.Wire is BlobWire.NullableUnmanaged or BlobWire.NullableObjectId or BlobWire.NullableStruct ? form.TypeName + "?" : form.TypeName;

    /// <summary>The statement that writes a value in its form.</summary>
    private static string BlobWrite(BlobForm form, string value, string key) => form.Wire switch
    {
        BlobWire.Unmanaged => $"writer.WriteUnmanaged({value});",
        BlobWire.NullableUnmanaged => $"writer.WriteNullable({value});",
        BlobWire.ObjectId => $"writer.WriteObjectId({value});",
        BlobWire.NullableObjectId => $"writer.WriteNullableObjectId({value});",
        BlobWire.Uri => $"writer.WriteUri({value});",
        BlobWire.Version => $"writer.WriteVersion({value});",
        BlobWire.BsonDocument => $"{Globals.BlobBsonValues}.WriteDocument(writer, {value});",
        BlobWire.RawBsonDocument => $"{Globals.BlobBsonValues}.WriteRawDocument(writer, {value});",
        BlobWire.BsonValue => $"{Globals.BlobBsonValues}.WriteValue(writer, {value});",
        BlobWire.Boxed => $"{Globals.BlobBsonValues}.WriteObject(writer, {value});",
        BlobWire.String => $"writer.WriteString({value});",
        BlobWire.Object => $"{form.Codec}.WriteBlob(writer, {value});",
        BlobWire.UnmanagedArray => $"writer.WriteUnmanagedArray({value});",
        BlobWire.UnmanagedList => $"writer.WriteUnmanagedList({value});",
        BlobWire.UnmanagedPair => $"writer.WriteUnmanagedPair({value});",
        _ => $"WriteBlob_{key}(writer, {value});",
    };

    /// <summary>The expression that reads a value in its form into <paramref name="target"/>, true when it did.</summary>
    private static string BlobRead(BlobForm form, string target, string key) => form.Wire switch
    {
        BlobWire.Unmanaged => $"reader.TryReadUnmanaged(out {target})",
        BlobWire.NullableUnmanaged => $"reader.TryReadNullable(out {target})",
        BlobWire.ObjectId => $"reader.TryReadObjectId(out {target})",
        BlobWire.NullableObjectId => $"reader.TryReadNullableObjectId(out {target})",
        BlobWire.Uri => $"reader.TryReadUri(out {target})",
        BlobWire.Version => $"reader.TryReadVersion(out {target})",
        BlobWire.BsonDocument => $"{Globals.BlobBsonValues}.TryReadDocument(ref reader, out {target})",
        BlobWire.RawBsonDocument => $"{Globals.BlobBsonValues}.TryReadRawDocument(ref reader, out {target})",
        BlobWire.BsonValue => $"{Globals.BlobBsonValues}.TryReadValue(ref reader, out {target})",
        BlobWire.Boxed => $"{Globals.BlobBsonValues}.TryReadObject(ref reader, out {target})",
        BlobWire.String => $"reader.TryReadString(out {target})",
        BlobWire.Object => $"{form.Codec}.TryReadBlob(ref reader, out {target})",
        BlobWire.UnmanagedArray => $"reader.TryReadUnmanagedArray(out {target})",
        BlobWire.UnmanagedList => $"reader.TryReadUnmanagedList(out {target})",
        BlobWire.UnmanagedPair => $"reader.TryReadUnmanagedPair(out {target})",
        _ => $"TryReadBlob_{key}(ref reader, out {target})",
    };

    /// <summary>
    /// A collection written item by item: the count (-1 for null), then each item (each key and its value) in its form; with
    /// the helpers of items and values that are collections in turn (<paramref name="key"/>_Item, <paramref name="key"/>_Value).
    /// </summary>
    private void EmitBlobCollectionHelpers(BlobForm form, string key)
    {
        var w = _writer;
        var item = form.Item!;
        var itemKey = key + "_Item";
        var valueKey = key + "_Value";
        w.Line();
        using (w.Block($"private static void WriteBlob_{key}({Globals.BlobWriter} writer, {form.TypeName} items)"))
        {
            EmitBlobNullWrite(form.DefaultIsNull ? "items.IsDefault" : "items is null", "writer.WriteNullCollection();");
            if (form.Uncounted)
            {
                // A sequence that cannot tell its count without enumerating (a lazy one, an immutable queue or stack) is enumerated
                // once, into a list; one that can is counted once (counting a projection again would run its selector for every item).
                w.Line($"var all = {Globals.Enumerable}.AsEnumerable(items);");
                using (w.Block($"if (!{Globals.Enumerable}.TryGetNonEnumeratedCount(items, out var count))"))
                {
                    w.Line($"var list = {Globals.Enumerable}.ToList(items);");
                    w.Line("(all, count) = (list, list.Count);");
                }

                w.Line();
                w.Line("writer.WriteCollectionHeader(count);");
            }
            else
            {
                w.Line($"writer.WriteCollectionHeader(items.{(form.Wire == BlobWire.Array ? "Length" : "Count")});");
            }

            var inOrder = form.Uncounted ? "all" : "items";
            if (form.Reversed)
            {
                inOrder = $"{Globals.Enumerable}.Reverse({inOrder})";
            }

            using (w.Block($"foreach (var item in {inOrder})"))
            {
                if (form.Wire == BlobWire.Dictionary)
                {
                    w.Line(BlobWrite(item, "item.Key", itemKey));
                    w.Line(BlobWrite(form.Value!, "item.Value", valueKey));
                }
                else
                {
                    w.Line(BlobWrite(item, "item", itemKey));
                }
            }
        }

        w.Line();
        using (w.Block($"private static bool TryReadBlob_{key}(ref {Globals.BlobReader} reader, out {form.TypeName} value)"))
        {
            w.Line(form.DefaultIsNull ? "value = default;" : "value = null;");
            using (w.Block("if (!reader.TryReadCollectionHeader(out var isNull, out var count) || isNull)"))
            {
                w.Line("return isNull;");
            }

            w.Line();
            w.Line($"var items = {NewBlobCollection(form)};");
            using (w.Block("for (var i = 0; i < count; i++)"))
            {
                w.Line($"{BlobLocalType(item)} item = default;");
                if (form.Wire == BlobWire.Dictionary)
                {
                    w.Line($"{BlobLocalType(form.Value!)} entry = default;");
                    var nullKey = item.Wire is BlobWire.String or BlobWire.Object ? " || item is null" : string.Empty;
                    w.Line($"if (!{BlobRead(item, "item", itemKey)}{nullKey} || !{BlobRead(form.Value!, "entry", valueKey)} || !items.TryAdd(item, entry)) return false;");
                }
                else
                {
                    w.Line($"if (!{BlobRead(item, "item", itemKey)}) return false;");
                    w.Line(form.Wire switch
                    {
                        BlobWire.Array => "items[i] = item;",
                        BlobWire.HashSet => "if (!items.Add(item)) return false; // a repeated item: not what a set's blob holds",
                        _ => "items.Add(item);",
                    });
                }
            }

            w.Line(form.Finish is { } finish ? $"value = {finish}(items);" : "value = items;");
            w.Line("return true;");
        }

        EmitBlobHelpers(item, itemKey);
        if (form.Value is { } value)
        {
            EmitBlobHelpers(value, valueKey);
        }
    }

    /// <summary>
    /// A key and its value, as MemoryPack's KeyValuePairFormatter writes a pair that holds a reference: the key, then the value,
    /// each in its form (with the helpers of those that have them, <paramref name="key"/>_Key and <paramref name="key"/>_Value).
    /// </summary>
    private void EmitBlobPairHelpers(BlobForm form, string key)
    {
        var w = _writer;
        var keyKey = key + "_Key";
        var valueKey = key + "_Value";
        w.Line();
        using (w.Block($"private static void WriteBlob_{key}({Globals.BlobWriter} writer, {form.TypeName} value)"))
        {
            w.Line(BlobWrite(form.Item!, "value.Key", keyKey));
            w.Line(BlobWrite(form.Value!, "value.Value", valueKey));
        }

        w.Line();
        using (w.Block($"private static bool TryReadBlob_{key}(ref {Globals.BlobReader} reader, out {form.TypeName} value)"))
        {
            w.Line("value = default;");
            w.Line($"{BlobLocalType(form.Item!)} key = default;");
            w.Line($"{BlobLocalType(form.Value!)} item = default;");
            w.Line($"if (!{BlobRead(form.Item!, "key", keyKey)} || !{BlobRead(form.Value!, "item", valueKey)}) return false;");
            w.Line($"value = new {form.TypeName}(key, item);");
            w.Line("return true;");
        }

        EmitBlobHelpers(form.Item!, keyKey);
        EmitBlobHelpers(form.Value!, valueKey);
    }

    /// <summary>
    /// A tuple, as MemoryPack's TupleFormatter writes it: an object header of its item count (255 for null), then each item in
    /// its form; a read refuses any other count, as MemoryPack's does, and creates the tuple from its items. A value tuple, as
    /// its ValueTupleFormatter writes one that holds a reference: the items alone. With the helpers of items that have them
    /// (<paramref name="key"/>_Item1 ...).
    /// </summary>
    private void EmitBlobTupleHelpers(BlobForm form, string key)
    {
        var w = _writer;
        var items = form.Items;
        var isClass = form.Wire == BlobWire.Tuple;
        string ItemKey(int i) => $"{key}_Item{i + 1}";
        string ItemMember(int i) => i == 7 ? "Rest" : $"Item{i + 1}";
        w.Line();
        using (w.Block($"private static void WriteBlob_{key}({Globals.BlobWriter} writer, {form.TypeName} value)"))
        {
            if (isClass)
            {
                EmitBlobNullWrite("value is null", "writer.WriteNullObject();");
                w.Line($"writer.WriteObjectHeader({items.Count});");
            }

            for (var i = 0; i < items.Count; i++)
            {
                w.Line(BlobWrite(items[i], $"value.{ItemMember(i)}", ItemKey(i)));
            }
        }

        w.Line();
        using (w.Block($"private static bool TryReadBlob_{key}(ref {Globals.BlobReader} reader, out {form.TypeName} value)"))
        {
            var reads = new List<string>();
            if (isClass)
            {
                EmitBlobObjectHeaderRead(items.Count);
            }
            else
            {
                w.Line("value = default;");
            }

            for (var i = 0; i < items.Count; i++)
            {
                w.Line($"{BlobLocalType(items[i])} item{i + 1} = default;");
                reads.Add(BlobRead(items[i], $"item{i + 1}", ItemKey(i)));
            }

            var countCheck = isClass ? $"count != {items.Count} || " : string.Empty;
            w.Line($"if ({countCheck}!{string.Join(" || !", reads)}) return false;");
            // A value tuple's name is tuple syntax, which takes no constructor call: ValueTuple.Create makes it of its items.
            var create = isClass ? $"new {form.TypeName}" : "global::System.ValueTuple.Create";
            w.Line($"value = {create}({string.Join(", ", Enumerable.Range(1, items.Count).Select(i => $"item{i}"))});");
            w.Line("return true;");
        }

        for (var i = 0; i < items.Count; i++)
        {
            EmitBlobHelpers(items[i], ItemKey(i));
        }
    }

    /// <summary>
    /// A two- or three-dimensional array, as MemoryPack's formatters of them write it: an object header of the rank plus one,
    /// the lengths, then the item count and the items, row by row; a read refuses lengths that do not make the count (so it
    /// allocates no more items than the blob holds), with the helpers of items that have them (<paramref name="key"/>_Item).
    /// </summary>
    private void EmitBlobMultiDimensionalHelpers(BlobForm form, string key)
    {
        var w = _writer;
        var item = form.Item!;
        var itemKey = key + "_Item";
        var dimensions = Enumerable.Range(0, form.Rank).ToArray();
        w.Line();
        using (w.Block($"private static void WriteBlob_{key}({Globals.BlobWriter} writer, {form.TypeName} value)"))
        {
            EmitBlobNullWrite("value is null", "writer.WriteNullObject();");
            w.Line($"writer.WriteObjectHeader({form.Rank + 1});");
            foreach (var d in dimensions)
            {
                w.Line($"writer.WriteUnmanaged(value.GetLength({d}));");
            }

            w.Line("writer.WriteCollectionHeader(value.Length);");
            using (w.Block("foreach (var item in value)"))
            {
                w.Line(BlobWrite(item, "item", itemKey));
            }
        }

        w.Line();
        using (w.Block($"private static bool TryReadBlob_{key}(ref {Globals.BlobReader} reader, out {form.TypeName} value)"))
        {
            EmitBlobObjectHeaderRead(form.Rank + 1);
            var lengths = string.Concat(dimensions.Select(d => $" || !reader.TryReadUnmanaged(out int length{d})"));
            var names = string.Join(", ", dimensions.Select(d => $"length{d}"));
            w.Line($"if (count != {form.Rank + 1}{lengths}");
            w.Line($"    || !reader.TryReadCollectionHeader(out var noItems, out var total) || noItems || !{Globals.BlobReader}.MakeCount(total, {names})) return false;");
            w.Line();
            w.Line($"var items = {Kinds.ArrayKind.ArrayCreation(BlobLocalType(item), names)};");
            var indices = dimensions.Select(d => $"i{d}").ToArray();
            var loops = new List<SourceWriter.Scope>();
            foreach (var d in dimensions)
            {
                loops.Add(w.Block($"for (var i{d} = 0; i{d} < length{d}; i{d}++)"));
            }

            w.Line($"{BlobLocalType(item)} item = default;");
            w.Line($"if (!{BlobRead(item, "item", itemKey)}) return false;");
            w.Line($"items[{string.Join(", ", indices)}] = item;");
            for (var i = loops.Count - 1; i >= 0; i--)
            {
                loops[i].Dispose();
            }

            w.Line("value = items;");
            w.Line("return true;");
        }

        EmitBlobHelpers(item, itemKey);
    }

    /// <summary>
    /// A <c>Nullable&lt;T&gt;</c> of a struct that holds a reference, as MemoryPack's NullableFormatter writes it: the null object
    /// header, or an object of one member, the value (with the helpers of the value's form, <paramref name="key"/>_Value).
    /// </summary>
    private void EmitBlobNullableStructHelpers(BlobForm form, string key)
    {
        var w = _writer;
        var value = form.Item!;
        var valueKey = key + "_Value";
        w.Line();
        using (w.Block($"private static void WriteBlob_{key}({Globals.BlobWriter} writer, {BlobLocalType(form)} value)"))
        {
            EmitBlobNullWrite("value is null", "writer.WriteNullObject();");
            w.Line("writer.WriteObjectHeader(1);");
            w.Line(BlobWrite(value, "value.Value", valueKey));
        }

        w.Line();
        using (w.Block($"private static bool TryReadBlob_{key}(ref {Globals.BlobReader} reader, out {BlobLocalType(form)} value)"))
        {
            EmitBlobObjectHeaderRead(1);
            w.Line($"{BlobLocalType(value)} item = default;");
            w.Line($"if (count != 1 || !{BlobRead(value, "item", valueKey)}) return false;");
            w.Line("value = item;");
            w.Line("return true;");
        }

        EmitBlobHelpers(value, valueKey);
    }

    private static string NewBlobCollection(BlobForm form) => form.Wire switch
    {
        BlobWire.Array => Kinds.ArrayKind.ArrayCreation(BlobLocalType(form.Item!), "count"),
        _ => $"new {form.Created ?? form.TypeName}(count)",
    };
}
