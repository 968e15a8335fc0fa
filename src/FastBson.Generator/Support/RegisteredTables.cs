using System;
using System.Diagnostics.CodeAnalysis;
using System.Threading;

namespace FastBson.Runtime;

/// <summary>
/// A table built from the generated serializers registered at the time (the classes a discriminator or a value's type
/// may name): built again once more have been registered (<see cref="FastBson.FastBsonSerializers.Registrations"/>).
/// </summary>
internal interface IRegisteredTable
{
    /// <summary>The registrations the table was built from.</summary>
    int Registrations { get; }
}

/// <summary>Keeps <see cref="IRegisteredTable"/>s current.</summary>
internal static class RegisteredTables
{
    /// <summary>Whether <paramref name="table"/> was built from every generated serializer registered so far.</summary>
    public static bool IsCurrent([NotNullWhen(true)] IRegisteredTable? table) =>
        table is not null && table.Registrations == FastBson.FastBsonSerializers.Registrations;

    /// <summary>
    /// The table in <paramref name="field"/>, built again by <paramref name="build"/> when more generated serializers have
    /// been registered since (a benign race: a table another thread replaces is built again next time if it is the older).
    /// </summary>
    public static TTable Current<TTable>(ref TTable? field, Func<TTable> build)
        where TTable : class, IRegisteredTable
    {
        var table = Volatile.Read(ref field);
        if (!IsCurrent(table))
        {
            table = build();
            Volatile.Write(ref field, table);
        }

        return table;
    }
}
