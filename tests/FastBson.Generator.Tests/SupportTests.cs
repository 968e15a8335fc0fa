using System.IO;
using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// The support code is generated into the user's assembly once, compiled against the MongoDB.Bson that assembly
/// references, with the preprocessor symbols of that driver version.
/// </summary>
public class SupportTests
{
    private const string Document = "using FastBson; [GenerateBsonSerializer] public class Order { public int Id { get; set; } }";

    [Fact]
    public void An_assembly_with_document_types_gets_the_support_code_once()
    {
        var (result, _) = CompilationHelper.Run(Document, "using FastBson; [GenerateBsonSerializer] public class Line { public int Qty { get; set; } }");

        var support = result.Support();
        Assert.Contains(support, source => source.HintName == "FastBson.Support.BsonSpanReader.g.cs");
        Assert.Contains(support, source => source.HintName == "FastBson.Support.ClassMapVerifier.g.cs");
        Assert.Equal(support.Count, support.Select(source => source.HintName).Distinct().Count());
        Assert.Equal(2, result.Serializers().Count);
    }

    /// <summary>
    /// The span writer takes a value only where the writer's element-name validator checks nothing: a private field of the
    /// driver's BsonWriter, which the support code reads with an UnsafeAccessor on .NET 8 and later and by reflection
    /// before. Each branch, generated, compiled and run here, must find it: under the writer's default validator the whole
    /// document reaches the stream in one write, and a pushed validator is asked about the names the driver's class map
    /// has it asked about. (A branch that could not read the field would write through the writer both times.)
    /// </summary>
    [Theory]
    [InlineData("NET8_0_OR_GREATER")]
    [InlineData(null)]
    public void The_writers_element_name_validator_is_read_before_and_after_NET_8(string? symbol)
    {
        const string source = "using System.Collections.Generic; using FastBson; namespace Probe { [GenerateBsonSerializer] public class Order { public int Id { get; set; } public string? Name { get; set; } public List<int>? Counts { get; set; } } }";
        var parseOptions = symbol is null ? CompilationHelper.ParseOptions : CompilationHelper.ParseOptions.WithPreprocessorSymbols(symbol);
        var (result, output) = CompilationHelper.Run(CompilationHelper.Create(source), parseOptions);
        Assert.Empty(result.Diagnostics);

        var generated = (IBsonSerializer)CompilationHelper.Load(output, "Probe.OrderBsonSerializer").GetField("Instance")!.GetValue(null)!;
        var order = System.Activator.CreateInstance(generated.ValueType)!;
        generated.ValueType.GetProperty("Id")!.SetValue(order, 7);
        generated.ValueType.GetProperty("Name")!.SetValue(order, "seven");
        generated.ValueType.GetProperty("Counts")!.SetValue(order, new System.Collections.Generic.List<int> { 1, 2 });
        var driver = BsonSerializer.LookupSerializer(generated.ValueType);

        var (bytes, writes, _) = Write(generated, order, validator: null);
        var (driverBytes, driverWrites, _) = Write(driver, order, validator: null);
        Assert.Equal(System.Convert.ToHexString(driverBytes), System.Convert.ToHexString(bytes));
        Assert.True(driverWrites > 5, $"The driver's writer wrote {driverWrites} times.");
        Assert.Equal(1, writes);

        var (checkedBytes, _, names) = Write(generated, order, new RecordingValidator());
        var (driverChecked, _, driverNames) = Write(driver, order, new RecordingValidator());
        Assert.Equal(System.Convert.ToHexString(driverChecked), System.Convert.ToHexString(checkedBytes));
        Assert.Equal(new[] { "_id", "Name", "Counts" }, driverNames);
        Assert.Equal(driverNames, names);
    }

    private static (byte[] Bytes, int Writes, System.Collections.Generic.List<string> Names) Write(IBsonSerializer serializer, object value, RecordingValidator? validator)
    {
        using var stream = new CountingStream();
        using (var writer = new BsonBinaryWriter(stream))
        {
            if (validator is not null)
            {
                writer.PushElementNameValidator(validator);
            }

            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value);
        }

        return (stream.ToArray(), stream.Writes, validator?.Names ?? new());
    }

    /// <summary>Accepts and records the names of a document's own elements; checks nothing below them.</summary>
    private sealed class RecordingValidator : IElementNameValidator
    {
        public System.Collections.Generic.List<string> Names { get; } = new();

        public IElementNameValidator GetValidatorForChildContent(string elementName) => NoOpElementNameValidator.Instance;

        public bool IsValidElementName(string elementName)
        {
            Names.Add(elementName);
            return true;
        }
    }

    /// <summary>A memory stream that counts the writes it gets: the driver's writer makes one per value, a raw document one in all.</summary>
    private sealed class CountingStream : MemoryStream
    {
        public int Writes { get; private set; }

        public override void Write(byte[] buffer, int offset, int count)
        {
            Writes++;
            base.Write(buffer, offset, count);
        }

        public override void Write(System.ReadOnlySpan<byte> buffer)
        {
            Writes++;
            base.Write(buffer);
        }

        public override void WriteByte(byte value)
        {
            Writes++;
            base.WriteByte(value);
        }
    }

    [Fact]
    public void An_assembly_without_document_types_gets_nothing()
    {
        var (result, _) = CompilationHelper.Run("public class Plain { public int Id { get; set; } }");

        Assert.Empty(result.GeneratedSources);
    }

    [Fact]
    public void The_referenced_driver_selects_its_variants()
    {
        // The suite's own MongoDB.Bson: 2.14.1 by default, another build with -p:MongoDbBsonDll.
        var version = typeof(MongoDB.Bson.BsonDocument).Assembly.GetName().Version!;

        var (result, _) = CompilationHelper.Run(Document);

        var text = result.Support().First().SourceText.ToString();
        Assert.Contains($"compiled against MongoDB.Bson {version.Major}.{version.Minor}.\n", text, System.StringComparison.Ordinal);
        Assert.Equal(version.Major >= 3, text.Contains("#define MONGODB_BSON_3\n", System.StringComparison.Ordinal));
    }

    [Fact]
    public void A_2x_driver_reference_selects_the_2x_variants()
    {
        var references = CompilationHelper.WithStandInDriver("2.14.1.0");
        var compilation = CompilationHelper.CreateWith(references, new[] { CompilationHelper.Parse(Document, "Input0.cs") });

        var (result, _) = CompilationHelper.Run(compilation);

        Assert.All(result.Support(), source =>
        {
            var text = source.SourceText.ToString();
            Assert.Contains("compiled against MongoDB.Bson 2.14.\n", text, System.StringComparison.Ordinal);
            Assert.DoesNotContain("#define", text, System.StringComparison.Ordinal);
        });
    }

    [Fact]
    public void A_3x_driver_reference_selects_the_3x_variants()
    {
        var references = CompilationHelper.WithStandInDriver("3.11.0.0");
        var compilation = CompilationHelper.CreateWith(references, new[] { CompilationHelper.Parse(Document, "Input0.cs") });

        var (result, _) = CompilationHelper.Run(compilation);

        Assert.All(result.Support(), source =>
        {
            var text = source.SourceText.ToString();
            Assert.Contains("compiled against MongoDB.Bson 3.11", text, System.StringComparison.Ordinal);
            Assert.Contains("#define MONGODB_BSON_3\n", text, System.StringComparison.Ordinal);
        });
    }
}
