using System;
using System.IO;
using System.Linq;
using FastBson;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

// One step per run, as each can end the process's use of the driver:
//   driver            the driver's class map writes a batch of 2,000 markets and reads it back
//   driver-named      the same, with the value-type serializers the model needs registered by name first
//   fastbson          FastBson's generated serializer writes the batch, then reads it (span path and IBsonReader path)
//   register          FastBsonSerializers.RegisterAll()
//   write <file>      the driver writes the batch to a file (run it JIT-compiled: dotnet run --project ...)
//   span <file>       FastBson's static TryReadDocument reads that file's bytes, then Deserialize reads them through a reader
var step = args.Length > 0 ? args[0] : "fastbson";
var batch = MarketGenerator.CreateBatch(2000);
try
{
    switch (step)
    {
        case "driver":
        case "driver-named":
            if (step == "driver-named")
            {
                // NativeAOT compiles no instantiation over a value type that no code names; the driver's providers make
                // these with MakeGenericType.
                BsonSerializer.RegisterSerializer(new EnumSerializer<MarketStatus>());
                BsonSerializer.RegisterSerializer(new EnumSerializer<SelectionResult>());
                BsonSerializer.RegisterSerializer(new NullableSerializer<bool>());
            }

            var written = batch.ToBson(BsonSerializer.LookupSerializer<MarketsBatch>());
            Console.WriteLine($"driver wrote {written.Length} bytes");
            Console.WriteLine($"driver read {BsonSerializer.Deserialize<MarketsBatch>(written).Markets.Count} markets");
            break;
        case "fastbson":
            var bytes = batch.ToBson(MarketsBatchBsonSerializer.Instance);
            Console.WriteLine($"FastBson wrote {bytes.Length} bytes");
            Report(bytes);
            break;
        case "register":
            FastBsonSerializers.RegisterAll();
            Console.WriteLine($"registered: {BsonSerializer.LookupSerializer<MarketsBatch>().GetType().Name}");
            break;
        case "write":
            File.WriteAllBytes(args[1], batch.ToBson(BsonSerializer.LookupSerializer<MarketsBatch>()));
            Console.WriteLine($"driver wrote {args[1]}");
            break;
        case "span":
            Report(File.ReadAllBytes(args[1]));
            break;
        default:
            Console.WriteLine($"Unknown step '{step}'.");
            return 2;
    }

    return 0;
}
catch (Exception exception)
{
    for (var e = exception; e is not null; e = e.InnerException)
    {
        Console.WriteLine($"{step}: {e.GetType().Name}: {e.Message}");
        Console.WriteLine(string.Join(Environment.NewLine, (e.StackTrace ?? string.Empty).Split('\n').Take(8)));
    }

    return 1;
}

static void Report(byte[] bytes)
{
    var read = MarketsBatchBsonSerializer.TryReadDocument(bytes, out var fromSpan);
    Console.WriteLine($"span path (TryReadDocument): {(read ? $"{fromSpan.Markets.Count} markets" : "declined")}");
    using var reader = new BsonBinaryReader(new MemoryStream(bytes));
    var fromReader = MarketsBatchBsonSerializer.Instance.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    Console.WriteLine($"IBsonReader path (Deserialize): {fromReader.Markets.Count} markets");
}
