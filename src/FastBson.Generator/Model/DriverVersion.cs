namespace FastBson.Generator.Model;

/// <summary>
/// The MongoDB.Bson the compilation references, which the generated code is compiled against and must behave as.
/// The version decides which driver APIs exist and which of the driver's rules apply (see <see cref="Symbols"/>).
/// </summary>
/// <param name="Major">The assembly's major version; 0 when MongoDB.Bson is not referenced.</param>
/// <param name="Minor">The assembly's minor version.</param>
/// <param name="HasDateOnlyAndTimeOnlySerializers">
/// The assembly has DateOnlySerializer and TimeOnlySerializer: 3.x builds for .NET 6 and later. Elsewhere the driver
/// has no serializer of its own for those types, so they stay with whatever it does with them.
/// </param>
/// <param name="HasHalfSerializer">
/// The assembly has HalfSerializer: 3.x builds for .NET 6 and later. Elsewhere the driver's class map serves
/// <c>Half</c>, and loses its values (FBSON103).
/// </param>
internal sealed record DriverVersion(int Major, int Minor, bool HasDateOnlyAndTimeOnlySerializers = false, bool HasHalfSerializer = false)
{
    /// <summary>No MongoDB.Bson is referenced: there is nothing to generate against.</summary>
    public static readonly DriverVersion None = new(0, 0);

    public bool IsReferenced => Major > 0;

    /// <summary>The versions the generated code is written and tested for: 2.14 through 3.x.</summary>
    public bool IsSupported => AtLeast(2, 14) && Major <= 3;

    /// <summary>
    /// Serializers say which discriminator convention they read and write with (<c>IHasDiscriminatorConvention</c>, which
    /// LINQ's <c>OfType</c> asks), since 3.0.
    /// </summary>
    public bool HasDiscriminatorConventionInterface => Major >= 3;

    /// <summary>The driver skips a <c>__safeContent__</c> element (Queryable Encryption) on read, since 2.21.</summary>
    public bool SkipsSafeContent => AtLeast(2, 21);

    /// <summary>The driver wraps a member's write error in a BsonSerializationException naming the member, since 2.19.</summary>
    public bool WrapsWriteErrors => AtLeast(2, 19);

    /// <summary>
    /// The default DateTimeOffsetSerializer writes the document { DateTime, Ticks, Offset } since 3.0; before, the array
    /// [ticks, offset minutes].
    /// </summary>
    public bool WritesDateTimeOffsetAsDocument => Major >= 3;

    /// <summary>DateTimeOffsetSerializer accepts the DateTime representation (and reads BSON DateTime) since 2.15.</summary>
    public bool HasDateTimeOffsetDateTimeRepresentation => AtLeast(2, 15);

    /// <summary>
    /// The interface-implementer serializers take any enumerable with a parameterless constructor, structs included (3.1
    /// and later, CSHARP-5335); before, only classes, and the non-generic one only an IList.
    /// </summary>
    public bool InterfaceImplementersTakeAnyEnumerable => AtLeast(3, 1);

    /// <summary>
    /// The interface-implementer serializer of an enumerable class creates one it read, as a last resort, through a public
    /// constructor that takes a <c>HashSet&lt;T&gt;</c> of the items (3.10 and later, CSHARP-6024: <c>ReadOnlySet&lt;T&gt;</c>);
    /// before, only through one that takes their <c>List&lt;T&gt;</c>, or a parameterless one and an <c>Add</c> method.
    /// </summary>
    public bool CreatesEnumerablesFromHashSets => AtLeast(3, 10);

    /// <summary>
    /// The collections provider serves an interface over <c>IEnumerable&lt;T&gt;</c> that <c>List&lt;T&gt;</c> does not
    /// implement (<c>IReadOnlySet&lt;T&gt;</c>, an application's own) with a serializer of the interface (2.17 and later,
    /// CSHARP-4205); before, with an ImpliedImplementationInterfaceSerializer of List&lt;T&gt;, whose constraint refuses it.
    /// </summary>
    public bool ServesInterfacesListDoesNotImplement => AtLeast(2, 17);

