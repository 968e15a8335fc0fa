using System;
using System.Globalization;
using System.Net;
using System.Net.Sockets;
using System.Text.RegularExpressions;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// The BCL types the driver writes as a BSON String (Version, IPAddress, IPEndPoint, CultureInfo, and Regex, also as a
/// BSON RegularExpression): their text, parsed and formatted with the calls of the driver's serializer of each, so the
/// objects and the strings are the driver's.
/// The <c>TryParse</c> methods answer false for text the driver refuses (or reads otherwise), which the span path then
/// hands to the driver; the <c>Read</c> methods serve the IBsonReader path, with the driver's errors.
/// </summary>
internal static class TextValues
{
    /// <summary>As VersionSerializer: <c>new Version(text)</c>, whose parse <c>Version.TryParse</c> shares.</summary>
    public static bool TryParseVersion(string text, out Version value) => Version.TryParse(text, out value!);

    /// <summary>As IPAddressSerializer: <c>IPAddress.TryParse</c>.</summary>
    public static bool TryParseIPAddress(string text, out IPAddress value) => IPAddress.TryParse(text, out value!);

    /// <summary>As IPAddressSerializer for a BSON String: the address, or the driver's FormatException.</summary>
    public static IPAddress ReadIPAddress(IBsonReader reader)
    {
        var text = ReaderValues.ReadString(reader);
        return IPAddress.TryParse(text, out var value) ? value : throw FastBsonErrors.InvalidIPAddress(text);
    }

    /// <summary>As IPAddressSerializer writes it: IPv4 as is, any other family in brackets (<c>[::1]</c>, <c>[fe80::1%3]</c>).</summary>
    public static string Format(IPAddress value) =>
        value.AddressFamily == AddressFamily.InterNetwork ? value.ToString() : "[" + value.ToString() + "]";

    /// <summary>
    /// As IPEndPointSerializer: an address and a port, split at the last colon. Text the driver refuses, and a port
    /// IPEndPoint refuses (the driver's ArgumentOutOfRangeException), answer false.
    /// </summary>
    public static bool TryParseIPEndPoint(string text, out IPEndPoint value)
    {
        value = null!;
        if (!TrySplitEndPoint(text, out var address, out var port) || !IPAddress.TryParse(address, out var parsed) ||
            !int.TryParse(port, out var number) || number < IPEndPoint.MinPort || number > IPEndPoint.MaxPort)
        {
            return false;
        }

        value = new IPEndPoint(parsed, number);
        return true;
    }

    /// <summary>As IPEndPointSerializer for a BSON String: the end point, or the driver's errors.</summary>
    public static IPEndPoint ReadIPEndPoint(IBsonReader reader)
    {
        var text = ReaderValues.ReadString(reader);
        if (TrySplitEndPoint(text, out var address, out var port) && IPAddress.TryParse(address, out var parsed) && int.TryParse(port, out var number))
        {
            // A port beyond IPEndPoint's range is its constructor's ArgumentOutOfRangeException, as in the driver.
            return new IPEndPoint(parsed, number);
        }

        throw FastBsonErrors.InvalidIPEndPoint(text);
    }

    /// <summary>As IPEndPointSerializer writes it: <c>address:port</c>, the address in brackets unless it is IPv4.</summary>
    public static string Format(IPEndPoint value)
    {
        var port = value.Port.ToString(CultureInfo.InvariantCulture);
        return value.AddressFamily == AddressFamily.InterNetwork
            ? value.Address.ToString() + ":" + port
            : "[" + value.Address.ToString() + "]:" + port;
    }

    /// <summary>As RegexSerializer for a BSON RegularExpression: <c>ToRegex()</c>; a pattern the constructor refuses answers false.</summary>
    public static bool TryCreateRegex(BsonRegularExpression expression, out Regex value)
    {
        try
        {
            value = expression.ToRegex();
            return true;
        }
        catch (ArgumentException)
        {
            value = null!;
            return false;
        }
    }

    /// <summary>As RegexSerializer for a BSON String: <c>new Regex(text)</c>; a pattern the constructor refuses answers false.</summary>
    public static bool TryCreateRegex(string text, out Regex value)
    {
        try
        {
            value = new Regex(text);
            return true;
        }
        catch (ArgumentException)
        {
            value = null!;
            return false;
        }
    }

    /// <summary>As CultureInfoSerializer for a BSON String: <c>new CultureInfo(name)</c>; a name it refuses answers false.</summary>
    public static bool TryParseCultureInfo(string text, out CultureInfo value) => TryParseCultureInfo(text, useUserOverride: true, out value);

    /// <summary>As CultureInfoSerializer for its document: <c>new CultureInfo(name, useUserOverride)</c>; a name it refuses answers false.</summary>
    public static bool TryParseCultureInfo(string text, bool useUserOverride, out CultureInfo value)
    {
        try
        {
            // The driver calls the one-argument constructor for a string, which is this one with true.
            value = new CultureInfo(text, useUserOverride);
            return true;
        }
        catch (ArgumentException)
        {
            value = null!;
            return false;
        }
    }

    /// <summary>
    /// The split the driver's pattern for an end point makes (<c>address:digits</c> at the end of the text, or before
    /// one final line feed; the address one or more characters other than a line feed): the address before the last
    /// colon, the decimal digits (any script's, as the pattern's) after it.
    /// </summary>
    private static bool TrySplitEndPoint(string text, out string address, out string port)
    {
        address = port = string.Empty;
        var end = text.Length > 0 && text[text.Length - 1] == '\n' ? text.Length - 1 : text.Length;
        var colon = end == 0 ? -1 : text.LastIndexOf(':', end - 1);
        if (colon <= 0 || colon == end - 1 || text.IndexOf('\n', 0, colon) >= 0)
        {
            return false;
        }

        for (var i = colon + 1; i < end; i++)
        {
            if (!char.IsDigit(text[i]))
            {
                return false;
            }
        }

        address = text.Substring(0, colon);
        port = text.Substring(colon + 1, end - colon - 1);
        return true;
    }
}
