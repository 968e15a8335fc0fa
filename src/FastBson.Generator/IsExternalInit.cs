// netstandard2.0 lacks the marker type that records and init accessors need.
namespace System.Runtime.CompilerServices
{
    internal static class IsExternalInit
    {
    }
}
