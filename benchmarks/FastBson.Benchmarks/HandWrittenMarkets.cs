using System;
using System.Collections.Generic;
using System.Globalization;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Benchmarks;

/// <summary>
/// The Markets model's serializers as a developer writes them by hand for speed: the driver's reader API, typed reads,
/// no class map and no serializer lookups, each element's name matched in the reader's bytes by a
/// <see cref="BsonTrie{TValue}"/> (no string per name; the driver's class-map serializer matches names so too), and
/// nothing the reference documents do not hold (no discriminators, no other BSON types, no unknown elements). They are
/// the "by hand" row of the Markets benchmarks: the mission is a serializer faster than anything a team writes by hand,
/// and this is what one writes. The benchmarks check that they build the driver's object graph, as every row's result
/// is checked.
/// </summary>
internal static class HandWrittenMarkets
{
    private static readonly SelectionSerializer Selections = new();

    private static readonly MarketSerializer Markets = new();

    public static IBsonSerializer<MarketsBatch> Batch { get; } = new BatchSerializer();

    public static IBsonSerializer<Market> Market => Markets;

    private sealed class BatchSerializer : SerializerBase<MarketsBatch>
    {
        private static readonly BsonTrie<int> Names = CreateTrie("Markets");

        public override MarketsBatch Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args)
        {
            var reader = context.Reader;
            var batch = new MarketsBatch();
            var names = new TrieNameDecoder<int>(Names);
            reader.ReadStartDocument();
            while (reader.ReadBsonType() != BsonType.EndOfDocument)
            {
                switch (ReadName(reader, names, out var name))
                {
                    case 0: // Markets
                        batch.Markets = ReadList(context, Markets);
                        break;
                    default:
                        throw UnknownElement<MarketsBatch>(name);
                }
            }

            reader.ReadEndDocument();
            return batch;
        }
    }

    private sealed class MarketSerializer : SerializerBase<Market>
    {
        private static readonly BsonTrie<int> Names = CreateTrie("_id", "Status", "EventId", "Name", "StartTime", "IsLive", "Margin", "Selections", "Tags");

        public override Market Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args)
        {
            var reader = context.Reader;
            var market = new Market();
            var names = new TrieNameDecoder<int>(Names);
            reader.ReadStartDocument();
            while (reader.ReadBsonType() != BsonType.EndOfDocument)
            {
                switch (ReadName(reader, names, out var name))
                {
                    case 0: // _id
                        market.Id = reader.ReadInt64();
                        break;
                    case 1: // Status
                        market.Status = (MarketStatus)reader.ReadInt32();
                        break;
                    case 2: // EventId
                        market.EventId = reader.ReadInt32();
                        break;
                    case 3: // Name
                        market.Name = reader.ReadString();
                        break;
                    case 4: // StartTime
                        market.StartTime = BsonUtils.ToDateTimeFromMillisecondsSinceEpoch(reader.ReadDateTime());
                        break;
                    case 5: // IsLive
                        market.IsLive = reader.ReadBoolean();
                        break;
                    case 6: // Margin
                        market.Margin = ReadDecimal(reader);
                        break;
                    case 7: // Selections
                        market.Selections = ReadList(context, Selections);
                        break;
                    case 8: // Tags
                        market.Tags = ReadTags(reader);
                        break;
                    default:
                        throw UnknownElement<Market>(name);
                }
            }

            reader.ReadEndDocument();
            return market;
        }

        // The driver's DecimalSerializer writes a String in 2.x and a Decimal128 in 3.x: both are read.
        private static decimal ReadDecimal(IBsonReader reader) =>
            reader.GetCurrentBsonType() == BsonType.String
                ? decimal.Parse(reader.ReadString(), NumberStyles.Number, CultureInfo.InvariantCulture)
                : (decimal)reader.ReadDecimal128();

        private static Dictionary<string, string> ReadTags(IBsonReader reader)
        {
            var tags = new Dictionary<string, string>();
            reader.ReadStartDocument();
            while (reader.ReadBsonType() != BsonType.EndOfDocument)
            {
                tags.Add(reader.ReadName(), reader.ReadString());
            }

            reader.ReadEndDocument();
            return tags;
        }
    }

    private sealed class SelectionSerializer : SerializerBase<Selection>
    {
        private static readonly BsonTrie<int> Names = CreateTrie("_id", "Name", "Price", "Result", "IsWinner");

        public override Selection Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args)
        {
            var reader = context.Reader;
            var selection = new Selection();
            var names = new TrieNameDecoder<int>(Names);
            reader.ReadStartDocument();
            while (reader.ReadBsonType() != BsonType.EndOfDocument)
            {
                switch (ReadName(reader, names, out var name))
                {
                    case 0: // _id
                        selection.Id = reader.ReadInt64();
                        break;
                    case 1: // Name
                        selection.Name = reader.ReadString();
                        break;
                    case 2: // Price
                        selection.Price = reader.ReadDouble();
                        break;
                    case 3: // Result
                        selection.Result = (SelectionResult)reader.ReadInt32();
                        break;
                    case 4: // IsWinner
                        if (reader.GetCurrentBsonType() == BsonType.Null)
                        {
                            reader.ReadNull();
                            selection.IsWinner = null;
                        }
                        else
                        {
                            selection.IsWinner = reader.ReadBoolean();
                        }

                        break;
                    default:
                        throw UnknownElement<Selection>(name);
                }
            }

            reader.ReadEndDocument();
            return selection;
        }
    }

    private static List<T> ReadList<T>(BsonDeserializationContext context, SerializerBase<T> items)
    {
        var reader = context.Reader;
        var list = new List<T>();
        reader.ReadStartArray();
        while (reader.ReadBsonType() != BsonType.EndOfDocument)
        {
            list.Add(items.Deserialize(context, default));
        }

        reader.ReadEndArray();
        return list;
    }

    private static BsonTrie<int> CreateTrie(params string[] names)
    {
        var trie = new BsonTrie<int>();
        for (var i = 0; i < names.Length; i++)
        {
            trie.Add(names[i], i);
        }

        return trie;
    }

    // The index of the element's name among the type's, or -1 for another name.
    private static int ReadName(IBsonReader reader, TrieNameDecoder<int> names, out string name)
    {
        name = reader.ReadName(names);
        return names.Found ? names.Value : -1;
    }

    private static FormatException UnknownElement<T>(string name) =>
        new($"Element '{name}' does not match any member of {typeof(T).Name}.");
}
