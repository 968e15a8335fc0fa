using System;

namespace FastBson;

/// <summary>
/// Thrown when a document projected to its blob (<c>_id</c> and the blob element) cannot be rebuilt from the blob: the
/// blob is missing, was written under another blob schema, or cannot be read. The object is never built from part of
/// it, and never from the document's default values.
/// </summary>
/// <remarks>
/// It derives from <see cref="FormatException"/>, the type of the driver's own deserialization errors, so code that
/// catches those catches this one too. Read the document in full (without the projection) to get the object from its
/// BSON fields, which are the source of truth; saving it again stores a fresh blob.
/// </remarks>
public sealed class FastBsonBlobException : FormatException
{
    /// <summary>Creates the exception for a document of <paramref name="documentType"/> whose blob could not be read.</summary>
    /// <param name="documentType">The type the document was read as.</param>
    /// <param name="documentId">The document's <c>_id</c> in the driver's JSON form, or null when the document has none.</param>
    /// <param name="elementName">The name of the blob element.</param>
    /// <param name="failure">Why the blob could not be read.</param>
    public FastBsonBlobException(Type documentType, string? documentId, string elementName, BlobFailure failure)
        : base(MessageOf(documentType, documentId, elementName, failure))
    {
        DocumentType = documentType;
        DocumentId = documentId;
        ElementName = elementName;
        Failure = failure;
    }

    /// <summary>The type the document was read as.</summary>
    public Type DocumentType { get; }

    /// <summary>The document's <c>_id</c> in the driver's JSON form (<c>ObjectId("...")</c>, <c>42</c>, <c>"key"</c> ...), or null when the document has none.</summary>
    public string? DocumentId { get; }

    /// <summary>The name of the element that should hold the blob.</summary>
    public string ElementName { get; }

    /// <summary>Why the blob could not be read.</summary>
    public BlobFailure Failure { get; }

    private static string MessageOf(Type documentType, string? documentId, string elementName, BlobFailure failure)
    {
        var document = documentId is null ? $"A {documentType.Name} document without an _id" : $"The {documentType.Name} document with _id {documentId}";
        var reason = failure switch
        {
            BlobFailure.Missing => $"holds no blob element '{elementName}' (it was written without one, or an update removed it)",
            BlobFailure.OtherSchema => $"holds a blob in '{elementName}' written under another blob schema of the type (its members changed since)",
            _ => $"holds a blob element '{elementName}' that is not a blob FastBson can read (another type of value, or damaged bytes)",
        };
        return $"{document} was read from its blob, as a projection to _id and '{elementName}', but it {reason}. "
            + "Read the document without the projection to get the object from its BSON fields; saving it again stores a fresh blob.";
    }
}

/// <summary>Why a projected document's blob could not be read (<see cref="FastBsonBlobException.Failure"/>).</summary>
public enum BlobFailure
{
    /// <summary>The document holds no blob element.</summary>
    Missing,

    /// <summary>The blob was written under another blob schema of the type: its fingerprint is not the one the generated code reads.</summary>
    OtherSchema,

    /// <summary>The blob element holds something other than a FastBson blob of this schema (another BSON type, another binary subtype, damaged bytes).</summary>
    Unreadable,
}
