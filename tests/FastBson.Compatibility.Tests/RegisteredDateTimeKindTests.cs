using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Runtime;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// An application that registers a DateTimeSerializer of another kind for every DateTime (<c>DateTimeSerializer.LocalInstance</c>,
/// or Unspecified), each in a copy of its own (<see cref="RegisteredDateTimeKinds"/>). The driver then reads every DateTime
/// member, item and dictionary value in that kind, and so must the generated code, which reads each place's kind from the
/// driver's serializer there: every model of the corpus that holds a DateTime goes through the corpus and mutation checks
/// (values compared with their kinds), and registering the generated serializers must keep each of them rather than leave
/// it to the driver.
/// </summary>
public class RegisteredDateTimeKindTests
{
    [Theory]
    [InlineData(DateTimeKind.Local)]
    [InlineData(DateTimeKind.Unspecified)]
    public void DateTimes_are_read_in_the_registered_kind_as_the_driver_reads_them(DateTimeKind kind) =>
        Assert.Equal(kind.ToString(), (string?)IsolatedCopy.Run(RegisteredDateTimeKinds.ContextName(kind), typeof(RegisteredDateTimeKindTests), nameof(CompareInThisCopy)));

    [Theory]
    [InlineData(DateTimeKind.Local)]
    [InlineData(DateTimeKind.Unspecified)]
    public void Registering_keeps_the_generated_serializers_of_the_documents_that_hold_DateTimes(DateTimeKind kind) =>
        Assert.Equal(kind.ToString(), (string?)IsolatedCopy.Run(RegisteredDateTimeKinds.ContextName(kind), typeof(RegisteredDateTimeKindTests), nameof(RegisterInThisCopy)));

    /// <summary>
    /// What the first test calls in a copy whose start-up registered the DateTimeSerializer: the checks of the test process
    /// over every model that holds a DateTime. Returns the kind.
    /// </summary>
    public static string CompareInThisCopy()
    {
        var kind = RegisteredKind();
        var corpus = new CorpusTests();
        var mutations = new MutationTests();
        foreach (var model in ModelsWithDateTimes())
        {
            corpus.Generated_serializer_writes_the_drivers_bytes(model.Name);
            corpus.Generated_serializer_reads_what_the_driver_reads(model.Name);
            corpus.Span_path_reads_canonical_documents_itself(model.Name);
            mutations.Values_of_every_bson_type_in_every_place(model.Name);
        }

        return kind.ToString();
    }

    /// <summary>
    /// What the second test calls in a fresh copy (the first one's oracle has had the driver build class-map serializers for
    /// nested documents, which the drift check would rightly report): registration keeps every model that holds a DateTime.
    /// Returns the kind.
    /// </summary>
    public static string RegisterInThisCopy()
    {
        var kind = RegisteredKind();
        var error = Record.Exception(FastBsonSerializers.RegisterAll) as FastBsonRegistrationException;
        foreach (var model in ModelsWithDateTimes())
        {
            Assert.False(error?.Types.Contains(model.ModelType) == true, error?.Message);
            var registered = Assert.IsAssignableFrom<IGeneratedBsonSerializer>(BsonSerializer.LookupSerializer(model.ModelType));
            Assert.False(registered.ServedByDriver, $"{model.Name} is served by the driver.");
        }

        return kind.ToString();
    }

    private static DateTimeKind RegisteredKind()
    {
        var kind = RegisteredDateTimeKinds.OfThisCopy()!.Value;
        Assert.Equal(kind, ((MongoDB.Bson.Serialization.Serializers.DateTimeSerializer)BsonSerializer.LookupSerializer<DateTime>()).Kind);
        return kind;
    }

    private static ModelCase[] ModelsWithDateTimes()
    {
        var models = ModelCatalog.All.Where(model => HoldsDateTimes(model.ModelType, new HashSet<Type>())).ToArray();
        Assert.Contains(models, model => model.ModelType == typeof(Models.Scalars));
        return models;
    }

    /// <summary>Whether a DateTime is among the type's members, their items, or those of the documents they hold.</summary>
    private static bool HoldsDateTimes(Type type, HashSet<Type> seen)
    {
        if (type == typeof(DateTime))
        {
            return true;
        }

        if (!seen.Add(type))
        {
            return false;
        }

        var parts = type.IsArray ? new[] { type.GetElementType()! } : type.GetGenericArguments();
        if (parts.Any(part => HoldsDateTimes(part, seen)))
        {
            return true;
        }

        if (type.Namespace?.StartsWith("FastBson", StringComparison.Ordinal) != true)
        {
            return false;
        }

        const BindingFlags Members = BindingFlags.Instance | BindingFlags.Public;
        return type.GetProperties(Members).Select(p => p.PropertyType).Concat(type.GetFields(Members).Select(f => f.FieldType))
            .Any(member => HoldsDateTimes(member, seen));
    }
}
