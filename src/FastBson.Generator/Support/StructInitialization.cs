using System.ComponentModel;

namespace FastBson.Runtime;

/// <summary>
/// <c>ISupportInitialize</c> on a struct document, which the generated code reads into a local: called on the local
/// itself (a constrained call, no boxed copy), as the driver calls it on the one boxed copy it sets the members of, so
/// what the calls change is in the value returned.
/// </summary>
internal static class StructInitialization
{
    public static void BeginInit<T>(ref T value)
        where T : struct, ISupportInitialize => value.BeginInit();

    public static void EndInit<T>(ref T value)
        where T : struct, ISupportInitialize => value.EndInit();
}
