/// What a comparison's gates could not check: a gate that could not look at a point never lets
/// it pass.
enum ComparisonCoverage {
  /// Why `base` and `new` cannot be compared on `gates` at all, if they cannot: counts and
  /// timings of different Swift versions measure different code.
  static func incomparability(base: BenchReport, new: BenchReport, gates: Set<Gate>) -> String? {
    guard base.machine.swiftVersion != new.machine.swiftVersion,
      !gates.isDisjoint(with: [.timings, .allocations, .instructions])
    else { return nil }
    return "the baseline is for \(base.machine.swiftVersion), this report for \(new.machine.swiftVersion): nothing is comparable; regenerate the baseline with this toolchain"
  }

  /// One line per gated point missing from a side, skipped on one side only, or lacking a gated
  /// measurement on either side, sorted.
  static func uncheckedPoints(base: [String: PointResult], new: [String: PointResult], gates: Set<Gate>) -> [String] {
    guard !gates.isDisjoint(with: [.timings, .allocations, .instructions]) else { return [] }
    var lines: [String] = []
    for key in Set(base.keys).union(new.keys).sorted() {
      guard let base = base[key] else { lines.append("\(key): measured only in this report, not in the baseline"); continue }
      guard let new = new[key] else { lines.append("\(key): in the baseline, not measured in this report"); continue }
      lines += gaps(base: base, new: new, gates: gates).map { "\(key): \($0)" }
    }
    return lines
  }

  /// What is missing at a point both reports have: nothing when both skipped it alike.
  private static func gaps(base: PointResult, new: PointResult, gates: Set<Gate>) -> [String] {
    switch (base.skipped, new.skipped) {
    case (nil, nil): break
    case (.some, .some): return []
    case let (.some(reason), nil): return ["skipped in the baseline (\(reason))"]
    case let (nil, .some(reason)): return ["skipped in this report (\(reason))"]
    }
    var gaps: [String] = []
    if gates.contains(.instructions) {
      gaps += missing("instruction count", base.instructionsPerOperation, new.instructionsPerOperation)
    }
    if gates.contains(.allocations) {
      let (baseCount, newCount) = PointResult.gatedAllocations(base, new)
      let exact = PointResult.allocationsAreExact(base, new)
      gaps += missing(exact ? "allocation count" : "serial allocation count (bench run --instructions)", baseCount, newCount)
    }
    if gates.contains(.timings), base.samples.isEmpty || new.samples.isEmpty {
      gaps.append("no timing samples on one side")
    }
    return gaps
  }

  private static func missing(_ what: String, _ base: Double?, _ new: Double?) -> [String] {
    (base == nil ? ["no \(what) in the baseline"] : []) + (new == nil ? ["no \(what) in this report"] : [])
  }
}
