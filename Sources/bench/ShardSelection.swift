import ArgumentParser
import Harness

/// `--shard K/N` and `--balance-with REPORT`: which share of a job this process runs, and the
/// report whose times balance the shares.
struct ShardSelection: ParsableArguments {
  @Option(
    help:
      "Run only shard K of N (for example 2/4) of the job, split deterministically; 'bench merge' joins the shards' outputs."
  )
  var shard: String?

  @Option(
    name: .customLong("balance-with"),
    help:
      "An earlier output of the same job whose times balance the shards: a bench report (the baseline, for example), a conformance or a mutation report; without it, units count equally (a workload by its grid points)."
  )
  var balanceWith: String?

  func validate() throws {
    if let shard { _ = try Shard(parsing: shard) }
    if balanceWith != nil, shard == nil {
      throw ValidationError("--balance-with balances shards: give --shard K/N too")
    }
  }

  /// The shard asked for, if any.
  func parsedShard() throws(BenchError) -> Shard? {
    try shard.map { text throws(BenchError) in try Shard(parsing: text) }
  }

  /// `workloads` cut down to this shard's, with the record its report keeps; all of them and
  /// no record without `--shard`.
  func workloads(_ workloads: [Workload]) throws(BenchError) -> ([Workload], ShardRecord?) {
    guard let shard = try parsedShard() else { return (workloads, nil) }
    let (costs, balance) =
      try balanceWith.map { path throws(BenchError) in
        ShardCosts.workloads(
          workloads, from: try ReportFile.readReport(at: path, allowingShard: true), named: path)
      } ?? ShardCosts.workloads(workloads)
    let partition = ShardPartition(
      units: costs, count: shard.count, balance: balance,
      points: Dictionary(workloads.map { ($0.identifier, $0.grid.count) }) { a, _ in a })
    let own = try partition.requireUnits(of: shard)
    return (
      workloads.filter { own.contains($0.identifier) },
      ShardRecord(shard: shard, partition: partition)
    )
  }
}
