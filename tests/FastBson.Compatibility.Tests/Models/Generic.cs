using System;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// A generic envelope (issue 9): one generic serializer, closed for each payload type. The payload and its history are
/// of the type parameter, served through the driver's serializer for the closed type's member; the rest is generated.
/// </summary>
[GenerateBsonSerializer]
public class Envelope<T>
{
    public int Id { get; set; }

    public string? Kind { get; set; }

    public T? Payload { get; set; }

    public List<T>? History { get; set; }

    public DateTime SentAt { get; set; }

    public List<string>? Tags { get; set; }
}
