import Foundation

/// The measurements behind a `SensitivityStudy`: instruction counts and `ab` launches of one
/// build whose reducer runs do `COMPOSABLE_RUNTIME_SLOWDOWN_UNITS` units of extra work.
@MainActor
public struct SlowdownExperiment {
  /// The environment variable the slowdown build reads its units from.
  public nonisolated static let unitsVariable = "COMPOSABLE_RUNTIME_SLOWDOWN_UNITS"
  /// The units of the run that measures what one unit costs at each point.
  static let probeUnits = 200

  let workloads: [Workload]
  let timed: BenchReport
  let counter: InstructionCounter
  let options: ComparisonOptions
  let repeats: Int

  /// An experiment on `workloads`, whose quick timed run `timed` sizes the instruction counts.
  public init(
    workloads: [Workload], timed: BenchReport, counter: InstructionCounter,
    options: ComparisonOptions, repeats: Int
  ) {
    self.workloads = workloads
    self.timed = timed
    self.counter = counter
    self.options = options
    self.repeats = repeats
  }

  /// Rows for A/A and for every level, from instruction counts alone (no `ab` trials yet).
  public func instructionRows(levels: [Double]) throws(BenchError) -> [SensitivityStudy.Row] {
    let base = try count(units: 0, reference: nil)
    var rows = try trials(units: [:], level: nil, base: base)
    let probe = try count(units: Self.probeUnits, reference: base)
    for level in levels {
      rows += try trials(
        units: units(for: level, base: base, probe: probe), level: level, base: base)
    }
    return rows
  }

  /// `rows` with their `ab` trials: per workload and level, `repeats` alternating comparisons
  /// of the binary without and with the extra work.
  public func withABTrials(
    _ rows: [SensitivityStudy.Row], launches: Int, executable: String
  ) throws(BenchError) -> [SensitivityStudy.Row] {
    var rows = rows
    let groups = Dictionary(grouping: rows.indices) {
      "\(rows[$0].identifier)|\(rows[$0].level ?? 0)"
    }
    for indices in groups.values.sorted(by: { $0[0] < $1[0] }) {
      let first = rows[indices[0]]
      for trial in 0..<repeats {
        FileHandle.standardError.write(
          Data(
            "ab \(first.identifier) \(first.level.map { "\($0)" } ?? "A/A") #\(trial + 1)\n".utf8))
        let comparison = try abComparison(
          identifier: first.identifier, units: first.units, launches: launches,
          executable: executable)
        for index in indices {
          let row = comparison.rows.first { $0.sizes == rows[index].sizes }
          rows[index].abTrials += 1
          if Self.flagged(row?.verdict, level: rows[index].level) { rows[index].abFlags += 1 }
        }
      }
    }
    return rows
  }

  private func abComparison(identifier: String, units: Int, launches: Int, executable: String)
    throws(BenchError) -> ReportComparison
  {
    let pattern = "^" + NSRegularExpression.escapedPattern(for: identifier) + "$"
    let arguments = ["run", "--quick", "--filter", pattern]
    let work = ".build-ab/sensitivity/\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: work) }
    let (a, b) = try AlternatingLaunches.run(
      BenchLaunch(
        label: "A", executable: executable, arguments: arguments,
        environment: [Self.unitsVariable: "0"]),
      BenchLaunch(
        label: "B", executable: executable, arguments: arguments,
        environment: [Self.unitsVariable: String(units)]),
      count: launches, workDirectory: work, progress: Progress(enabled: false)
    )
    var timing = options
    timing.gates = [.timings]
    return ReportComparison(base: a, new: b, options: timing)
  }

  /// An A/A row is flagged by any verdict but "unchanged"; a slowed row by "slower".
  nonisolated static func flagged(_ verdict: Verdict?, level: Double?) -> Bool {
    level == nil ? verdict != .unchanged : verdict == .slower
  }

  private func trials(units: [String: Int], level: Double?, base: BenchReport) throws(BenchError)
    -> [SensitivityStudy.Row]
  {
    let slowed = base.results.filter { point in
      point.instructionsPerOperation != nil && (level == nil || units[point.identifier] != nil)
    }
    var rows = slowed.map { point in
      SensitivityStudy.Row(
        identifier: point.identifier, sizes: point.sizes, level: level,
        units: units[point.identifier] ?? 0,
        injected: nil, instructionFlags: 0, instructionTrials: 0, abFlags: 0, abTrials: 0
      )
    }
    var gate = options
    gate.gates = [.instructions]
    for _ in 0..<repeats {
      let counted = try count(units: units, reference: base)
      let comparison = ReportComparison(base: base, new: counted, options: gate)
      for index in rows.indices {
        guard
          let row = comparison.rows.first(where: {
            $0.identifier == rows[index].identifier && $0.sizes == rows[index].sizes
          }),
          let before = row.baseInstructions, let after = row.newInstructions
        else { continue }
        rows[index].injected = after / before - 1
        rows[index].instructionTrials += 1
        if level == nil ? row.instructionChange != .same : row.instructionChange == .more {
          rows[index].instructionFlags += 1
        }
      }
    }
    return rows
  }

  /// Per workload, the fewest units that add at least `level` of every point's instructions (a
  /// workload's points share one launch, hence one setting); workloads the extra work does not
  /// reach (baselines that call a reducer directly) are left out.
  private func units(for level: Double, base: BenchReport, probe: BenchReport) -> [String: Int] {
    var units: [String: Int] = [:]
    for point in base.results {
      guard let before = point.instructionsPerOperation,
        let after = probe.results.first(where: { $0.key == point.key })?.instructionsPerOperation,
        after > before
      else { continue }
      let perUnit = (after - before) / Double(Self.probeUnits)
      let needed = max(1, Int((level * before / perUnit).rounded(.up)))
      units[point.identifier] = max(units[point.identifier] ?? 0, needed)
    }
    return units
  }

  private func count(units: Int, reference: BenchReport?) throws(BenchError) -> BenchReport {
    try count(
      units: Dictionary(uniqueKeysWithValues: workloads.map { ($0.identifier, units) }),
      reference: reference)
  }

  /// Instruction counts of every point, each workload with its own units of extra work.
  private func count(units: [String: Int], reference: BenchReport?) throws(BenchError)
    -> BenchReport
  {
    var merged = timed
    for workload in workloads {
      var report = timed
      report.results = timed.results.filter { $0.identifier == workload.identifier }
      let slowed = counter.adding(environment: [
        Self.unitsVariable: String(units[workload.identifier] ?? 0)
      ])
      try MeasurementSession.countInstructions(
        in: &report, workloads: [workload], counter: slowed, reference: reference,
        progress: Progress(enabled: false)
      )
      for point in report.results {
        if let index = merged.results.firstIndex(where: { $0.key == point.key }) {
          merged.results[index] = point
        }
      }
    }
    return merged
  }
}
