using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Sets, sorted sets, queues, stacks, linked lists, collection interfaces and the ObjectModel collections, with scalar,
/// nullable and document items.
/// </summary>
[GenerateBsonSerializer]
public class SetsAndCollections
{
    public int Id { get; set; }

    public HashSet<int>? IntSet { get; set; }

    public HashSet<string?>? StringSet { get; set; }

    public ISet<long>? LongISet { get; set; }

    public ISet<Leaf>? LeafISet { get; set; }

    public ICollection<double>? DoubleCollection { get; set; }

    public IReadOnlyCollection<string?>? StringReadOnlyCollection { get; set; }

    public ICollection<Leaf?>? LeafCollection { get; set; }

    public Collection<int?>? NullableIntCollection { get; set; }

    public Collection<Leaf?>? LeafObjectCollection { get; set; }

    public ReadOnlyCollection<Color>? ColorReadOnlyCollection { get; set; }

    public ReadOnlyCollection<DateTime>? DateReadOnlyCollection { get; set; }

    public HashSet<Color?>? NullableColorSet { get; set; }

    public Queue<int>? IntQueue { get; set; }

    public Queue<Leaf?>? LeafQueue { get; set; }

    public Stack<string?>? StringStack { get; set; }

    public Stack<Color?>? NullableColorStack { get; set; }

    public List<Stack<long>>? ListOfStacks { get; set; }

    public SortedSet<int>? IntSortedSet { get; set; }

    public SortedSet<string?>? StringSortedSet { get; set; }

    public SortedSet<Color?>? NullableColorSortedSet { get; set; }

    public SortedSet<RankedLeaf?>? RankedLeafSortedSet { get; set; }

    public LinkedList<Leaf?>? LeafLinkedList { get; set; }

    public LinkedList<int?>? NullableIntLinkedList { get; set; }

    public List<SortedSet<long>>? ListOfSortedSets { get; set; }
}
