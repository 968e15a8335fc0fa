using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// Finds the members the driver's conventions map, in the driver's order: public read-write fields,
/// then public read-write properties (ReadWriteMemberFinderConvention), the Id/id/_id member
/// (NamedIdMemberConvention), the get-only properties an immutable class's constructors name
/// (ImmutableTypeClassMapConvention, see <see cref="CreatorConventions"/>), then members of any accessibility opted in by a mapping attribute, fields
/// before properties (AttributeConvention); members with [BsonIgnore] are removed.
/// </summary>
internal static class MemberFinder
{
    public static List<MemberCandidate> Find(INamedTypeSymbol type, KnownTypeSymbols known, out ISymbol? idMember)
    {
        var members = type.GetMembers().Where(m => !m.IsStatic && !m.IsImplicitlyDeclared).ToList();
        var mapped = new List<MemberCandidate>();

        foreach (var field in members.OfType<IFieldSymbol>())
        {
            if (field.DeclaredAccessibility == Accessibility.Public && !field.IsReadOnly && !field.IsConst)
            {
                Map(mapped, field, known);
            }
        }

        foreach (var property in members.OfType<IPropertySymbol>())
        {
            // Overrides are skipped: the base class that declares the property maps it.
            if (IsPublic(property) && property.GetMethod is not null && property.SetMethod is not null && !property.IsIndexer && !property.IsOverride)
            {
                Map(mapped, property, known);
            }
        }

        idMember = FindNamedId(members, known);
        if (idMember is not null)
        {
            Map(mapped, idMember, known);
            StoreStringIdAsObjectId(mapped, idMember, known);
        }

        foreach (var property in CreatorConventions.ImmutableTypeProperties(type))
        {
            Map(mapped, property, known);
        }

        foreach (var field in members.OfType<IFieldSymbol>().Where(f => !f.IsConst))
        {
            if (HasMemberMapAttribute(field, known))
            {
                Map(mapped, field, known);
            }
        }

        foreach (var property in members.OfType<IPropertySymbol>().Where(p => !p.IsIndexer))
        {
            if (HasMemberMapAttribute(property, known))
            {
                Map(mapped, property, known);
            }
        }

        mapped.RemoveAll(m => AttributeReader.Has(m.Symbol, known, KnownAttribute.BsonIgnore));
        var id = idMember;
        if (id is not null && !mapped.Any(m => SymbolEqualityComparer.Default.Equals(m.Symbol, id)))
        {
            idMember = null;
        }

        return mapped;
    }

    /// <summary>
    /// The declared StringIdStoredAsObjectIdConvention: it reaches the member the name convention made the id (a class-map
    /// convention, which runs before every member-map one), before any <c>[BsonId]</c> elsewhere moves the id, and makes a
    /// <c>string</c> one an ObjectId, as <c>[BsonRepresentation(BsonType.ObjectId)]</c> would; the member's attributes apply after it.
    /// </summary>
    private static void StoreStringIdAsObjectId(List<MemberCandidate> mapped, ISymbol namedId, KnownTypeSymbols known)
    {
        if (known.StringIdsAsObjectIds && MemberCandidate.TypeOf(namedId).SpecialType == SpecialType.System_String)
        {
            mapped.First(m => SymbolEqualityComparer.Default.Equals(m.Symbol, namedId)).ValueRepresentation = BsonTypeCode.ObjectId;
        }
    }

    // Reflection calls a property public when any accessor is; C# gives the property the widest accessibility.
    public static bool IsPublic(IPropertySymbol property) => property.DeclaredAccessibility == Accessibility.Public;

    private static ISymbol? FindNamedId(List<ISymbol> members, KnownTypeSymbols known)
    {
        foreach (var name in KnownNames.IdMemberNames)
        {
            var member = members.FirstOrDefault(m =>
                m.Name == name &&
                ((m is IFieldSymbol { DeclaredAccessibility: Accessibility.Public }) ||
                 (m is IPropertySymbol { IsIndexer: false, IsOverride: false } p && IsPublic(p))));
            if (member is not null && !(known.Driver.NamedIdPassesOverRenamedMembers && NamesAnotherElementThanId(member, known)))
            {
                return member;
            }
        }

        return null;
    }

    /// <summary>Whether the member's <c>[BsonElement]</c> names an element other than <c>_id</c> (see <see cref="DriverVersion.NamedIdPassesOverRenamedMembers"/>).</summary>
    private static bool NamesAnotherElementThanId(ISymbol member, KnownTypeSymbols known) =>
        member.GetAttributes().Any(attribute => known.Identify(attribute) == KnownAttribute.BsonElement &&
            AttributeReader.Argument<string?>(attribute, 0, null) is { Length: > 0 } elementName && elementName != "_id");

    private static bool HasMemberMapAttribute(ISymbol member, KnownTypeSymbols known) =>
        member.GetAttributes().Any(a => AttributeReader.Implements(a, known.MemberMapAttributeInterface));

    private static void Map(List<MemberCandidate> mapped, ISymbol symbol, KnownTypeSymbols known)
    {
        if (!mapped.Any(m => SymbolEqualityComparer.Default.Equals(m.Symbol, symbol)))
        {
            // As the driver's conventions set up each member map, before its attributes apply.
            mapped.Add(new MemberCandidate(symbol, known.DefaultElementName(symbol.Name))
            {
                IgnoreIfNull = known.IgnoreIfNullByConvention,
                IgnoreIfDefault = known.IgnoreIfDefaultByConvention,
            });
        }
    }
}
