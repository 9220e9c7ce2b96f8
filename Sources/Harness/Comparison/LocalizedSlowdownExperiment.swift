import Foundation

/// The measurements behind a ``LocalizedSlowdownStudy``: instruction and allocation counts of
/// one slowdown build, without extra work and with it at one site at a time.
@MainActor
public struct LocalizedSlowdownExperiment {
  /// A place in the runtime to slow down, and the workloads that exercise it.
  public struct Site: Sendable {
    /// The site's name in `COMPOSABLE_RUNTIME_SLOWDOWN_SITE`; nil for extra allocations per effect.
    public var name: String?
    /// The site for a reader: "the stack reducer".
    public var description: String
    /// A regular expression matching the whole names (`Subject.Operation/scenario`) of the
    /// workloads that exercise it.
    public var workloads: String

    public init(name: String?, description: String, workloads: String) {
      self.name = name
      self.description = description
      self.workloads = workloads
    }
  }

  nonisolated static let siteVariable = "COMPOSABLE_RUNTIME_SLOWDOWN_SITE"
  nonisolated static let allocationsVariable = "COMPOSABLE_RUNTIME_SLOWDOWN_ALLOCATIONS"
  /// The units of the count that measures what one unit costs at each point.
  static let probeUnits = 200

  let workloads: [Workload]
  let timed: BenchReport
  let counter: InstructionCounter
  let options: ComparisonOptions

  /// An experiment on `workloads`, whose quick timed run `timed` sizes the counts, gated with
  /// `options`' thresholds.
  public init(
    workloads: [Workload], timed: BenchReport, counter: InstructionCounter,
    options: ComparisonOptions
  ) {
    self.workloads = workloads
    self.timed = timed
    self.counter = counter
    var gated = options
    gated.gates = [.instructions, .allocations]
    self.options = gated
  }

  /// A row per site: `level` of extra instructions at a named site, or one extra allocation per
  /// effect where the site has no name.
  public func rows(sites: [Site], level: Double) throws(BenchError) -> [LocalizedSlowdownStudy.Row]
  {
    let base = try count(
      workloads, environment: Self.environment(site: nil, units: 0, allocations: 0))
    var rows: [LocalizedSlowdownStudy.Row] = []
    for site in sites {
      rows.append(try row(for: site, level: level, base: base))
    }
    return rows
  }

  private func row(for site: Site, level: Double, base: BenchReport) throws(BenchError)
    -> LocalizedSlowdownStudy.Row
  {
    let exercised = try self.exercising(site)
    guard let name = site.name else {
      let slowed = try count(
        exercised, environment: Self.environment(site: nil, units: 0, allocations: 1))
      return outcome(
        site, injection: "+1 allocation per effect", units: 1, base: base, slowed: slowed,
        aim: Self.allocationAim)
    }
    // Two counts with the site chosen, at `probeUnits` and twice that: their difference is what a
    // unit costs, and the line through them gives what reaching the site costs (a count at 0
    // units would not enter the loop, so it does not lie on that line).
    let reached = try count(
      exercised, environment: Self.environment(site: name, units: Self.probeUnits, allocations: 0))
    let probe = try count(
      exercised,
      environment: Self.environment(site: name, units: 2 * Self.probeUnits, allocations: 0))
    let injection = String(format: "+%g%% in %@", level * 100, site.description)
    guard let aim = Self.instructionAim(base: base, reached: reached, probe: probe) else {
      // Nothing to size against: the row says so instead of claiming a catch.
      return LocalizedSlowdownStudy.Row(
        site: name, injection: injection + " (added no instructions: not reached)", units: 0,
        aimedAt: "-", injected: 0, flagged: [], caught: false
      )
    }
    let units = max(1, Int(((level * aim.before - aim.reaching) / aim.perUnit).rounded(.up)))
    let slowed = try count(
      exercised, environment: Self.environment(site: name, units: units, allocations: 0))
    return outcome(
      site, injection: injection, units: units, base: base, slowed: slowed,
      aim: Self.instructionChange)
  }

