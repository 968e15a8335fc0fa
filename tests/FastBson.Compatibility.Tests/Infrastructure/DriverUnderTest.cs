using System;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The MongoDB.Bson build the suite runs against (another one with -p:MongoDbBsonDll=...), for the tests whose expectation
/// that version chooses, so that a test cannot pass by both sides doing the wrong thing.
/// </summary>
public static class DriverUnderTest
{
    /// <summary>The assembly version of MongoDB.Bson in use.</summary>
    public static readonly Version Version = typeof(BsonDocument).Assembly.GetName().Version!;

    public static bool AtLeast(int major, int minor) => Version.Major > major || (Version.Major == major && Version.Minor >= minor);
}
