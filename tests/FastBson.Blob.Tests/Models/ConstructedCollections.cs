using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>Collections that MemoryPack's formatters write as a List or a Dictionary (a Stack bottom first), and that a read builds from one.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class ConstructedCollections
{
    public Queue<int>? Waiting { get; set; }

    public Stack<string?>? Undo { get; set; }

    public LinkedList<int>? Chain { get; set; }

    public Collection<Leaf?>? Leaves { get; set; }

    public ObservableCollection<string?>? Watched { get; set; }

    public ReadOnlyCollection<int>? Fixed { get; set; }

    public ConcurrentQueue<long>? Inbox { get; set; }

    public SortedDictionary<string, int>? Sorted { get; set; }

    public SortedList<string, string?>? Listed { get; set; }

    public SortedSet<int>? Ranked { get; set; }
}
