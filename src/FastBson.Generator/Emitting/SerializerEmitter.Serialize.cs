using System.Collections.Generic;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// Serialize: the members in the driver's order with its skip rules (IgnoreIfNull, IgnoreIfDefault,
/// ShouldSerializeXxx), the id first when the driver asks for it, typed writes for owned shapes.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private void EmitSerialize()
    {
        var w = _writer;
        w.Line("/// <inheritdoc/>");
        var signature = $"public override void Serialize({Globals.SerializationContext} context, {Globals.SerializationArgs} args, {T} value)";
        if (StoresBlob)
        {
            // The driver's entry writes the documents of the collection (inserts, replacements), which store the blob; a
            // generated document that nests this one writes it through the inline entry, as its own blob holds this one.
            w.Line($"{signature} => SerializeCore(context, args, value, holdsBlob: true);");
            w.Line();
            w.Line("/// <summary>Writes a document nested in another generated document: its fields only, as the outer blob holds it.</summary>");
            w.Line($"internal void SerializeInline({Globals.SerializationContext} context, {T} value) => SerializeCore(context, new {Globals.SerializationArgs} {{ NominalType = typeof({T}) }}, value, holdsBlob: false);");
            w.Line();
            signature = $"private void SerializeCore({Globals.SerializationContext} context, {Globals.SerializationArgs} args, {T} value, bool holdsBlob)";
        }

        using (w.Block(signature))
        {
            using (w.Block("if (s_servedByDriver)"))
            {
                w.Line("// RegisterAll found the driver's class map different from this code: the driver writes the type.");
                w.Line($"{DriverSerializer}.Serialize(context, args, value);");
                w.Line("return;");
            }

            w.Line();
            w.Line("var writer = context.Writer;");
            if (!_model.IsValueType)
            {
                using (w.Block("if (value is null)"))
                {
                    w.Line("writer.WriteNull();");
                    w.Line("return;");
                }
            }

            if (!_model.IsSealed)
            {
                using (w.Block($"if (value.GetType() != typeof({T}))"))
                {
                    w.Line("// A subclass instance: the driver serializes it with the subclass's serializer.");
                    w.Line($"{Globals.BsonSerializer}.LookupSerializer(value.GetType()).Serialize(context, args, value);");
                    w.Line("return;");
                }
            }

            w.Line();
            w.Line("// Serialized as a base class, an interface or object (or always, where the class map says so): a discriminator.");
            w.Line($"var discriminator = {Globals.DiscriminatedWrites}<{T}>.For(args.NominalType);");
            EmitWholeDocumentOnSpan();
            w.Line("writer.WriteStartDocument();");
            EmitNamingMemberErrors(EmitWriteMembers, "As the driver does since 2.19: the error names the member being written.");

            if (StoresBlob)
            {
                using (w.Block("if (holdsBlob)"))
                {
                    w.Line("// The blob last: the whole object again, for reads of a projection to _id and the blob.");
                    w.Line($"{Globals.BlobDocuments}.Write(writer, BlobElementName, EncodeStoredBlob(value));");
                }
            }

            w.Line("writer.WriteEndDocument();");
        }

        w.Line();
        if (WrapsWriteErrors)
        {
            EmitMemberWriteFailed();
        }

        EmitWriteHelpers();
        EmitSpanWriteEntries();
    }

    /// <summary>
    /// Emits the hand-over of the whole document to the span writer, where the class has one (<see cref="EmitSpanWriteEntries"/>)
    /// and the writer takes it (<c>TakesWholeDocument</c>): the span writer writes the document as it writes one nested in
    /// another, so only where the document is written so here too. That is, with the id where it is declared (the driver
    /// writes it first where asked, as at the top of an insert, and the declared order is the same when it comes first and
    /// no discriminator goes before it), and with no blob to add after the members.
    /// </summary>
    private void EmitWholeDocumentOnSpan()
    {
        if (!HasSpanWriteEntries)
        {
            return;
        }

        // The span writer writes the discriminator first, then the members in declared order: the driver's order unless it
        // writes the id first, ahead of the discriminator and of the members declared before the id.
        var conditions = new List<string>();
        if (_model.IdMemberIndex > 0)
        {
            conditions.Add("!args.SerializeIdFirst");
        }
        else if (_model.IdMemberIndex == 0)
        {
            conditions.Add("(discriminator is null || !args.SerializeIdFirst)");
        }

        if (StoresBlob)
        {
            conditions.Add("!holdsBlob");
        }

        conditions.Add($"{Globals.SpanWriter}.TakesWholeDocument(writer)");
        conditions.Add("TryWriteRaw(context, value, args.NominalType)");
        var w = _writer;
        w.Line("// The whole document in one piece where the writer takes it so (BsonSpanWriter: it checks no name here, and the");
        w.Line("// span writer writes every value).");
        using (w.Block($"if ({string.Join(" && ", conditions)})"))
        {
            w.Line("return;");
        }

        w.Line();
    }

    private bool WrapsWriteErrors => _driver.WrapsWriteErrors && _model.Members.Count > 0;

    /// <summary>
    /// Emits the members' writes (<paramref name="emitMembers"/>, which set <c>member</c> to each index in turn), inside a
    /// try whose catch names the member that failed, where the driver's version names it (since 2.19).
    /// </summary>
    private void EmitNamingMemberErrors(System.Action emitMembers, string comment)
    {
        var w = _writer;
        if (!WrapsWriteErrors)
        {
            emitMembers();
            return;
        }

        w.Line("var member = -1;");
        w.Line("try");
        using (w.Block())
        {
            emitMembers();
        }

        using (w.Block($"catch ({Globals.Exception} exception) when (member >= 0)"))
        {
            w.Line($"// {comment}");
            w.Line("throw MemberWriteFailed(member, exception);");
        }
    }

    private void EmitWriteMembers()
    {
        var w = _writer;
        var id = _model.IdMemberIndex;
        if (id >= 0)
        {
            using (w.Block("if (args.SerializeIdFirst)"))
            {
                EmitWriteMember(id);
            }
        }

        using (w.Block("if (discriminator is not null)"))
        {
            w.Line("// After the id when it goes first, before every other member, as the driver's class map writes it.");
            w.Line($"{Globals.DiscriminatedWrites}<{T}>.Write(context, discriminator);");
        }

        for (var i = 0; i < _model.Members.Count; i++)
        {
            if (i == id)
            {
                using (w.Block("if (!args.SerializeIdFirst)"))
                {
                    EmitWriteMember(i);
                }
            }
            else
            {
                EmitWriteMember(i);
            }
        }
    }

    private void EmitMemberWriteFailed()
    {
        var w = _writer;
        using (w.Block($"private static {Globals.BsonSerializationException} MemberWriteFailed(int index, {Globals.Exception} exception)"))
        {
            using (w.Block("switch (index)"))
            {
                for (var i = 0; i < _model.Members.Count; i++)
                {
                    var member = _model.Members[i];

                    // The driver names the class that declares the member (a base class for inherited members).
                    w.Line($"case {i.ToString(System.Globalization.CultureInfo.InvariantCulture)}: return {Globals.Errors}.MemberWriteFailed(typeof({member.DeclaringTypeName}), {CSharpLiterals.String(member.Name)}, isField: {Bool(member.IsField)}, exception);");
                }

                w.Line($"default: return new {Globals.BsonSerializationException}(exception.Message, exception);");
            }
        }

        w.Line();
    }

    private void EmitWriteMember(int index) => EmitWriteMember(index, EmitWriteNamedValue);

    /// <summary>
    /// Emits one member's write in a block of its own: its value read into a local, then, under the driver's skip rules,
    /// <paramref name="writeNamedValue"/>'s statements, which write the local's element (Serialize's through the writer, the
    /// span writer's into its buffer).
    /// </summary>
    private void EmitWriteMember(int index, System.Action<MemberModel, string> writeNamedValue)
    {
        var w = _writer;
        var member = _model.Members[index];
        using (w.Block())
        {
            if (WrapsWriteErrors)
            {
                w.Line($"member = {index.ToString(System.Globalization.CultureInfo.InvariantCulture)};");
            }

            var local = "m" + (_locals++).ToString(System.Globalization.CultureInfo.InvariantCulture);
            w.Line($"var {local} = {MemberAccessors.Get(member, "value")};");
            if (member.IsExtraElements)
            {
                // The driver writes the extra elements under their own names, whatever the member's settings say.
                ValueKinds.Of(member.Shape).EmitWrite(w, ValueSite.Of(member), local);
                return;
            }

            var conditions = new List<string>();
            if (member.IgnoreIfNull && member.Shape.CanBeNull)
            {
                conditions.Add($"{local} is not null");
            }

            if (member.IgnoreIfDefault)
            {
                conditions.Add($"!{Globals.EqualityComparer}<{member.Shape.TypeName}>.Default.Equals({local}, {member.DefaultValueLiteral ?? "default!"})");
            }

            if (member.HasShouldSerializeMethod)
            {
                conditions.Add($"value.ShouldSerialize{member.Name}()");
            }

            if (conditions.Count > 0)
            {
                w.Line($"if ({string.Join(" && ", conditions)})");
                using (w.Block())
                {
                    writeNamedValue(member, local);
                }
            }
            else
            {
                writeNamedValue(member, local);
            }
        }
    }

    private void EmitWriteNamedValue(MemberModel member, string local)
    {
        _writer.Line($"writer.WriteName({CSharpLiterals.String(member.ElementName)});");
        ValueKinds.Of(member.Shape).EmitWrite(_writer, ValueSite.Of(member), local);
    }

    private void EmitWriteHelpers()
    {
        foreach (var member in _model.Members)
        {
            ValueKinds.Of(member.Shape).EmitWriteHelpers(_writer, member);
        }
    }
}
