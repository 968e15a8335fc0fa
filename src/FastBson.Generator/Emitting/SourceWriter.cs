using System;
using System.Text;

namespace FastBson.Generator.Emitting;

/// <summary>A small indented writer for generated C#: lines, blocks and raw multi-line text.</summary>
internal sealed class SourceWriter
{
    private const string IndentUnit = "    ";
    private readonly StringBuilder _builder = new();
    private int _indent;

    public SourceWriter Line(string text = "")
    {
        if (text.Length > 0)
        {
            for (var i = 0; i < _indent; i++)
            {
                _builder.Append(IndentUnit);
            }

            _builder.Append(text);
        }

        _builder.Append('\n');
        return this;
    }

    /// <summary>Writes each line of a multi-line text at the current indentation.</summary>
    public SourceWriter Lines(string text)
    {
        foreach (var line in text.Replace("\r\n", "\n").TrimEnd('\n').Split('\n'))
        {
            Line(line);
        }

        return this;
    }

    /// <summary>Opens a brace block that the returned scope closes.</summary>
    public Scope Block(string header)
    {
        Line(header);
        return Block();
    }

    /// <summary>Opens a brace block after lines already written.</summary>
    public Scope Block()
    {
        Line("{");
        _indent++;
        return new Scope(this);
    }

    public void Indent() => _indent++;

    public void Outdent() => _indent = Math.Max(0, _indent - 1);

    public override string ToString() => _builder.ToString();

    public readonly struct Scope : IDisposable
    {
        private readonly SourceWriter _writer;

        public Scope(SourceWriter writer) => _writer = writer;

        public void Dispose()
        {
            _writer._indent--;
            _writer.Line("}");
        }
    }
}
