using System;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>Registers generated serializers with the application's own <see cref="BsonSerializer"/>.</summary>
internal static class DriverRegistration
{
    /// <summary>Registers the serializer for its type; returns why it cannot be, or null.</summary>
    public static string? Register(IBsonSerializer serializer)
    {
        var type = serializer.ValueType;
        try
        {
            BsonSerializer.RegisterSerializer(type, serializer);
            return null;
        }
        catch (BsonSerializationException)
        {
            var existing = BsonSerializer.LookupSerializer(type);
            if (ReferenceEquals(existing, serializer))
            {
                return null;
            }

            return $"Cannot register the generated serializer for {type.FullName}: the driver already uses {existing.GetType().FullName} for it. " +
                "Call FastBsonSerializers.RegisterAll() at start-up, before the driver first serializes this type, and do not register another serializer for it.";
        }
    }

    /// <summary>
    /// Registers a generic serializer definition for a generic document type definition, which the driver closes for each
    /// closed type it has not looked up before; returns why it cannot be, or null.
    /// </summary>
    public static string? RegisterGeneric(Type documentDefinition, Type serializerDefinition)
    {
        try
        {
            BsonSerializer.RegisterGenericSerializerDefinition(documentDefinition, serializerDefinition);
            return null;
        }
        catch (BsonSerializationException)
        {
            return $"Cannot register the generated serializer for {documentDefinition.FullName}: the driver already maps it to another generic serializer. " +
                "Do not register another serializer definition for it.";
        }
    }
}