    /// <summary>
    /// <c>[BsonGuidRepresentation]</c> reaches the GuidSerializer of a Nullable&lt;T&gt; or of items (3.2 and later,
    /// CSHARP-5456); before, it configures the member's own serializer only, which must be a GuidSerializer.
    /// </summary>
    public bool GuidRepresentationReachesChildren => AtLeast(3, 2);

    /// <summary>
    /// The driver serves Regex with its RegexSerializer, which its primitives provider registers since 2.19. 2.16 to 2.18
    /// have the class without registering it, so there, as before 2.16, the class map serves Regex and loses its pattern.
    /// </summary>
    public bool ServesRegexWithItsSerializer => AtLeast(2, 19);

    /// <summary>The default Decimal128Serializer writes BSON Decimal128 since 3.0; before, a String of the value's text.</summary>
    public bool WritesDecimal128AsDecimal128 => Major >= 3;

    /// <summary>
    /// <c>[BsonRepresentation(BsonType.Decimal128)]</c> allows truncation unless the attribute says otherwise, since 2.25
    /// (CSHARP-4993); before, neither overflow nor truncation.
    /// </summary>
    public bool Decimal128RepresentationAllowsTruncation => AtLeast(2, 25);

    /// <summary>
    /// Since 2.25 (CSHARP-4993, with <see cref="Decimal128RepresentationAllowsTruncation"/>) the default DecimalSerializer's
    /// converter truncates a Decimal128 with more digits than a decimal holds (and one too small for it: to zero); and
    /// the class map's "No matching creator found" names the class. Its support code symbol: <c>MONGODB_BSON_2_25</c>.
    /// </summary>
    public bool AtLeast2_25 => AtLeast(2, 25);

    /// <summary>
    /// The class-map serializer reads structs (boxed, members set on the box), since 2.20 (CSHARP-4659); 2.19 only those
    /// it creates through a creator map, and before, none ("Value class ... cannot be deserialized").
    /// </summary>
    public bool ReadsStructs => AtLeast(2, 20);

    /// <summary>
    /// The class-map serializer reads a struct through a creator map that takes every value it reads, since 2.19
    /// (CSHARP-4391); see <see cref="Parsing.CreatorConventions.TakesEveryMember"/>. From 2.20 it reads every struct
    /// (<see cref="ReadsStructs"/>).
    /// </summary>
    public bool ReadsStructsThroughCreators => AtLeast(2, 19);

    /// <summary>
    /// ObjectSerializer shows its discriminator convention and allowed types since 2.20, which the support code reads to tell
    /// the registry's default one from one an application registered (before, it reads them from the serializer's fields,
    /// once). Its support code symbol: <c>MONGODB_BSON_2_20</c>.
    /// </summary>
    public bool ShowsObjectSerializerConfiguration => AtLeast(2, 20);

    /// <summary>
    /// The DateOnlySerializer has two document formats (<c>DateOnlyDocumentFormat</c>, <c>[BsonDateOnlyOptions]</c>) and
    /// reads both, since 3.2 (CSHARP-5345); 3.0 and 3.1 write and read <c>{ DateTime, Ticks }</c> only. Its support code
    /// symbol: <c>MONGODB_BSON_DATEONLY_FORMATS</c>.
    /// </summary>
    public bool HasDateOnlyDocumentFormats => HasDateOnlyAndTimeOnlySerializers && AtLeast(3, 2);

    /// <summary>
    /// The TimeOnlySerializer takes the Document representation and reads documents, since 3.6 (CSHARP-5737); before, it
    /// refuses both. Its support code symbol: <c>MONGODB_BSON_TIMEONLY_DOCUMENTS</c>.
    /// </summary>
    public bool TimeOnlyReadsDocuments => HasDateOnlyAndTimeOnlySerializers && AtLeast(3, 6);

