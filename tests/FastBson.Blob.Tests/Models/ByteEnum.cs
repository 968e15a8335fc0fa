namespace FastBson.Blob.Tests.Models;

public enum ByteEnum : byte
{
    A = 0,
    B = 1,
    D = 255,
}
