/// The runs of `bench experiment` and their rates: how often A/A comparisons raise false alarms,
/// and how often A/B comparisons detect a calibration workload made heavier on side B.
public struct ExperimentResult: Codable, Sendable {
  let runs: [ExperimentRun]
  let heavier: Double
  let launches: Int
  let date: String
  let machine: MachineDescription

  /// The result of `runs`, whose B sides made the calibration workload `heavier` (a fraction),
  /// with `launches` launches per side, ended at `date` on `machine`.
  public init(
    runs: [ExperimentRun], heavier: Double, launches: Int, date: String, machine: MachineDescription
  ) {
    self.runs = runs
    self.heavier = heavier
    self.launches = launches
    self.date = date
    self.machine = machine
  }

  /// The false alarms over the runs of `kind` (`A/A` or `A/B`).
  func rate(of kind: String) -> (flagged: Int, total: Int) {
    runs.filter { $0.kind == kind }.map(\.falseAlarms).reduce((0, 0)) {
      ($0.0 + $1.flagged, $0.1 + $1.total)
    }
  }

  /// The A/B runs that found the calibration workload slower.
  var detections: (detected: Int, total: Int) {
    let ab = runs.filter { $0.kind == "A/B" }
    return (ab.filter { $0.calibration?.verdict == .slower }.count, ab.count)
  }
}

/// One comparison of the experiment.
public struct ExperimentRun: Codable, Sendable {
  let kind: String
  let comparison: ReportComparison

  /// The comparison of one run of `kind` (`A/A` or `A/B`).
  public init(kind: String, comparison: ReportComparison) {
    self.kind = kind
    self.comparison = comparison
  }

  /// The row of the calibration workload.
  var calibration: ComparisonRow? {
    comparison.rows.first { $0.workload == "Calibration.Spin" }
  }

  /// Rows flagged faster or slower that should not be: every row of an A/A run, the
  /// non-calibration rows of an A/B run.
  var falseAlarms: (flagged: Int, total: Int) {
    let unaffected = comparison.rows.filter { kind == "A/A" || $0.workload != "Calibration.Spin" }
    return (
      unaffected.filter { $0.verdict == .slower || $0.verdict == .faster }.count, unaffected.count
    )
  }
}
