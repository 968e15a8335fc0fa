using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// Creation through the driver's creator maps. Both read paths read the values into a <c>Pending</c> struct (the
/// driver's dictionary of values, with no boxing), and once the whole document is read, <c>Create</c> does what the
/// driver's class map does then: the missing members' checks and default values, the choice of creator (the one with
/// the most arguments the document gave, then the most default values), a direct call of it, and the members it did not
/// take set on the object.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private const string PendingType = "Pending";

    /// <summary>Whether the type is created through creator maps: the read paths fill a <c>Pending</c> rather than the object.</summary>
    private bool IsCreatorMapped => _model.Creation == Creation.CreatorMap;

    /// <summary>What the read paths fill: the object, or for a creator-mapped type the values that create it.</summary>
    private string ResultType => IsCreatorMapped ? PendingType : T;

    /// <summary>Whether <c>result</c> is a struct (the <c>Pending</c> values, or a struct document), which helpers fill by reference.</summary>
    private bool ResultByRef => IsCreatorMapped || _model.IsValueType;

    /// <summary>How <c>result</c> is passed to <c>ReadElement</c> and the extra-elements helper.</summary>
    private string ResultArgument => ResultByRef ? "ref result" : "result";

    /// <summary>The parameter that takes <see cref="ResultArgument"/>.</summary>
    private string ResultParameter => $"{(ResultByRef ? "ref " : string.Empty)}{ResultType} result";

    /// <summary>
    /// The object created from the values in <paramref name="pending"/>, where a failure throws: <c>Create</c> returns null
    /// only when told to decline (a struct's <c>Create</c> returns a <c>Nullable</c>).
    /// </summary>
    private string Created(string pending) =>
        $"Create(ref {pending}, declineFailure: false){(_model.IsValueType ? ".GetValueOrDefault()" : "!")}";

    /// <summary>Whether the read paths read a member's element: read-only members too when a creator may take them.</summary>
    private bool ReadsIntoResult(MemberModel member) => member.ReadsValue || (IsCreatorMapped && member.IsReadOnly && !member.IsExtraElements);

    /// <summary>Whether <c>Pending</c> holds a member's value: every member read, and the extra elements collected.</summary>
    private bool HeldInPending(MemberModel member) => ReadsIntoResult(member) || member.IsExtraElements;

    /// <summary>
    /// The extra elements, for a creator-mapped type: collected in <c>Pending</c> (the driver keeps them in its dictionary
    /// of values under the member's element name), then passed to the creator or set as any other member.
    /// </summary>
    private void EmitPendingExtraElementsHelper(MemberModel member) =>
        Kinds.ExtraElementsKind.EmitAddHelper(_writer, member, $"ref {PendingType} result", $"result.{PendingField(member)}", value => Store(member, value));

    /// <summary>The statement that stores a value read for a member.</summary>
    private string Store(MemberModel member, string value) =>
        IsCreatorMapped ? $"result.{PendingField(member)} = {value};" : MemberAccessors.Set(member, "result", value);

    private static string PendingField(MemberModel member) => CSharpLiterals.Identifier(member.Key);

    /// <summary>The masks' fields in <c>Pending</c>: <c>Seen0</c> ..., unless a member's field has that name.</summary>
    private string PendingMask(int mask) => FreePendingName("Seen" + mask.ToString(CultureInfo.InvariantCulture));

    /// <summary>The field of <c>Pending</c> that holds a projection's object: <c>FromBlob</c>, unless a member's field has that name.</summary>
    private string PendingFromBlob => FreePendingName("FromBlob");

    /// <summary>A name for a field of <c>Pending</c> of its own, beside the members' fields: <paramref name="name"/>, with '_' added until no member's field has it.</summary>
    private string FreePendingName(string name)
    {
        while (_model.Members.Any(m => m.Key == name))
        {
            name += "_";
        }

        return name;
    }

    /// <summary>Copies the seen masks into <c>result</c> at the end of a read path, for <c>Create</c>.</summary>
    private void EmitKeepSeenMasks()
    {
        for (var i = 0; i < _tracked.MaskCount; i++)
        {
            _writer.Line($"result.{PendingMask(i)} = seen{i};");
        }
    }

    private void EmitPending()
    {
        var w = _writer;
        w.Line("/// <summary>The values read for the creator, by member (the driver's dictionary of values), and which elements were present.</summary>");
        using (w.Block($"private struct {PendingType}"))
        {
            foreach (var member in _model.Members.Where(HeldInPending))
            {
                w.Line($"public {member.Shape.TypeName} {PendingField(member)};");
            }

            for (var i = 0; i < _tracked.MaskCount; i++)
            {
                w.Line($"public ulong {PendingMask(i)};");
            }

            if (StoresBlob)
            {
                w.Line();
                w.Line("/// <summary>The object of a document projected to its blob, which the span path read from the blob.</summary>");
                w.Line($"public {T}? {PendingFromBlob};");
            }
        }

        w.Line();
    }

    private void EmitCreate()
    {
        var w = _writer;
        w.Line("/// <summary>");
        w.Line("/// Creates the object from the values of a whole document, as the driver's class map does: missing members first,");
        w.Line("/// then the creator with the most arguments present (then the most default values), then the members it did not take.");
        w.Line("/// With <paramref name=\"declineFailure\"/>, returns null where the driver would throw (the span path over detached bytes).");
        w.Line("/// </summary>");
        using (w.Block($"private static {T}? Create(ref {PendingType} p, bool declineFailure)"))
        {
            if (StoresBlob)
            {
                using (w.Block($"if (p.{PendingFromBlob} is {{ }} fromBlob)"))
                {
                    w.Line("// A projection: the object is the blob's.");
                    w.Line("return fromBlob;");
                }

                w.Line();
            }

            for (var i = 0; i < _tracked.MaskCount; i++)
            {
                w.Line($"var seen{i} = p.{PendingMask(i)};");
            }

            w.Line();

            EmitCreatorMissingMembers();
            var creators = _model.Creators;
            if (creators.Count == 1)
            {
                using (w.Block($"if (!({Available(creators[0])}))"))
                {
                    w.Line($"return declineFailure ? null : throw {Globals.Errors}.NoMatchingCreator(typeof({T}));");
                }

                w.Line($"return CreateWith0(ref p, declineFailure{SeenMasks});");
            }
            else
            {
                EmitCreatorChoice();
            }
        }

        w.Line();
        for (var i = 0; i < _model.Creators.Count; i++)
        {
            EmitCreateWith(i);
        }

        EmitCreatorAccessors();
    }

    /// <summary>The seen masks, passed on to a <c>CreateWith</c>.</summary>
    private string SeenMasks => string.Concat(Enumerable.Range(0, _tracked.MaskCount).Select(i => $", seen{i}"));

    /// <summary>
    /// Missing members, in member order, as the driver checks them after the document: read-only ones are passed over, a
    /// required one is the driver's error, and one with a default value takes it as if it had been read.
    /// </summary>
    private void EmitCreatorMissingMembers()
    {
        var w = _writer;
        for (var i = 0; i < _model.Members.Count; i++)
        {
            var member = _model.Members[i];
            if (!_tracked.IsTracked(i) || member.IsReadOnly || (!member.IsRequired && member.DefaultValueLiteral is null))
            {
                continue;
            }

            using (w.Block($"if ({_tracked.Missing(i)})"))
            {
                if (member.IsRequired)
                {
                    w.Line("if (declineFailure) return null;");
                    w.Line(RequiredMissingThrow(member));
                }
                else
                {
                    w.Line($"p.{PendingField(member)} = {member.DefaultValueLiteral};");
                    w.Line(_tracked.Mark(i));
                }
            }

            w.Line();
        }
    }

    /// <summary>The driver's MostArgumentsCreatorSelector over the creators, in the class map's order (the first wins a tie).</summary>
    private void EmitCreatorChoice()
    {
        var w = _writer;
        w.Line("var creator = -1;");
        w.Line("var mostArguments = -1;");
        w.Line("var mostDefaults = -1;");
        for (var c = 0; c < _model.Creators.Count; c++)
        {
            var creator = _model.Creators[c];
            using (w.Block($"if ({Available(creator)})"))
            {
                w.Line($"var arguments = {Count(creator, PresentCondition)};");
                w.Line($"var defaults = {Count(creator, DefaultedCondition)};");
                using (w.Block("if (arguments > mostArguments || (arguments == mostArguments && defaults > mostDefaults))"))
                {
                    w.Line($"creator = {c.ToString(CultureInfo.InvariantCulture)};");
                    w.Line("mostArguments = arguments;");
                    w.Line("mostDefaults = defaults;");
                }
            }

            w.Line();
        }

        using (w.Block("switch (creator)"))
        {
            for (var c = 0; c < _model.Creators.Count; c++)
            {
                w.Line($"case {c.ToString(CultureInfo.InvariantCulture)}: return CreateWith{c.ToString(CultureInfo.InvariantCulture)}(ref p, declineFailure{SeenMasks});");
            }

            w.Line($"default: return declineFailure ? null : throw {Globals.Errors}.NoMatchingCreator(typeof({T}));");
        }
    }

    /// <summary>A creator matches when each of its arguments was read or has a default value.</summary>
    private string Available(CreatorModel creator)
    {
        var conditions = creator.Arguments.Distinct()
            .Where(i => _model.Members[i].DefaultValueLiteral is null)
            .Select(PresentCondition)
            .ToList();
        return conditions.Count == 0 ? "true" : string.Join(" && ", conditions);
    }

    private string Count(CreatorModel creator, System.Func<int, string?> condition)
    {
        var terms = creator.Arguments.Select(condition).Where(t => t is not null).Select(t => $"({t} ? 1 : 0)").ToList();
        return terms.Count == 0 ? "0" : string.Join(" + ", terms);
    }

    private string PresentCondition(int member) => _tracked.Seen(member);

    /// <summary>A read-only argument with a default value, whose element is missing: the creator map's own default (non-read-only ones were filled in as read).</summary>
    private string? DefaultedCondition(int member) =>
        _model.Members[member] is { IsReadOnly: true, DefaultValueLiteral: not null } ? _tracked.Missing(member) : null;

    private void EmitCreateWith(int index)
    {
        var w = _writer;
        var creator = _model.Creators[index];
        var number = index.ToString(CultureInfo.InvariantCulture);
        var masks = string.Concat(Enumerable.Range(0, _tracked.MaskCount).Select(i => $", ulong seen{i}"));
        w.Line($"/// <summary>Calls {CreatorName(creator)} with the values read, then sets the members it does not take.</summary>");
        using (w.Block($"private static {T}? CreateWith{number}(ref {PendingType} p, bool declineFailure{masks})"))
        {
            var arguments = string.Join(", ", creator.Arguments.Select(Argument));
            w.Line($"{T} result;");
            w.Line("try");
            using (w.Block())
            {
                w.Line($"result = {CreatorCall(creator, index, arguments)};");
            }

            w.Line($"catch ({Globals.Exception} exception)");
            using (w.Block())
            {
                w.Line("// The driver calls creators through Delegate.DynamicInvoke, which wraps what they throw.");
                w.Line("return declineFailure ? null : throw new global::System.Reflection.TargetInvocationException(exception);");
            }

            EmitBeginInit();
            for (var i = 0; i < _model.Members.Count; i++)
            {
                var member = _model.Members[i];
                if (creator.Arguments.Contains(i) || member.IsReadOnly || !HeldInPending(member))
                {
                    continue;
                }

                using (w.Block($"if ({PresentCondition(i)})"))
                {
                    w.Line(MemberAccessors.Set(member, "result", $"p.{PendingField(member)}"));
                }
            }

            EmitEndInit();
            w.Line("return result;");
        }

        w.Line();
    }

    /// <summary>
    /// An argument: the value read (null-forgiven: the driver passes what the document holds, null included), or for a
    /// read-only member with a default value whose element is missing, that default.
    /// </summary>
    private string Argument(int memberIndex)
    {
        var member = _model.Members[memberIndex];
        var value = $"p.{PendingField(member)}{(member.Shape.IsReferenceType ? "!" : string.Empty)}";
        return member is { IsReadOnly: true, DefaultValueLiteral: { } literal }
            ? $"{PresentCondition(memberIndex)} ? {value} : {literal}"
            : value;
    }

    private string CreatorCall(CreatorModel creator, int index, string arguments)
    {
        if (creator.ThroughAccessor)
        {
            return creator.IsFactoryMethod ? $"{AccessorName(index)}(null{(arguments.Length == 0 ? string.Empty : ", " + arguments)})" : $"{AccessorName(index)}({arguments})";
        }

        return creator.IsFactoryMethod ? $"{T}.{CSharpLiterals.Identifier(creator.MethodName)}({arguments})" : $"new {T}({arguments})";
    }

    private string CreatorName(CreatorModel creator) =>
        Xml(creator.IsFactoryMethod ? $"{creator.MethodName}({string.Join(", ", creator.ParameterTypes)})" : $"the constructor ({string.Join(", ", creator.ParameterTypes)})");

    private static string AccessorName(int index) => "Creator" + index.ToString(CultureInfo.InvariantCulture);

    /// <summary>Creators the generated code cannot call directly (private or protected, or leaving C# 'required' members unset), through UnsafeAccessor.</summary>
    private void EmitCreatorAccessors()
    {
        var w = _writer;
        for (var i = 0; i < _model.Creators.Count; i++)
        {
            var creator = _model.Creators[i];
            if (!creator.ThroughAccessor)
            {
                continue;
            }

            var parameters = creator.ParameterTypes.Select((type, p) => $"{type} a{p.ToString(CultureInfo.InvariantCulture)}").ToList();
            if (creator.IsFactoryMethod)
            {
                parameters.Insert(0, $"{T}? type");
                w.Line($"[{Globals.UnsafeAccessor}({Globals.UnsafeAccessorKind}.StaticMethod, Name = {CSharpLiterals.String(creator.MethodName)})]");
                w.Line($"private static extern {creator.ReturnTypeName} {AccessorName(i)}({string.Join(", ", parameters)});");
            }
            else
            {
                w.Line($"[{Globals.UnsafeAccessor}({Globals.UnsafeAccessorKind}.Constructor)]");
                w.Line($"private static extern {T} {AccessorName(i)}({string.Join(", ", parameters)});");
            }

            w.Line();
        }
    }

    /// <summary>The creators as the drift check compares them with the class map's: each one's parameter types and element names.</summary>
    private IEnumerable<string> CreatorMapEntries() =>
        _model.Creators.Select(creator =>
            $"new {Globals.GeneratedCreatorMap}({CSharpLiterals.String(creator.IsFactoryMethod ? creator.MethodName : ".ctor")}, " +
            $"new global::System.Type[] {{ {string.Join(", ", creator.ParameterTypes.Select(t => $"typeof({t})"))} }}, " +
            $"new string[] {{ {string.Join(", ", creator.Arguments.Select(i => CSharpLiterals.String(_model.Members[i].ElementName)))} }})");
}
