using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// Uri and Version as MemoryPack's formatters write them: a Uri is its original string (read back with
/// <c>UriKind.RelativeOrAbsolute</c>); a Version is an object of 4 members, Major, Minor, Build and Revision, -1 for the
/// parts it has not, or the null object header.
/// </summary>
public class UriAndVersionTests
{
    [Theory]
    [InlineData("1.2", "04" + "01000000" + "02000000" + "ffffffff" + "ffffffff")]
    [InlineData("1.2.3", "04" + "01000000" + "02000000" + "03000000" + "ffffffff")]
    [InlineData("1.2.3.4", "04" + "01000000" + "02000000" + "03000000" + "04000000")]
    [InlineData(null, "ff")]
    public void A_version_is_its_four_parts(string? version, string hex)
    {
        var value = new Links { Release = version is null ? null : Version.Parse(version) };
        var bytes = LinksBsonSerializer.EncodeBlob(value);
        Assert.Equal("03" + "ffffffff" + hex + "ffffffff", Convert.ToHexStringLower(bytes));

        Assert.True(LinksBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Release, decoded.Release);
        Assert.Equal(value.Release?.Build, decoded.Release?.Build);
    }

    [Theory]
    [InlineData("03" + "01000000" + "02000000" + "03000000")]                 // 3 members
    [InlineData("04" + "01000000" + "02000000" + "ffffffff" + "05000000")]    // a revision without a build
    [InlineData("04" + "feffffff" + "02000000" + "ffffffff" + "ffffffff")]    // a negative major
    [InlineData("04" + "01000000" + "02000000" + "feffffff" + "ffffffff")]    // a build of -2
    [InlineData("04" + "01000000" + "02000000")]                              // cut short
    public void A_version_a_Version_cannot_hold_is_refused(string version)
    {
        Assert.False(LinksBsonSerializer.TryDecodeBlob(Convert.FromHexString("02" + "ffffffff" + version), out _));
    }

    [Fact]
    public void A_uri_is_its_original_string()
    {
        var value = new Links
        {
            Home = new Uri("HTTP://Example.COM:80/a%20b"),
            Mirrors = new List<Uri?> { new("relative/path", UriKind.Relative), null },
        };
        var bytes = LinksBsonSerializer.EncodeBlob(value);

        using var expected = new FastBson.Runtime.BlobWriter();
        expected.WriteObjectHeader(3);
        expected.WriteString("HTTP://Example.COM:80/a%20b");
        expected.WriteNullObject();
        expected.WriteCollectionHeader(2);
        expected.WriteString("relative/path");
        expected.WriteString(null);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(LinksBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal("HTTP://Example.COM:80/a%20b", decoded.Home!.OriginalString);
        Assert.True(decoded.Home.IsAbsoluteUri);
        Assert.False(decoded.Mirrors![0]!.IsAbsoluteUri);
        Assert.Null(decoded.Mirrors[1]);
    }
}
