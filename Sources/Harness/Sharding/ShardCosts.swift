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
    guard identifiers.contains(where: { byWorkload[$0] != nil }) else {
      return Self.workloads(workloads)
    }
    let timed = report.results.contains { $0.elapsedSeconds != nil }
    let source =
      timed ? "the point times of \(named)" : "costs estimated from the samples of \(named)"
    return (units(identifiers, costs: byWorkload), "balanced by \(source)")
  }

  /// `names` in order, each with its cost in `costs`; a unit `costs` lacks costs the median of
  /// those of `names` it has (1 when it has none), so an unknown unit counts as a typical one.
  public static func units(_ names: [String], costs: [String: Double]) -> [(
    name: String, cost: Double
  )] {
    let known = names.compactMap { costs[$0] }.sorted()
    let typical = known.isEmpty ? 1 : known[known.count / 2]
    return names.map { ($0, costs[$0] ?? typical) }
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
