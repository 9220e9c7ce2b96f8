import Foundation

/// Two bench reports compared point by point: timings with a Mann–Whitney test and a noise
/// threshold, allocations and instructions exactly (within a small tolerance).
public struct ReportComparison: Codable, Sendable {
  /// What the comparison concludes overall, in order of precedence.
  public enum Outcome: String, Codable, Sendable {
    case regression, inconclusive, improvement, pass

    /// The exit code `compare` and `check` end with.
    public var exitCode: BenchError.ExitCode {
      switch self {
      case .regression: .failure
      case .inconclusive: .inconclusive
      case .improvement: .improvement
      case .pass: .success
      }
    }
  }

  /// One row per point measured in both reports.
  public var rows: [ComparisonRow]
  /// The options the comparison was made with.
  public var options: ComparisonOptions
  /// Points measured in only one of the reports.
  public var unmatched: [String]
  /// What a gate could not check, one line each (a point and why); any makes the outcome
  /// inconclusive unless a regression was found.
  public var unchecked: [String]
  /// Why the two reports cannot be compared at all (other Swift versions), if they cannot.
  public var incomparable: String?
  /// Points left out of a gate, one line each with the reason: over their time budget in both
  /// reports (too few samples and no instruction count), or counts that vary from run to run.
  public var excluded: [String] = []

