/// What a comparison's gates could not check: a gate that could not look at a point never lets
/// it pass.
enum ComparisonCoverage {
  /// Why `base` and `new` cannot be compared on `gates` at all, if they cannot: counts and
  /// timings of different Swift versions measure different code.
  static func incomparability(base: BenchReport, new: BenchReport, gates: Set<Gate>) -> String? {
    guard base.machine.swiftVersion != new.machine.swiftVersion,
      !gates.isDisjoint(with: [.timings, .allocations, .instructions])
    else { return nil }
    return
      "the baseline is for \(base.machine.swiftVersion), this report for \(new.machine.swiftVersion): nothing is comparable; regenerate the baseline with this toolchain"
  }

  /// One line per gated point missing from a side, skipped on one side only, or lacking a gated
  /// measurement on either side, sorted.
  static func uncheckedPoints(
    base: [String: PointResult], new: [String: PointResult], options: ComparisonOptions
  ) -> [String] {
    guard !options.gates.isDisjoint(with: [.timings, .allocations, .instructions]) else {
      return []
    }
    var lines: [String] = []
    for key in Set(base.keys).union(new.keys).sorted() {
      guard let base = base[key] else {
        lines.append("\(key): measured only in this report, not in the baseline")
        continue
      }
      guard let new = new[key] else {
        lines.append("\(key): in the baseline, not measured in this report")
        continue
      }
      lines += gaps(base: base, new: new, options: options).map { "\(key): \($0)" }
    }
    return lines
  }

  /// One line per point left out of a gate alike on both sides, named so that nobody mistakes it
  /// for a checked point: over its time budget in both reports, or with counts that vary from
  /// run to run of one build (``ComparisonOptions/unstableCounts``).
  static func excludedPoints(
    base: [String: PointResult], new: [String: PointResult], options: ComparisonOptions
  ) -> [String] {
    new.keys.sorted().compactMap { key in
      guard let point = new[key], let other = base[key] else { return nil }
      if let reason = point.overBudget, other.overBudget != nil {
        return "\(key): not gated, over the point budget (\(reason))"
      }
      guard gatesCounts(point, other, options.gates),
        let reason = options.countInstability(of: point.identifier, sizes: point.sizes)
      else {
        return nil
      }
      return "\(key): counts not gated, \(reason)"
    }
  }

  /// Whether `gates` look at the point's callgrind counts: its instructions, or its serial
  /// allocations where the hooked pass's vary.
  private static func gatesCounts(_ base: PointResult, _ new: PointResult, _ gates: Set<Gate>)
    -> Bool
  {
    gates.contains(.instructions)
      || (gates.contains(.allocations) && !PointResult.allocationsAreExact(base, new))
  }

  /// What is missing at a point both reports have: nothing when both skipped it alike, or both
  /// ran over the point budget, and no count whose counts are not gated (see
  /// ``excludedPoints(base:new:options:)``).
  private static func gaps(base: PointResult, new: PointResult, options: ComparisonOptions)
    -> [String]
  {
    if let shortfall = oneSided(base.skipped, new.skipped, "skipped") { return shortfall }
    if let shortfall = oneSided(base.overBudget, new.overBudget, "over the point budget") {
      return shortfall
    }
    let gates = options.gates
    let countsGated = options.countInstability(of: new.identifier, sizes: new.sizes) == nil
    let exact = PointResult.allocationsAreExact(base, new)
    var gaps: [String] = []
    if countsGated, gatesCounts(base, new, gates), !PointResult.countsAreComparable(base, new) {
      gaps.append(
        "counted over \(base.instructionIterations ?? 0) operations in the baseline and \(new.instructionIterations ?? 0) in this report, "
          + "and its effects' work per operation depends on how many: count both over the same operations "
          + "(bench check, or bench run --instructions --compare-with the baseline)"
      )
    }
    if gates.contains(.instructions), countsGated {
      gaps += missing(
        "instruction count", base.instructionsPerOperation, new.instructionsPerOperation)
    }
    if gates.contains(.allocations), exact || countsGated {
      let (baseCount, newCount) = PointResult.gatedAllocations(base, new)
      gaps += missing(
        exact ? "allocation count" : "serial allocation count (bench run --instructions)",
        baseCount, newCount)
    }
    if gates.contains(.timings), base.samples.isEmpty || new.samples.isEmpty {
      gaps.append("no timing samples on one side")
    }
    return gaps
  }

  /// `nil` when neither side has `reason`, no gap when both have, else the one side's reason.
  private static func oneSided(_ base: String?, _ new: String?, _ what: String) -> [String]? {
    switch (base, new) {
    case (nil, nil): nil
    case (.some, .some): []
    case (.some(let reason), nil): ["\(what) in the baseline (\(reason))"]
    case (nil, .some(let reason)): ["\(what) in this report (\(reason))"]
    }
  }

  private static func missing(_ what: String, _ base: Double?, _ new: Double?) -> [String] {
    (base == nil ? ["no \(what) in the baseline"] : [])
      + (new == nil ? ["no \(what) in this report"] : [])
  }
}
