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

    private static Invoice WithVersion(long version)
    {
        var invoice = new Invoice();
        typeof(Entity).GetProperty("Version", BindingFlags.Instance | BindingFlags.NonPublic)!.SetValue(invoice, version);
        return invoice;
    }
}
