using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// Reading and storing member values: plain member access where C# allows it, generated
/// <c>UnsafeAccessor</c> externs for private, protected and init-only members (no reflection). A struct's accessors take
/// it by reference (as UnsafeAccessor requires), so the target must be a variable.
/// </summary>
internal static class MemberAccessors
{
    public static string Get(MemberModel member, string target) => member.Getter switch
    {
        MemberAccess.Direct => $"{target}.{CSharpLiterals.Identifier(member.Name)}",
        _ => member.IsField ? $"{FieldAccessor(member)}({Ref(member)}{target})" : $"{GetterAccessor(member)}({Ref(member)}{target})",
    };

    public static string Set(MemberModel member, string target, string value) => member.Setter switch
    {
        MemberAccess.Direct => $"{target}.{CSharpLiterals.Identifier(member.Name)} = {value};",
        _ => member.IsField ? $"{FieldAccessor(member)}({Ref(member)}{target}) = {value};" : $"{SetterAccessor(member)}({Ref(member)}{target}, {value});",
    };

    public static void EmitExterns(SourceWriter writer, DocumentModel model)
    {
        foreach (var member in model.Members)
        {
            if (member.IsField && (member.Getter == MemberAccess.UnsafeAccessor || member.Setter == MemberAccess.UnsafeAccessor))
            {
                Extern(writer, "Field", member.Name, $"ref {member.Shape.TypeName} {FieldAccessor(member)}({Ref(member)}{member.DeclaringTypeName} target)");
                continue;
            }

            if (!member.IsField && member.Getter == MemberAccess.UnsafeAccessor)
            {
                Extern(writer, "Method", "get_" + member.Name, $"{member.Shape.TypeName} {GetterAccessor(member)}({Ref(member)}{member.DeclaringTypeName} target)");
            }

            if (!member.IsField && member.Setter == MemberAccess.UnsafeAccessor)
            {
                Extern(writer, "Method", "set_" + member.Name, $"void {SetterAccessor(member)}({Ref(member)}{member.DeclaringTypeName} target, {member.Shape.TypeName} value)");
            }
        }
    }

    private static void Extern(SourceWriter writer, string kind, string name, string signature)
    {
        writer.Line($"[{Globals.UnsafeAccessor}({Globals.UnsafeAccessorKind}.{kind}, Name = {CSharpLiterals.String(name)})]");
        writer.Line($"private static extern {signature};");
        writer.Line();
    }

    /// <summary>How a member's target is passed: by reference for a struct's member, whose changes must land on the caller's copy.</summary>
    public static string Ref(MemberModel member) => member.DeclaredByStruct ? "ref " : string.Empty;

    private static string FieldAccessor(MemberModel member) => "FieldOf_" + member.Key;

    private static string GetterAccessor(MemberModel member) => "Get_" + member.Key;

    private static string SetterAccessor(MemberModel member) => "Set_" + member.Key;
}
