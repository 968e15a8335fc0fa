using System.Linq;
using FastBson.Generator.Model;
using FastBson.Generator.Parsing;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// DateTimeOffset and Decimal128 take the form the referenced driver's major version writes by default, and DateOnly and
/// TimeOnly are read and written by the generated code only where the referenced MongoDB.Bson has serializers for them.
/// </summary>
public class TimeKindTests
{
    private const string Source = """
        using System;
        using FastBson;
        using MongoDB.Bson;

        [GenerateBsonSerializer]
        public class Slot
        {
            public int Id { get; set; }

            public DateTimeOffset When { get; set; }

            public TimeSpan Duration { get; set; }

            public Decimal128 Amount { get; set; }

            public DateOnly Day { get; set; }

            public TimeOnly Time { get; set; }
        }
        """;

    private const string Decimal128 = "namespace MongoDB.Bson { public struct Decimal128 { } }";

    private const string DateAndTimeOnlySerializers = """
        namespace MongoDB.Bson.Serialization.Serializers
        {
            public sealed class DateOnlySerializer { }

            public sealed class TimeOnlySerializer { }
        }
        """;

    // Kinds by name: ShapeKind is internal to the generator, and a public test method cannot take it.
    [Theory]
    [InlineData("2.14.1", false, "DateTimeOffsetArray", "Decimal128String", "Driver", "Driver")]
    [InlineData("2.30.0", false, "DateTimeOffsetArray", "Decimal128String", "Driver", "Driver")]
    [InlineData("3.0.0", false, "DateTimeOffsetDocument", "Decimal128", "Driver", "Driver")]
    [InlineData("3.11.0", true, "DateTimeOffsetDocument", "Decimal128", "DateOnly", "TimeOnly")]
    public void Each_type_takes_the_form_of_the_referenced_driver(string version, bool hasDateOnlySerializers, string dateTimeOffset, string decimal128, string dateOnly, string timeOnly)
    {
        var types = Decimal128 + "\n" + (hasDateOnlySerializers ? DateAndTimeOnlySerializers : string.Empty);
        var model = CompilationHelper.ParseUnderStandInDriver(version, types, Source, "Slot");
        string KindOf(string member) => model.Members.Single(m => m.Name == member).Shape.Kind.ToString();

        Assert.Equal(
            (dateTimeOffset, nameof(ShapeKind.TimeSpan), decimal128, dateOnly, timeOnly),
            (KindOf("When"), KindOf("Duration"), KindOf("Amount"), KindOf("Day"), KindOf("Time")));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void The_support_code_is_compiled_with_the_driver_serializers_it_may_name(bool hasDateOnlySerializers)
    {
        var compilation = CompilationHelper.CreateUnderStandInDriver("3.11.0", hasDateOnlySerializers ? DateAndTimeOnlySerializers : string.Empty, "public class Empty { }", "Empty.cs");

        var driver = DriverVersionReader.Read(compilation);

        Assert.Equal(hasDateOnlySerializers, driver.HasDateOnlyAndTimeOnlySerializers);
        Assert.Equal(hasDateOnlySerializers, driver.Symbols.Contains("MONGODB_BSON_DATEONLY"));
        Assert.Contains("MONGODB_BSON_3", driver.Symbols);
    }

    [Fact]
    public void The_referenced_driver_decides_for_the_generated_code()
    {
        var (result, _) = CompilationHelper.Run(TestInputs.Calendar);
        var serializer = result.Serializers().Single().SourceText.ToString();

        Assert.Equal(DriverBuild.HasDateOnlySerializers, serializer.Contains("reader.TryReadDateOnly(", System.StringComparison.Ordinal));
        // Elsewhere the driver's class map serves them, which before 2.20 cannot read a TimeOnly back (FBSON102; nor a DateOnly
        // before 2.19, which creates one through its constructor).
        var driverServed = DriverBuild.ReadsStructs ? "FBSON100" : "FBSON102";
        Assert.Equal(!DriverBuild.HasDateOnlySerializers, result.Diagnostics.Any(d => d.Id == driverServed));
    }

    private const string RepresentationAttributes = """
        namespace MongoDB.Bson
        {
            public enum BsonType { Double = 1, String = 2, Document = 3, Array = 4, Boolean = 8, DateTime = 9, Int32 = 16, Int64 = 18 }
        }

        namespace MongoDB.Bson.Serialization.Options
        {
            public enum TimeSpanUnits { Ticks, Days, Hours, Minutes, Seconds, Milliseconds, Microseconds, Nanoseconds }
        }

        namespace MongoDB.Bson.Serialization.Attributes
        {
            public class BsonRepresentationAttribute : System.Attribute
            {
                public BsonRepresentationAttribute(MongoDB.Bson.BsonType representation) { }
            }

            public class BsonTimeSpanOptionsAttribute : System.Attribute
            {
                public BsonTimeSpanOptionsAttribute(MongoDB.Bson.BsonType representation) { }

                public BsonTimeSpanOptionsAttribute(MongoDB.Bson.BsonType representation, MongoDB.Bson.Serialization.Options.TimeSpanUnits units) { }

                public MongoDB.Bson.Serialization.Options.TimeSpanUnits Units { get; set; }
            }
        }
        """;

    /// <summary>
    /// The representations each serializer of the referenced driver accepts are owned (the DateTime one of DateTimeOffset
    /// since 2.15); any other, which the driver refuses when it maps the class, and the attribute reaching another
    /// serializer, stay with the driver (a ReadOnlyCollection's takes none). The units follow the attributes in order.
    /// </summary>
    [Theory]
    [InlineData("2.14.1", "[BsonRepresentation(BsonType.String)] public DateTimeOffset Value { get; set; }", "DateTimeOffsetString", "Ticks")]
    [InlineData("2.14.1", "[BsonRepresentation(BsonType.Document)] public DateTimeOffset? Value { get; set; }", "DateTimeOffsetDocument", "Ticks")]
    [InlineData("3.11.0", "[BsonRepresentation(BsonType.Array)] public DateTimeOffset Value { get; set; }", "DateTimeOffsetArray", "Ticks")]
    [InlineData("2.14.1", "[BsonRepresentation(BsonType.DateTime)] public DateTimeOffset Value { get; set; }", "Driver", "Ticks")]
    [InlineData("2.15.0", "[BsonRepresentation(BsonType.DateTime)] public DateTimeOffset Value { get; set; }", "DateTimeOffsetDateTime", "Ticks")]
    [InlineData("3.11.0", "[BsonRepresentation(BsonType.Int64)] public DateTimeOffset Value { get; set; }", "Driver", "Ticks")]
    [InlineData("3.11.0", "[BsonTimeSpanOptions(BsonType.String)] public DateTimeOffset Value { get; set; }", "Driver", "Ticks")]
    [InlineData("2.14.1", "[BsonRepresentation(BsonType.Int32)] public TimeSpan Value { get; set; }", "TimeSpanInt32", "Ticks")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Nanoseconds)] public TimeSpan? Value { get; set; }", "TimeSpanInt64", "Nanoseconds")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.Double, Units = TimeSpanUnits.Hours)] public TimeSpan Value { get; set; }", "TimeSpanDouble", "Hours")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Days)] [BsonRepresentation(BsonType.Int32)] public TimeSpan Value { get; set; }", "TimeSpanInt32", "Days")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.String, TimeSpanUnits.Days)] public TimeSpan Value { get; set; }", "TimeSpan", "Ticks")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.Boolean)] public TimeSpan Value { get; set; }", "Driver", "Ticks")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.Int64, (TimeSpanUnits)8)] public TimeSpan Value { get; set; }", "Driver", "Ticks")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Seconds)] public TimeSpan[] Value { get; set; } = [];", "TimeSpanInt64", "Seconds")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.Int64)] public IList<TimeSpan> Value { get; set; } = [];", "TimeSpanInt64", "Ticks")]
    [InlineData("2.14.1", "[BsonTimeSpanOptions(BsonType.Int64)] public System.Collections.ObjectModel.ReadOnlyCollection<TimeSpan> Value { get; set; } = new(new TimeSpan[0]);", "Driver", "Ticks")]
    public void Time_representations_are_owned_where_the_driver_accepts_them(string version, string member, string kind, string units) =>
        AssertOwned(version, RepresentationAttributes, member, kind, units);

    private const string DateAndTimeOnlyOptions = """
        namespace MongoDB.Bson.Serialization.Options
        {
            public enum TimeOnlyUnits { Ticks, Hours, Minutes, Seconds, Milliseconds, Microseconds, Nanoseconds }

            public enum DateOnlyDocumentFormat { DateTimeTicks, YearMonthDay }
        }

        namespace MongoDB.Bson.Serialization.Attributes
        {
            public class BsonDateOnlyOptionsAttribute : System.Attribute
            {
                public BsonDateOnlyOptionsAttribute(MongoDB.Bson.BsonType representation, MongoDB.Bson.Serialization.Options.DateOnlyDocumentFormat documentDocumentFormat = MongoDB.Bson.Serialization.Options.DateOnlyDocumentFormat.DateTimeTicks) { }
            }

            public class BsonTimeOnlyOptionsAttribute : System.Attribute
            {
                public BsonTimeOnlyOptionsAttribute(MongoDB.Bson.BsonType representation) { }

                public BsonTimeOnlyOptionsAttribute(MongoDB.Bson.BsonType representation, MongoDB.Bson.Serialization.Options.TimeOnlyUnits units) { }
            }
        }
        """;

    /// <summary>
    /// Where the referenced driver has DateOnlySerializer and TimeOnlySerializer, every representation they accept is
    /// owned, through <c>[BsonRepresentation]</c> (units stay ticks, a document's format DateTimeTicks) or through
    /// <c>[BsonDateOnlyOptions]</c> and <c>[BsonTimeOnlyOptions]</c>, with their document format and units, and through both,
    /// applied in order as the driver applies them. A representation the serializer refuses, an option on the other type and
    /// units the driver does not define stay with the driver.
    /// </summary>
    [Theory]
    [InlineData("[BsonRepresentation(BsonType.DateTime)] public DateOnly Value { get; set; }", "DateOnly", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public DateOnly Value { get; set; }", "DateOnlyInt64", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.String)] public DateOnly? Value { get; set; }", "DateOnlyString", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.String)] public List<DateOnly> Value { get; set; } = [];", "DateOnlyString", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Document)] public DateOnly Value { get; set; }", "DateOnlyDocument", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Double)] public DateOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.Document)] public DateOnly Value { get; set; }", "DateOnlyDocument", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.Document, DateOnlyDocumentFormat.YearMonthDay)] public DateOnly? Value { get; set; }", "DateOnlyYearMonthDay", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.String, DateOnlyDocumentFormat.YearMonthDay)] public DateOnly[] Value { get; set; } = [];", "DateOnlyString", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.Int32)] public DateOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.Document, (DateOnlyDocumentFormat)2)] public DateOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.String)] public TimeOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.String)] [BsonRepresentation(BsonType.Int64)] public DateOnly Value { get; set; }", "DateOnlyInt64", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.String, DateOnlyDocumentFormat.YearMonthDay)] [BsonRepresentation(BsonType.Document)] public DateOnly Value { get; set; }", "DateOnlyYearMonthDay", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Document)] [BsonDateOnlyOptions(BsonType.String)] public DateOnly Value { get; set; }", "DateOnlyString", "Ticks")]
    [InlineData("[BsonDateOnlyOptions(BsonType.String)] [BsonRepresentation(BsonType.Double)] public DateOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Double)] [BsonDateOnlyOptions(BsonType.String)] public DateOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public TimeOnly Value { get; set; }", "TimeOnly", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.String)] public Dictionary<string, TimeOnly> Value { get; set; } = [];", "TimeOnlyString", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Double)] public TimeOnly Value { get; set; }", "TimeOnlyDouble", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public TimeOnly? Value { get; set; }", "TimeOnlyInt32", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.Document)] public TimeOnly Value { get; set; }", "TimeOnlyDocument", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.DateTime)] public TimeOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Seconds)] public TimeOnly Value { get; set; }", "TimeOnlyInt32", "Seconds")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Double, TimeOnlyUnits.Hours)] public List<TimeOnly?> Value { get; set; } = [];", "TimeOnlyDouble", "Hours")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Int64, TimeOnlyUnits.Nanoseconds)] public TimeOnly Value { get; set; }", "TimeOnly", "Nanoseconds")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.String, TimeOnlyUnits.Minutes)] public TimeOnly Value { get; set; }", "TimeOnlyString", "Minutes")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Document)] public TimeOnly Value { get; set; }", "TimeOnlyDocument", "Ticks")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Int64, (TimeOnlyUnits)7)] public TimeOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Seconds)] [BsonRepresentation(BsonType.Int32)] public TimeOnly Value { get; set; }", "TimeOnlyInt32", "Seconds")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Seconds)] [BsonRepresentation(BsonType.Double)] public TimeOnly Value { get; set; }", "TimeOnlyDouble", "Ticks")]
    [InlineData("[BsonRepresentation(BsonType.String)] [BsonTimeOnlyOptions(BsonType.Int64, TimeOnlyUnits.Minutes)] public TimeOnly? Value { get; set; }", "TimeOnly", "Minutes")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Seconds)] [BsonRepresentation(BsonType.Boolean)] public TimeOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.DateTime)] public TimeOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Int64)] public DateOnly Value { get; set; }", "Driver", "Ticks")]
    [InlineData("[BsonTimeOnlyOptions(BsonType.Int64, TimeOnlyUnits.Hours)] public System.Collections.ObjectModel.ReadOnlyCollection<TimeOnly> Value { get; set; } = new(new TimeOnly[0]);", "Driver", "Ticks")]
    public void Date_and_time_representations_are_owned_in_every_form_their_serializers_write(string member, string kind, string units)
    {
        var shape = Owned("3.11.0", RepresentationAttributes + "\n" + DateAndTimeOnlySerializers + "\n" + DateAndTimeOnlyOptions, member);

        Assert.Equal((kind, units), (shape.Kind.ToString(), shape.TimeOnlyUnits.ToString()));
    }

    /// <summary>
    /// The time serializers changed within 3.x: DateOnlySerializer's second document format, <c>{ Year, Month, Day }</c>, and
    /// its read of it came in 3.2 (CSHARP-5345); TimeOnlySerializer's Document representation, and its read of documents, in
    /// 3.6 (CSHARP-5737). The support code reads those documents only where the driver does (its symbols), and before 3.6 a
    /// TimeOnly's Document representation, which the serializer's constructor refuses, stays with the driver.
    /// </summary>
    [Theory]
    [InlineData("3.0.0", false, false, "Driver")]
    [InlineData("3.1.0", false, false, "Driver")]
    [InlineData("3.2.0", true, false, "Driver")]
    [InlineData("3.5.0", true, false, "Driver")]
    [InlineData("3.6.0", true, true, "TimeOnlyDocument")]
    [InlineData("3.11.0", true, true, "TimeOnlyDocument")]
    public void The_time_serializers_of_each_3x_release_decide_which_documents_are_read(string version, bool dateOnlyFormats, bool timeOnlyDocuments, string timeOnlyDocumentKind)
    {
        var driverTypes = RepresentationAttributes + "\n" + DateAndTimeOnlySerializers + "\n" + DateAndTimeOnlyOptions;
        var driver = DriverVersionReader.Read(CompilationHelper.CreateUnderStandInDriver(version, driverTypes, "public class Empty { }", "Empty.cs"));

        Assert.Equal(dateOnlyFormats, driver.Symbols.Contains("MONGODB_BSON_DATEONLY_FORMATS"));
        Assert.Equal(timeOnlyDocuments, driver.Symbols.Contains("MONGODB_BSON_TIMEONLY_DOCUMENTS"));
        Assert.Equal(timeOnlyDocumentKind, Owned(version, driverTypes, "[BsonRepresentation(BsonType.Document)] public TimeOnly Value { get; set; }").Kind.ToString());
        Assert.Equal("DateOnlyDocument", Owned(version, driverTypes, "[BsonRepresentation(BsonType.Document)] public DateOnly Value { get; set; }").Kind.ToString());
    }

    private static void AssertOwned(string version, string driverTypes, string member, string kind, string units)
    {
        var shape = Owned(version, driverTypes, member);

        Assert.Equal((kind, units), (shape.Kind.ToString(), shape.Units.ToString()));
    }

    /// <summary>The shape of member Value of a class holding it, or of its innermost items.</summary>
    private static ValueShape Owned(string version, string driverTypes, string member)
    {
        var source = $$"""
            using System;
            using System.Collections.Generic;
            using FastBson;
            using MongoDB.Bson;
            using MongoDB.Bson.Serialization.Attributes;
            using MongoDB.Bson.Serialization.Options;

            [GenerateBsonSerializer]
            public class Slot
            {
                public int Id { get; set; }

                {{member}}
            }
            """;
        var model = CompilationHelper.ParseUnderStandInDriver(version, driverTypes, source, "Slot");
        var shape = model.Members.Single(m => m.Name == "Value").Shape;
        while (shape.Item is { } item)
        {
            shape = item; // an option on a collection configures its items (the driver's IChildSerializerConfigurable chain)
        }

        return shape;
    }
}
