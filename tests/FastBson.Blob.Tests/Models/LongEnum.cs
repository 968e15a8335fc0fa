namespace FastBson.Blob.Tests.Models;

public enum LongEnum : long
{
    A = 0,
    B = 1,
    C = -5,
    D = 9223372036854775807,
}
