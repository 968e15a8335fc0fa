#!/usr/bin/env bash
# Runs the quick benchmark on .NET 8, 9 and 10. The machine needs only the .NET 10 SDK: the .NET 8 and 9
# runtimes come from NuGet's runtime packs, as self-contained builds of the benchmark app. Arguments choose workloads
# as quick mode's do (`quick-all-runtimes.sh Trade`: the workloads whose class name holds one of the words; a word
# that is a whole class name, such as SerializeAllBsonTypes, chooses that workload alone).
set -euo pipefail
cd "$(dirname "$0")/.."
project=benchmarks/FastBson.Benchmarks/FastBson.Benchmarks.csproj
out=benchmarks/FastBson.Benchmarks/bin/self-contained
rid=$(dotnet --info | awk '/ RID:/ {print $2; exit}')

for tfm in net8.0 net9.0; do
  dotnet publish "$project" -c Release -f "$tfm" -r "$rid" --self-contained -o "$out/$tfm" -v quiet -nologo
  (cd "$out/$tfm" && ./FastBson.Benchmarks quick "$@")
done
dotnet run -c Release --project "$project" -f net10.0 -- quick "$@"
