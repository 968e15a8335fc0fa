namespace FastBson.Blob.Tests.Models;

public enum SelectionResult : long
{
    Pending = 0,
    Win = 1,
    Lose = 2,
    Void = 3,
    Place = 4,
}
