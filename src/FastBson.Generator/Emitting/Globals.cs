namespace FastBson.Generator.Emitting;

/// <summary>The <c>global::</c>-qualified names the generated code uses.</summary>
internal static class Globals
{
    public const string BsonType = "global::MongoDB.Bson.BsonType";
    public const string BsonSerializationException = "global::MongoDB.Bson.BsonSerializationException";
    public const string IBsonReader = "global::MongoDB.Bson.IO.IBsonReader";
    public const string IBsonWriter = "global::MongoDB.Bson.IO.IBsonWriter";
    public const string DeserializationContext = "global::MongoDB.Bson.Serialization.BsonDeserializationContext";
    public const string DeserializationArgs = "global::MongoDB.Bson.Serialization.BsonDeserializationArgs";
    public const string SerializationContext = "global::MongoDB.Bson.Serialization.BsonSerializationContext";
    public const string SerializationArgs = "global::MongoDB.Bson.Serialization.BsonSerializationArgs";
    public const string SerializationInfo = "global::MongoDB.Bson.Serialization.BsonSerializationInfo";
    public const string SerializerBase = "global::MongoDB.Bson.Serialization.Serializers.SerializerBase";
    public const string IBsonSerializer = "global::MongoDB.Bson.Serialization.IBsonSerializer";
    public const string SerializerExtensions = "global::MongoDB.Bson.Serialization.IBsonSerializerExtensions";
    public const string BsonSerializer = "global::MongoDB.Bson.Serialization.BsonSerializer";
    public const string IBsonDocumentSerializer = "global::MongoDB.Bson.Serialization.IBsonDocumentSerializer";
    public const string IBsonIdProvider = "global::MongoDB.Bson.Serialization.IBsonIdProvider";
    public const string IBsonPolymorphicSerializer = "global::MongoDB.Bson.Serialization.IBsonPolymorphicSerializer";
    public const string Serializers = "global::MongoDB.Bson.Serialization.Serializers";
    public const string IIdGenerator = "global::MongoDB.Bson.Serialization.IIdGenerator";
    public const string ReadOnlySpanOfByte = "global::System.ReadOnlySpan<byte>";
    public const string Type = "global::System.Type";
    public const string Exception = "global::System.Exception";
    public const string EqualityComparer = "global::System.Collections.Generic.EqualityComparer";
    public const string List = "global::System.Collections.Generic.List";
    public const string Dictionary = "global::System.Collections.Generic.Dictionary";
    public const string HashSet = "global::System.Collections.Generic.HashSet";
    public const string Queue = "global::System.Collections.Generic.Queue";
    public const string Stack = "global::System.Collections.Generic.Stack";
    public const string Enumerable = "global::System.Linq.Enumerable";
    public const string Collection = "global::System.Collections.ObjectModel.Collection";
    public const string ReadOnlyCollection = "global::System.Collections.ObjectModel.ReadOnlyCollection";
    public const string ReadOnlyDictionary = "global::System.Collections.ObjectModel.ReadOnlyDictionary";
    public const string SupportInitialize = "global::System.ComponentModel.ISupportInitialize";
    public const string GeneratedCode = "global::System.CodeDom.Compiler.GeneratedCodeAttribute";
    public const string UnsafeAccessor = "global::System.Runtime.CompilerServices.UnsafeAccessor";
    public const string UnsafeAccessorKind = "global::System.Runtime.CompilerServices.UnsafeAccessorKind";
    public const string ModuleInitializer = "global::System.Runtime.CompilerServices.ModuleInitializer";
    public const string AggressiveInlining = "global::System.Runtime.CompilerServices.MethodImpl(global::System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)";

    public const string Runtime = "global::FastBson.Runtime";
    public const string SpanReader = Runtime + ".BsonSpanReader";
    public const string BlobWriter = Runtime + ".BlobWriter";
    public const string BlobReader = Runtime + ".BlobReader";
    public const string SpanDocument = Runtime + ".SpanDocument";
    public const string DriverClassMap = Runtime + ".DriverClassMap";
    public const string ItemSerializer = Runtime + ".ItemSerializer";
    public const string ElementNameDecoder = Runtime + ".ElementNameDecoder";
    public const string Errors = Runtime + ".FastBsonErrors";
    public const string ListPool = Runtime + ".ListPool";
    public const string DictionaryKeys = Runtime + ".DictionaryKeys";
    public const string ReaderValues = Runtime + ".ReaderValues";
    public const string WriterValues = Runtime + ".WriterValues";
    public const string TimeSpanValues = Runtime + ".TimeSpanValues";
    public const string TimeSpanUnits = "global::MongoDB.Bson.Serialization.Options.TimeSpanUnits";
    public const string SpanBsonValues = Runtime + ".SpanBsonValues";
    public const string ReaderBsonValues = Runtime + ".ReaderBsonValues";
    public const string WriterBsonValues = Runtime + ".WriterBsonValues";
    public const string ObjectValues = Runtime + ".ObjectValues";
    public const string GuidValues = Runtime + ".GuidValues";
    public const string RepresentedValues = Runtime + ".RepresentedValues";
    public const string TextValues = Runtime + ".TextValues";
    public const string ObjectId = "global::MongoDB.Bson.ObjectId";
    public const string GuidFormat = Runtime + ".GuidFormat";
    public const string GeneratedClassMap = Runtime + ".GeneratedClassMap";
    public const string GeneratedMemberMap = Runtime + ".GeneratedMemberMap";
    public const string SerializerShape = Runtime + ".SerializerShape";
    public const string ShapeKind = Runtime + ".ShapeKind";
    public const string ShapeChecks = Runtime + ".ShapeChecks";
    public const string IGeneratedBsonSerializer = Runtime + ".IGeneratedBsonSerializer";
    public const string DriverRegistration = Runtime + ".DriverRegistration";
    public const string ClassMapVerifier = Runtime + ".ClassMapVerifier";
    public const string FastBsonSerializers = "global::FastBson.FastBsonSerializers";

    public const string Version = "0.1.0";
}
