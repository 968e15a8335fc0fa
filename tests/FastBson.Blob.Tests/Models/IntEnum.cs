namespace FastBson.Blob.Tests.Models;

public enum IntEnum : int
{
    A = 0,
    B = 1,
    C = -5,
    D = 2147483647,
}