  /// The workloads `site` names; an error when it names none.
  private func exercising(_ site: Site) throws(BenchError) -> [Workload] {
    let pattern: NSRegularExpression
    do { pattern = try NSRegularExpression(pattern: "^(?:\(site.workloads))$") } catch {
      throw BenchError(
        .usage,
        "the workloads of site '\(site.description)' are not a regular expression: \(site.workloads)"
      )
    }
    let matching = workloads.filter {
      pattern.firstMatch(
        in: $0.identifier, range: NSRange($0.identifier.startIndex..., in: $0.identifier)) != nil
    }
    guard !matching.isEmpty else {
      throw BenchError(.usage, "no workload matches '\(site.workloads)' for \(site.description)")
    }
    return matching
  }

  /// The row for `slowed` against `base`: the points the gate flags, and the aimed-at point,
  /// the one whose change by `aim` is largest.
  private func outcome(
    _ site: Site, injection: String, units: Int, base: BenchReport, slowed: BenchReport,
    aim: (ComparisonRow) -> Double?
  ) -> LocalizedSlowdownStudy.Row {
    var matched = base
    let keys = Set(slowed.results.map(\.key))
    matched.results = base.results.filter { keys.contains($0.key) }
    let comparison = ReportComparison(base: matched, new: slowed, options: options)
    let aimed = comparison.rows.max { (aim($0) ?? -.infinity) < (aim($1) ?? -.infinity) }
    let flagged = comparison.rows.filter { $0.isRegression(gates: options.gates) }
    return LocalizedSlowdownStudy.Row(
      site: site.name ?? "allocations", injection: injection, units: units,
      aimedAt: aimed.map { "\($0.identifier) \($0.sizes)" } ?? "-",
      injected: aimed.flatMap(aim) ?? 0,
      flagged: flagged.map {
        "\($0.identifier) \($0.sizes)\($0.regressionSummary(gates: options.gates))"
      },
      caught: aimed?.isRegression(gates: options.gates) ?? false
    )
  }

  /// Per point, what reaching the site costs and what one unit more costs, from counts at
  /// `probeUnits` (`reached`) and twice that (`probe`); the point where a unit adds most relative
  /// to its count.
  private static func instructionAim(
    base: BenchReport, reached: BenchReport, probe: BenchReport
  ) -> (before: Double, reaching: Double, perUnit: Double)? {
    let before = instructions(base)
    let atFirst = instructions(reached)
    let costs = probe.results.compactMap {
      point -> (before: Double, reaching: Double, perUnit: Double)? in
      guard let start = before[point.key], let first = atFirst[point.key],
        let second = point.instructionsPerOperation, second > first
      else { return nil }
      let perUnit = (second - first) / Double(probeUnits)
      return (start, first - Double(probeUnits) * perUnit - start, perUnit)
    }
    return costs.max { $0.perUnit / $0.before < $1.perUnit / $1.before }
  }

  private static func instructions(_ report: BenchReport) -> [String: Double] {
    Dictionary(
      report.results.compactMap { point in point.instructionsPerOperation.map { (point.key, $0) } },
      uniquingKeysWith: { first, _ in first })
  }

  private static func instructionChange(_ row: ComparisonRow) -> Double? {
    guard let base = row.baseInstructions, let new = row.newInstructions, base > 0 else {
      return nil
    }
    return new / base - 1
  }

  private static func allocationAim(_ row: ComparisonRow) -> Double? {
    guard let base = row.baseAllocations, let new = row.newAllocations, base > 0 else { return nil }
    return new / base - 1
  }

  /// The slowdown variables, every value padded to one width: the environment sits at the top of
  /// the counted process's stack, so values of other lengths would move every stack address and
  /// with them counts that hash addresses (0.18% at `Navigation.Present`, more than the site's
  /// own extra work there).
  nonisolated static func environment(site: String?, units: Int, allocations: Int) -> [String:
    String]
  {
    [
      siteVariable: (site ?? "").padding(toLength: 24, withPad: " ", startingAt: 0),
      SlowdownExperiment.unitsVariable: String(format: "%09d", units),
      allocationsVariable: String(format: "%03d", allocations),
    ]
  }

  /// Instruction and serial allocation counts of every point of `workloads`, with `environment`
  /// added to the counted processes'.
  private func count(_ workloads: [Workload], environment: [String: String]) throws(BenchError)
    -> BenchReport
  {
    let identifiers = Set(workloads.map(\.identifier))
    var report = timed
    report.results = timed.results.filter { identifiers.contains($0.identifier) }
    try MeasurementSession.countInstructions(
      in: &report, workloads: workloads, counter: counter.adding(environment: environment),
      progress: Progress(enabled: true)
    )
    return report
  }
}
