using System;
using FastBson.Fixtures;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>The value types of the fixtures' custom serializers (BSON classes come from <see cref="BsonValueFactory"/>).</summary>
public sealed partial class InstanceFactory
{
    private bool TryCreateFixtureValue(Type type, out object? value)
    {
        value = type switch
        {
            _ when type == typeof(CompactId) => new CompactId(Int64()),
            _ when type == typeof(Money) => new Money(Decimal(), Pick("EUR", "USD", string.Empty, "with space", "名前")),
            _ => null,
        };

        return value is not null;
    }
}
