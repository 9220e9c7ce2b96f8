/// The expected cost, in seconds, of each unit of a sharded bench run: from the times a report
/// recorded, estimated from what it measured, or equal.
public enum ShardCosts {
  /// Seconds callgrind takes to start a point's process, whatever it counts (measured: 1.5-3 s).
  static let countingStartSeconds = 2.0
  /// Seconds callgrind takes per instruction it runs (about 50 times native speed).
  static let countingSecondsPerInstruction = 1.5e-8

  /// Each workload's cost (all its grid points) from `report`, and the words a partition records
  /// for it. A workload the report did not measure costs the median of those it did.
  /// A report that measured none of them balances nothing: grid points are used instead.
  public static func workloads(_ workloads: [Workload], from report: BenchReport, named: String)
    -> (costs: [(name: String, cost: Double)], balance: String)
  {
    let identifiers = workloads.map(\.identifier)
    let byWorkload = Dictionary(grouping: report.results, by: \.identifier)
      .mapValues { $0.reduce(0) { $0 + seconds(of: $1) } }
    let known = identifiers.compactMap { byWorkload[$0] }.sorted()
    guard !known.isEmpty else { return Self.workloads(workloads) }
    let fallback = known[known.count / 2]
    let timed = report.results.contains { $0.elapsedSeconds != nil }
    let source =
      timed ? "the point times of \(named)" : "costs estimated from the samples of \(named)"
    return (identifiers.map { ($0, byWorkload[$0] ?? fallback) }, "balanced by \(source)")
  }

  /// Each workload's cost as its number of grid points, when no report is given.
  public static func workloads(_ workloads: [Workload]) -> (
    costs: [(name: String, cost: Double)], balance: String
  ) {
    (
      workloads.map { ($0.identifier, Double(max($0.grid.count, 1))) },
      "balanced by grid points (no --balance-with report)"
    )
  }

  /// A point's seconds: its recorded times, or an estimate from its samples and counts.
  static func seconds(of point: PointResult) -> Double {
    if let elapsed = point.elapsedSeconds { return elapsed + (point.countingSeconds ?? 0) }
    let sampling = point.samples.reduce(0, +) * Double(point.iterationsPerSample) / 1e9
    guard let instructions = point.instructionsPerOperation else { return sampling }
    let operations = Double(point.instructionIterations ?? 0) + 1
    return sampling + countingStartSeconds
      + instructions * operations * countingSecondsPerInstruction
  }
}