    /// <summary>
    /// The driver's serializer of an interface writes any implementation of the interface, since 3.4 (CSHARP-4935: it
    /// gives the registry's ObjectSerializer allowed types of its own); before, it writes through that ObjectSerializer as
    /// registered, which from 2.19 refuses every type it does not allow (by default all but the base library's). Its
    /// support code symbol: <c>MONGODB_BSON_INTERFACE_IMPLEMENTATIONS</c>.
    /// </summary>
    public bool InterfaceSerializerWritesImplementations => AtLeast(3, 4);

    /// <summary>
    /// The class map refuses, when it first needs its discriminator convention (each read of a document), a member whose
    /// element name is the convention's (3.5 and later, CSHARP-4040; before 3.10 it then keeps the convention, so later
    /// reads go on); before, such a member is an ordinary element.
    /// </summary>
    public bool RefusesMembersOnTheDiscriminatorElement => AtLeast(3, 5);

    /// <summary>
    /// The NamedIdMemberConvention passes over a member (Id, id or _id) whose <c>[BsonElement]</c> names another element than
    /// <c>_id</c>, which then stays an ordinary element under that name, and tries the next name (3.9 and later,
    /// CSHARP-5629); before, it takes the member as the id, written as <c>_id</c> whatever the attribute names.
    /// </summary>
    public bool NamedIdPassesOverRenamedMembers => AtLeast(3, 9);

    private bool AtLeast(int major, int minor) => Major > major || (Major == major && Minor >= minor);

    /// <summary>
    /// The preprocessor symbols the support code is compiled with, one per driver behaviour that changed between
    /// the versions FastBson supports (2.14 through 3.x).
    /// </summary>
    public EquatableArray<string> Symbols
    {
        get
        {
            var symbols = new System.Collections.Generic.List<string>();
            if (Major >= 3)
            {
                // Removed APIs: the ObjectId (timestamp, machine, pid, increment) constructor, reader settings' GuidRepresentation.
                symbols.Add("MONGODB_BSON_3");
            }

            if (ShowsObjectSerializerConfiguration)
            {
                // ObjectSerializer's DiscriminatorConvention and AllowedDeserializationTypes (see DynamicValues).
                symbols.Add("MONGODB_BSON_2_20");
            }

            if (AtLeast2_25)
            {
                // The default decimal converter's truncation and the creator error's class name (see AtLeast2_25).
                symbols.Add("MONGODB_BSON_2_25");
            }

            if (HasDateOnlyAndTimeOnlySerializers)
            {
                // The driver's DateOnlySerializer and TimeOnlySerializer, and the DateOnly and TimeOnly types themselves.
                symbols.Add("MONGODB_BSON_DATEONLY");
            }

            if (HasDateOnlyDocumentFormats)
            {
                // DateOnlyDocumentFormat, and DateOnlySerializer's read of { Year, Month, Day }.
                symbols.Add("MONGODB_BSON_DATEONLY_FORMATS");
            }

            if (TimeOnlyReadsDocuments)
            {
                // TimeOnlySerializer's read of the document of a time's components and ticks.
                symbols.Add("MONGODB_BSON_TIMEONLY_DOCUMENTS");
            }

            if (InterfaceSerializerWritesImplementations)
            {
                // The interface serializer's own allowed types (see InterfaceValues).
                symbols.Add("MONGODB_BSON_INTERFACE_IMPLEMENTATIONS");
            }

            if (HasHalfSerializer)
            {
                // The driver's HalfSerializer, and the Half type itself.
                symbols.Add("MONGODB_BSON_HALF");
            }

            return new EquatableArray<string>(symbols.ToArray());
        }
    }

    public override string ToString() => IsReferenced ? $"MongoDB.Bson {Major}.{Minor}" : "no MongoDB.Bson";
}
