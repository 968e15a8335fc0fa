using System;
using System.Collections.Generic;
using FastBson.Fixtures;

namespace FastBson.Benchmarks;

/// <summary>
/// The floor of the Markets batch: the values of the batch decoded once, in columns of primitives (and a
/// <see cref="StringColumn"/>), from which <see cref="Build"/> makes the same object graph a reader returns: every
/// object, list, dictionary and string allocated and filled as a reader would, with nothing left to decode. No BSON
/// reader can be faster or allocate less, so it shows how far each reader is from the limit.
/// </summary>
internal sealed class MarketsFloor
{
    private readonly long[] _ids;
    private readonly MarketStatus[] _statuses;
    private readonly int[] _eventIds;
    private readonly long[] _startTicks;
    private readonly bool[] _isLive;
    private readonly decimal[] _margins;
    private readonly int[] _selectionCounts;
    private readonly int[] _tagCounts;

    private readonly long[] _selectionIds;
    private readonly double[] _prices;
    private readonly SelectionResult[] _results;
    private readonly bool?[] _winners;

    // Per market: its name, its selections' names, then its tags' keys and values.
    private readonly StringColumn _strings;

    private MarketsFloor(MarketsBatch batch)
    {
        var markets = batch.Markets;
        var selectionTotal = 0;
        foreach (var market in markets)
        {
            selectionTotal += market.Selections.Count;
        }

        _ids = new long[markets.Count];
        _statuses = new MarketStatus[markets.Count];
        _eventIds = new int[markets.Count];
        _startTicks = new long[markets.Count];
        _isLive = new bool[markets.Count];
        _margins = new decimal[markets.Count];
        _selectionCounts = new int[markets.Count];
        _tagCounts = new int[markets.Count];
        _selectionIds = new long[selectionTotal];
        _prices = new double[selectionTotal];
        _results = new SelectionResult[selectionTotal];
        _winners = new bool?[selectionTotal];
        var strings = new StringColumn.Builder();
        var s = 0;
        for (var m = 0; m < markets.Count; m++)
        {
            var market = markets[m];
            if (market.StartTime.Kind != DateTimeKind.Utc)
            {
                throw new InvalidOperationException("The driver reads BSON dates as UTC; the floor rebuilds them so.");
            }

            _ids[m] = market.Id;
            _statuses[m] = market.Status;
            _eventIds[m] = market.EventId;
            _startTicks[m] = market.StartTime.Ticks;
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
    public static MarketsFloor Decode(MarketsBatch batch) => new(batch);

    /// <summary>Builds the batch's object graph from the decoded values.</summary>
    public MarketsBatch Build() => new() { Markets = Build(new List<Market>(_ids.Length)) };

    /// <summary>
    /// Builds the markets from the decoded values and adds them to <paramref name="markets"/> one by one: for a cursor's
    /// floor, a list that grows from empty as the driver's cursor grows its batch's list, so that the floor pays for its
    /// list what every reader's row pays.
    /// </summary>
    public List<Market> Build(List<Market> markets)
    {
        var strings = _strings.Start();
        var s = 0;
        for (var m = 0; m < _ids.Length; m++)
        {
            var market = new Market
            {
                Id = _ids[m],
                Status = _statuses[m],
                EventId = _eventIds[m],
                Name = strings.Next(),
                StartTime = new DateTime(_startTicks[m], DateTimeKind.Utc),
                IsLive = _isLive[m],
                Margin = _margins[m],
            };

            var selections = new List<Selection>(_selectionCounts[m]);
            for (var end = s + _selectionCounts[m]; s < end; s++)
            {
                selections.Add(new Selection
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

        return markets;
    }
}
