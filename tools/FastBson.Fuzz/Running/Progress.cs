using System;
using System.IO;
using System.IO.MemoryMappedFiles;
using FastBson.Fuzz.Judging;

namespace FastBson.Fuzz.Running;

/// <summary>
/// A worker's progress, in a small memory-mapped file its supervisor reads while it runs and after it dies: the input
/// it is on, and its counts by outcome. A write is a store to mapped memory, cheap enough to make for every input, and
/// survives the worker's process.
/// </summary>
internal sealed class Progress : IDisposable
{
    private const int Slots = 16;
    private const long NotStarted = -1;

    private readonly MemoryMappedFile _file;
    private readonly MemoryMappedViewAccessor _view;

    private Progress(MemoryMappedFile file)
    {
        _file = file;
        _view = file.CreateViewAccessor(0, Slots * sizeof(long));
    }

    /// <summary>Creates the file for a new worker, with no input started and no counts.</summary>
    public static Progress Create(string path)
    {
        using (var stream = new FileStream(path, FileMode.Create, FileAccess.ReadWrite))
        {
            stream.SetLength(Slots * sizeof(long));
        }

        var progress = Open(path);
        progress._view.Write(0, NotStarted);
        return progress;
    }

    /// <summary>Opens a worker's file, to write (the worker) or read (its supervisor).</summary>
    public static Progress Open(string path) =>
        new(MemoryMappedFile.CreateFromFile(path, FileMode.Open, mapName: null, Slots * sizeof(long), MemoryMappedFileAccess.ReadWrite));

    /// <summary>The index of the input the worker is on, or -1 before the first.</summary>
    public long Current => _view.ReadInt64(0);

    public void Start(long index) => _view.Write(0, index);

    public void Count(Outcome outcome) => _view.Write(Slot(outcome), _view.ReadInt64(Slot(outcome)) + 1);

    public long CountOf(Outcome outcome) => _view.ReadInt64(Slot(outcome));

    public void Dispose()
    {
        _view.Dispose();
        _file.Dispose();
    }

    private static long Slot(Outcome outcome) => (1 + (int)outcome) * sizeof(long);
}
