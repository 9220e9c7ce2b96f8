import Conformance
import Foundation
import Harness

/// The conformance cases of one shard: each case is a unit, balanced by the durations of an
/// earlier conformance report, or counted as equal without one.
enum ConformanceSharding {
  /// The cases shard `shard` runs, in suite order, and its record; every case without a shard.
  static func cases(_ all: [ConformanceCase], shard: Shard?, balanceWith: String?)
    throws(BenchError) -> ([ConformanceCase], ShardRecord?)
  {
    guard let shard else { return (all, nil) }
    let names = ConformanceMatrix.unitNames(all.map { ($0.ruleID, $0.title) })
    let (durations, balance) = try Self.durations(balanceWith)
    let partition = ShardPartition(
      units: ShardCosts.units(names, costs: durations), count: shard.count, balance: balance)
    let own = try partition.requireUnits(of: shard)
    let cases = zip(names, all).filter { own.contains($0.0) }.map(\.1)
    return (cases, ShardRecord(shard: shard, partition: partition))
  }

  /// Each case's duration in the conformance report at `path`; none without a path.
  private static func durations(_ path: String?) throws(BenchError) -> ([String: Double], String) {
    guard let path else { return ([:], "balanced by case count (no --balance-with report)") }
    let matrix = try ReportFile.readConformanceReport(at: path)
    let names = ConformanceMatrix.unitNames(matrix.rows.map { ($0.ruleID, $0.title) })
    return (
      Dictionary(zip(names, matrix.rows.map(\.durationSeconds)), uniquingKeysWith: { a, _ in a }),
      "balanced by the case durations of \(path)"
    )
  }
}