  /// Compares every point `base` and `new` share.
  public init(base: BenchReport, new: BenchReport, options: ComparisonOptions = ComparisonOptions())
  {
    let baseByKey = Dictionary(
      base.results.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let newByKey = Dictionary(
      new.results.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    self.rows = new.results.compactMap { point in
      baseByKey[point.key].flatMap { base in
        base.overBudget == nil && point.overBudget == nil
          ? ComparisonRow(base: base, new: point, options: options) : nil
      }
    }
    self.excluded = ComparisonCoverage.excludedPoints(
      base: baseByKey, new: newByKey, options: options)
    self.options = options
    self.unmatched = (Set(baseByKey.keys).symmetricDifference(newByKey.keys)).sorted()
    self.incomparable = ComparisonCoverage.incomparability(
      base: base, new: new, gates: options.gates)
    self.unchecked = ComparisonCoverage.uncheckedPoints(
      base: baseByKey, new: newByKey, options: options)
  }

  /// One line per gated regression: the point and what grew, by how much, against which threshold.
  public func regressionLines() -> [String] {
    rows.filter { $0.isRegression(gates: options.gates) }.map { row in
      var parts: [String] = []
      if options.gates.contains(.instructions), row.instructionChange == .more,
        let base = row.baseInstructions, let new = row.newInstructions
      {
        parts.append(
          String(
            format: "instructions/op %.1f → %.1f (%+.2f%%, threshold %.1f%%)", base, new,
            (new / base - 1) * 100, row.instructionThreshold * 100))
        if !row.grownFunctions.isEmpty {
          parts.append("grew most: " + row.grownFunctions.joined(separator: ", "))
        }
      }
      if options.gates.contains(.allocations), row.allocationChange == .more,
        let base = row.baseAllocations, let new = row.newAllocations
      {
        parts.append(String(format: "allocations/op %.2f → %.2f", base, new))
      }
      if options.gates.contains(.timings), row.verdict == .slower, let ratio = row.ratio {
        parts.append(
          String(format: "time ×%.3f (threshold %.0f%%)", ratio.ratio, row.threshold * 100))
      }
      return "\(row.identifier) \(row.sizes): " + parts.joined(separator: "; ")
    }
  }

  /// The outcome in one line, naming what decided it: the regressed points, or what could not be
  /// checked.
  public var conclusion: String {
    switch outcome {
    case .regression:
      let names = Set(
        rows.filter { $0.isRegression(gates: options.gates) }.map {
          "\($0.identifier) \($0.sizes)\($0.regressionSummary(gates: options.gates))"
        })
      return "regression in \(names.sorted().joined(separator: ", "))"
    case .inconclusive:
      if let incomparable { return "inconclusive: \(incomparable)" }
      if let first = unchecked.first {
        return "inconclusive: \(unchecked.count) not checked, first \(first)"
      }
      return rows.isEmpty
        ? "inconclusive: no point measured in both reports"
        : "inconclusive: timings undecided (too few samples)"
    case .improvement, .pass:
      return outcome.rawValue
    }
  }

  /// The overall conclusion: reports that cannot be compared are inconclusive; else any gated
  /// regression, else anything unchecked or undecided, else any improvement.
  public var outcome: Outcome {
    let gates = options.gates
    if incomparable != nil { return .inconclusive }
    if rows.contains(where: { $0.isRegression(gates: gates) }) { return .regression }
    if rows.isEmpty || !unchecked.isEmpty || rows.contains(where: { !$0.isDecided(gates: gates) }) {
      return .inconclusive
    }
    if rows.contains(where: { $0.isImprovement(gates: gates) }) { return .improvement }
    return .pass
  }
}

/// One point of a comparison.
public struct ComparisonRow: Codable, Sendable {
  /// `Subject.Operation` of the point.
  public var workload: String
  /// The workload scenario of the point.
  public var scenario: String
  /// The sizes of the point.
  public var sizes: Sizes
  /// The baseline median, nanoseconds per operation.
  public var baseMedian: Double?
  /// The new median, nanoseconds per operation.
  public var newMedian: Double?
  /// NEW/BASE with its 95% confidence interval.
  public var ratio: RatioInterval?
  /// The two-sided Mann–Whitney p-value of the samples.
  public var pValue: Double?
  /// The relative noise threshold applied to this workload.
  public var threshold: Double
  /// The timing verdict.
  public var verdict: Verdict
  /// Allocations per operation in the baseline: the hooked pass's, or where that varies from
  /// run to run, the serial counted run's (``PointResult/gatedAllocations(_:_:)``).
  public var baseAllocations: Double?
  /// Allocations per operation in the new report, of the same kind.
  public var newAllocations: Double?
  /// `more`, `fewer` or `same` allocations per operation; `nil` when not counted on both sides.
  public var allocationChange: Change?
  /// Instructions per operation in the baseline.
  public var baseInstructions: Double?
  /// Instructions per operation in the new report.
  public var newInstructions: Double?
  /// `more`, `fewer` or `same` instructions per operation; `nil` when not counted on both sides.
  public var instructionChange: Change?
  /// The relative change in instructions per operation beyond which it counts.
  public var instructionThreshold: Double
  /// The functions whose own instructions per operation grew most, with how much (`name +N`),
  /// where both sides kept a profile.
  public var grownFunctions: [String]

  /// The direction of an exact (tolerance-bounded) count comparison.
  public enum Change: String, Codable, Sendable {
    case more, fewer, same
  }

  init(base: PointResult, new: PointResult, options: ComparisonOptions) {
    workload = new.workload
    scenario = new.scenario
    sizes = new.sizes
    baseMedian = base.summary?.median
    newMedian = new.summary?.median
    threshold = options.threshold(for: new.identifier)
    (ratio, pValue, verdict) = Self.timing(
      base: base.samples, new: new.samples, options: options, threshold: threshold)
    (baseAllocations, newAllocations) = PointResult.gatedAllocations(base, new)
    baseInstructions = base.instructionsPerOperation
    newInstructions = new.instructionsPerOperation
    instructionThreshold = options.instructionThreshold(for: new.identifier, sizes: new.sizes)
    // Serial counts move with the binary's layout exactly where instructions do, so they get
    // the point's calibrated instruction threshold; the hooked pass's are exact.
    let exact = PointResult.allocationsAreExact(base, new)
    let relative = exact ? 0.001 : instructionThreshold
    let gatesCounts =
      options.countInstability(of: new.identifier, sizes: new.sizes) == nil
      && PointResult.countsAreComparable(base, new)
    allocationChange =
      exact || gatesCounts
      ? Self.change(baseAllocations, newAllocations) { base, _ in
        options.allocationTolerance + base * relative
      } : nil
    instructionChange =
      gatesCounts
      ? Self.change(base.instructionsPerOperation, new.instructionsPerOperation) {
        [instructionThreshold] base, _ in
        base * instructionThreshold
      } : nil
    grownFunctions = Self.grownFunctions(base: base.profile, new: new.profile)
  }

  /// `Subject.Operation/scenario`, as in filters.
  public var identifier: String {
    "\(workload)/\(scenario)"
  }

  /// Slower, or more allocations or instructions per operation, in the gated measurements.
  public func isRegression(gates: Set<Gate>) -> Bool {
    (gates.contains(.timings) && verdict == .slower)
      || (gates.contains(.allocations) && allocationChange == .more)
      || (gates.contains(.instructions) && instructionChange == .more)
  }

  /// What grew beyond its threshold, in parentheses: `(instructions +6.80% > 1.0%)`.
  func regressionSummary(gates: Set<Gate>) -> String {
    var parts: [String] = []
    if gates.contains(.instructions), instructionChange == .more, let base = baseInstructions,
      let new = newInstructions
    {
      parts.append(
        String(
          format: "instructions %+.2f%% > %.1f%%", (new / base - 1) * 100,
          instructionThreshold * 100))
    }
    if gates.contains(.allocations), allocationChange == .more, let base = baseAllocations,
      let new = newAllocations
    {
      parts.append(String(format: "allocations %.2f → %.2f", base, new))
    }
    if gates.contains(.timings), verdict == .slower, let ratio {
      parts.append(String(format: "time ×%.3f > %.0f%%", ratio.ratio, threshold * 100))
    }
    return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
  }

  /// Faster, or fewer allocations or instructions, and no regression.
  public func isImprovement(gates: Set<Gate>) -> Bool {
    !isRegression(gates: gates)
      && ((gates.contains(.timings) && verdict == .faster)
        || (gates.contains(.allocations) && allocationChange == .fewer)
        || (gates.contains(.instructions) && instructionChange == .fewer))
  }

  /// Whether the gated timing could be judged at this point (missing counts are judged by
  /// ``ComparisonCoverage``).
  public func isDecided(gates: Set<Gate>) -> Bool {
    !gates.contains(.timings) || verdict != .unknown
  }

  private static func timing(
    base: [Double], new: [Double], options: ComparisonOptions, threshold: Double
  ) -> (RatioInterval?, Double?, Verdict) {
    guard !base.isEmpty, !new.isEmpty else { return (nil, nil, .unknown) }
    let test = MannWhitney(new, base)
    let ratio = RatioInterval(base: base, new: new)
    let verdict = Verdict.decide(
      ratio: ratio.ratio, pValue: test.pValue,
      smallestPossiblePValue: MannWhitney.smallestPossiblePValue(n: new.count, m: base.count),
      alpha: options.alpha, threshold: threshold
    )
    return (ratio, test.pValue, verdict)
  }

  private static func grownFunctions(base: FunctionProfile?, new: FunctionProfile?) -> [String] {
    guard let base, let new else { return [] }
    return new.growth(from: base).map { "\($0.function) +\(Int($0.instructions.rounded()))" }
  }

  private static func change(
    _ base: Double?, _ new: Double?, tolerance: (Double, Double) -> Double
  ) -> Change? {
    guard let base, let new else { return nil }
    let allowed = tolerance(base, new)
    if new > base + allowed { return .more }
    if new < base - allowed { return .fewer }
    return .same
  }
}

extension PointResult {
  /// The allocation counts a comparison gates, baseline first: the hooked pass's where both are
  /// exact; else the serial counted run's, which repeat exactly, or `nil` where a side lacks them.
  static func gatedAllocations(_ base: PointResult, _ new: PointResult) -> (Double?, Double?) {
    allocationsAreExact(base, new)
      ? (base.allocationsPerOperation, new.allocationsPerOperation)
      : (base.countedAllocationsPerOperation, new.countedAllocationsPerOperation)
  }

  /// Whether the hooked pass's allocation counts repeat on both sides, so that they are the
  /// ones gated.
  static func allocationsAreExact(_ base: PointResult, _ new: PointResult) -> Bool {
    base.allocationsAreExact != false && new.allocationsAreExact != false
  }

  /// Whether the two counts of a point measure the same work: always where an operation's work
  /// is its own, but where effects finish later (allocations not exact), only over the same
  /// number of operations, since the share of the effects' work a count sees depends on it.
  static func countsAreComparable(_ base: PointResult, _ new: PointResult) -> Bool {
    allocationsAreExact(base, new) || base.instructionIterations == nil
      || new.instructionIterations == nil
      || base.instructionIterations == new.instructionIterations
  }

  /// Identifies a point across reports: workload, scenario and sizes.
  var key: String {
    "\(workload)/\(scenario) \(sizes)"
  }
}
