namespace FastBson.Generator.Model;

/// <summary>The formats of a DateOnly's Document representation; the members and values of the driver's <c>DateOnlyDocumentFormat</c> (3.x).</summary>
internal enum DateOnlyDocumentFormat
{
    DateTimeTicks,
    YearMonthDay,
}
