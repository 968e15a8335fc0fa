namespace FastBson.Blob.Tests.Models;

public enum MarketStatus : int
{
    Open = 0,
    Suspended = 1,
    Closed = 2,
    Settled = 3,
}
