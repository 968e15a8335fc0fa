using System;
using System.Collections;
using System.Linq;
using System.Reflection;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Every read is compared by <see cref="Fingerprint"/>: it must see each field of each class in the chain, or two
/// different objects would pass as equal.
/// </summary>
public class FingerprintTests
{
    [Fact]
    public void Private_fields_of_base_classes_are_part_of_the_fingerprint()
    {
        // AuditedEntity._createdBy (private, two classes up from nothing but Invoice's own members).
        Assert.NotEqual(Fingerprint.Of(new Invoice { CreatedBy = "a" }), Fingerprint.Of(new Invoice { CreatedBy = "b" }));

        // Entity's auto-property backing fields, private to the root class.
        Assert.NotEqual(Fingerprint.Of(new Invoice { Id = 1 }), Fingerprint.Of(new Invoice { Id = 2 }));
        Assert.NotEqual(Fingerprint.Of(WithVersion(1)), Fingerprint.Of(WithVersion(2)));
        Assert.NotEqual(Fingerprint.Of(new Shipment { Key = "a" }), Fingerprint.Of(new Shipment { Key = "b" }));
    }

    [Fact]
    public void A_hashtables_order_is_part_of_the_fingerprint_unless_a_key_hashes_by_identity()
    {
        // The same text keys in a table of another capacity: another order, which the driver's table would not have.
        var keys = System.Linq.Enumerable.Range(0, 20).Select(i => "k" + i).ToArray();
        var small = new Hashtable();
        var large = new Hashtable(1_000);
        foreach (var key in keys)
        {
            small.Add(key, 1);
            large.Add(key, 1);
        }

        Assert.NotEqual(small.Keys.Cast<string>(), large.Keys.Cast<string>());
        Assert.NotEqual(Fingerprint.Of(small), Fingerprint.Of(large));

        // Documents read as keys (ExpandoObject, hashed by identity) are ordered by chance: equal tables, whatever the order.
        var first = new Hashtable { ["k"] = 1, [new System.Dynamic.ExpandoObject()] = null };
        var second = new Hashtable { [new System.Dynamic.ExpandoObject()] = null, ["k"] = 1 };
        Assert.Equal(Fingerprint.Of(first, out var byChance), Fingerprint.Of(second));
        Assert.True(byChance);
        Fingerprint.Of(small, out byChance);
        Assert.False(byChance);
        Assert.NotEqual(Fingerprint.Of(first), Fingerprint.Of(new Hashtable { ["k"] = 2, [new System.Dynamic.ExpandoObject()] = null }));
    }

    [Fact]
    public void Every_item_of_a_tuple_and_of_its_rest_is_part_of_the_fingerprint()
    {
        // A tuple is neither a collection nor formattable: its fields (m_Item1 ... m_Rest) are walked as any class's are.
        var eight = Fingerprint.Of(new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(1, 2, 3, 4, 5, 6, 7, Tuple.Create((string?)"a")));
        Assert.NotEqual(eight, Fingerprint.Of(new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(1, 2, 3, 4, 5, 6, 7, Tuple.Create((string?)"b"))));
        Assert.NotEqual(eight, Fingerprint.Of(new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(1, 2, 3, 4, 5, 6, 7, Tuple.Create((string?)null))));
        Assert.NotEqual(eight, Fingerprint.Of(new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(1, 2, 3, 4, 5, 6, 0, Tuple.Create((string?)"a"))));
        Assert.NotEqual(Fingerprint.Of(Tuple.Create(1, (string?)"x")), Fingerprint.Of(Tuple.Create(2, (string?)"x")));
        Assert.NotEqual(Fingerprint.Of(Tuple.Create(1, (string?)"x")), Fingerprint.Of(Tuple.Create(1, (string?)null)));
        Assert.NotEqual(Fingerprint.Of(Tuple.Create((Tuple<int>?)null)), Fingerprint.Of(Tuple.Create((Tuple<int>?)Tuple.Create(0))));
        Assert.NotEqual(Fingerprint.Of(new Tuples { One = Tuple.Create(0) }), Fingerprint.Of(new Tuples()));

        // A subclass is told from the tuple it derives from.
        Assert.NotEqual(Fingerprint.Of(Tuple.Create(1, (string?)"x")), Fingerprint.Of(new MyPair(1, "x")));
    }

    private static Invoice WithVersion(long version)
    {
        var invoice = new Invoice();
        typeof(Entity).GetProperty("Version", BindingFlags.Instance | BindingFlags.NonPublic)!.SetValue(invoice, version);
        return invoice;
    }
}
