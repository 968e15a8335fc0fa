using System;
using System.Collections.Generic;
using FastBson.Fixtures;

namespace FastBson.Benchmarks;

/// <summary>The floor of the rich Markets batch, built as <see cref="MarketsFloor"/> builds the plain one.</summary>
internal sealed class RichMarketsFloor
{
    private readonly Guid[] _ids;
    private readonly MarketStatus[] _statuses;
    private readonly Guid[] _eventIds;
    private readonly DateTimeOffset[] _startTimes;
    private readonly bool[] _isLive;
    private readonly decimal[] _margins;
    private readonly int[] _selectionCounts;
    private readonly int[] _tagCounts;

    private readonly Guid[] _selectionIds;
    private readonly double[] _prices;
    private readonly SettlementResult[] _results;
    private readonly bool?[] _winners;

    // Per market: its name, its selections' names, then its tags' keys and values.
    private readonly StringColumn _strings;

    private RichMarketsFloor(RichMarketsBatch batch)
    {
        var markets = batch.Markets;
        var selectionTotal = 0;
        foreach (var market in markets)
        {
            selectionTotal += market.Selections.Count;
        }

        _ids = new Guid[markets.Count];
        _statuses = new MarketStatus[markets.Count];
        _eventIds = new Guid[markets.Count];
        _startTimes = new DateTimeOffset[markets.Count];
        _isLive = new bool[markets.Count];
        _margins = new decimal[markets.Count];
        _selectionCounts = new int[markets.Count];
        _tagCounts = new int[markets.Count];
        _selectionIds = new Guid[selectionTotal];
        _prices = new double[selectionTotal];
        _results = new SettlementResult[selectionTotal];
        _winners = new bool?[selectionTotal];
        var strings = new StringColumn.Builder();
        var s = 0;
        for (var m = 0; m < markets.Count; m++)
        {
            var market = markets[m];
            _ids[m] = market.Id;
            _statuses[m] = market.Status;
            _eventIds[m] = market.EventId;
            _startTimes[m] = market.StartTime;
            _isLive[m] = market.IsLive;
            _margins[m] = market.Margin;
            _selectionCounts[m] = market.Selections.Count;
            _tagCounts[m] = market.Tags.Count;
            strings.Add(market.Name);
            foreach (var selection in market.Selections)
            {
                _selectionIds[s] = selection.Id;
                _prices[s] = selection.Price;
                _results[s] = selection.Result;
                _winners[s] = selection.IsWinner;
                strings.Add(selection.Name);
                s++;
            }

            foreach (var (key, value) in market.Tags)
            {
                strings.Add(key);
                strings.Add(value);
            }
        }

        _strings = strings.Build();
    }

    /// <summary>Decodes the values of a batch (read by the driver) into columns.</summary>
    public static RichMarketsFloor Decode(RichMarketsBatch batch) => new(batch);

    /// <summary>Builds the batch's object graph from the decoded values.</summary>
    public RichMarketsBatch Build()
    {
        var strings = _strings.Start();
        var markets = new List<RichMarket>(_ids.Length);
        var s = 0;
        for (var m = 0; m < _ids.Length; m++)
        {
            var market = new RichMarket
            {
                Id = _ids[m],
                Status = _statuses[m],
                EventId = _eventIds[m],
                Name = strings.Next(),
                StartTime = _startTimes[m],
                IsLive = _isLive[m],
                Margin = _margins[m],
            };

            var selections = new List<RichSelection>(_selectionCounts[m]);
            for (var end = s + _selectionCounts[m]; s < end; s++)
            {
                selections.Add(new RichSelection
                {
                    Id = _selectionIds[s],
                    Name = strings.Next(),
                    Price = _prices[s],
                    Result = _results[s],
                    IsWinner = _winners[s],
                });
            }

            market.Selections = selections;
            var tags = new Dictionary<string, string>(_tagCounts[m]);
            for (var t = 0; t < _tagCounts[m]; t++)
            {
                tags.Add(strings.Next(), strings.Next());
            }

            market.Tags = tags;
            markets.Add(market);
        }

        return new RichMarketsBatch { Markets = markets };
    }
}
