namespace FastBson.Benchmarks;

/// <summary>
/// Benchmark categories. Each workload class also carries its own category, and the configs group baselines by
/// category, so every workload gets its own baseline (Ratio 1.00) even in one joined summary table.
/// </summary>
internal static class Categories
{
    public const string Deserialize = "Deserialize";
    public const string Serialize = "Serialize";
    public const string Batch = "Batch";
    public const string Market = "Market";
    public const string Wide = "Wide";
    public const string Tree = "Tree";
    public const string Order = "Order";
    public const string RichBatch = "RichBatch";
    public const string AllTypes = "AllTypes";
    public const string Custom = "Custom";
    public const string Cursor = "Cursor";
    public const string Records = "Records";
    public const string CreatorRecords = "CreatorRecords";
    public const string Polymorphic = "Polymorphic";
    public const string Interface = "Interface";
    public const string Objects = "Objects";
}
