extension BenchReport {
  /// Why the report cannot have come from a bench run, naming its first offending point:
  /// values no measurement produces, or a point measured twice; `nil` when there is none.
  ///
  /// Points are told apart by their qualified name, the key of exports and of the history, so
  /// that two points can never be merged or dropped there.
  var corruption: String? {
    var seen: Set<String> = []
    for point in results {
      if let flaw = point.flaw { return "point \(point.key): \(flaw)" }
      guard seen.insert(point.qualifiedName).inserted else {
        return "point \(point.qualifiedName) appears more than once"
      }
    }
    return nil
  }
}

extension PointResult {
  /// The first value of this point that no measurement produces, described; `nil` when all are
  /// plausible. A skipped point has no samples and no iterations.
  var flaw: String? {
    if let sample = samples.first(where: { !Self.isPositive($0) }) {
      return "sample \(sample) ns per operation is not a positive number"
    }
    if let summary, let (name, value) = summary.statistics.first(where: { !Self.isPositive($0.1) })
    {
      return "\(name) \(value) ns per operation is not a positive number"
    }
    if let summary,
      !(summary.medianLower95 <= summary.median && summary.median <= summary.medianUpper95)
    {
      return
        "implausible: the median \(summary.median) ns lies outside its 95% interval [\(summary.medianLower95), \(summary.medianUpper95)]"
    }
    if let summary, summary.count != samples.count {
      return "the summary counts \(summary.count) samples, the point has \(samples.count)"
    }
    if skipped == nil, iterationsPerSample <= 0 {
      return "iterationsPerSample \(iterationsPerSample) is not positive"
    }
    return countFlaw
  }

  /// The first count per operation that is negative or not finite (or, for instructions and
  /// the peak resident size, not positive: no run executes nothing or occupies no memory), described.
  private var countFlaw: String? {
    let counts = [
      ("allocationsPerOperation", allocationsPerOperation),
      ("bytesPerOperation", bytesPerOperation),
      ("countedAllocationsPerOperation", countedAllocationsPerOperation),
    ]
    for case (let name, let value?) in counts where !(value.isFinite && value >= 0) {
      return "\(name) \(value) is not a non-negative number"
    }
    let positive = [
      ("instructionsPerOperation", instructionsPerOperation),
      ("peakResidentBytes", peakResidentBytes.map(Double.init)),
    ]
    for case (let name, let value?) in positive where !Self.isPositive(value) {
      return "\(name) \(value) is not a positive number"
    }
    // Not inclusive ≥ exclusive: specializations that demangle to one name are merged.
    if let entry = profile?.functions.first(where: {
      !($0.value.exclusive.isFinite && $0.value.exclusive >= 0 && $0.value.inclusive.isFinite
        && $0.value.inclusive >= 0)
    }) {
      return "the profile's entry for \(entry.key) is not a plausible cost"
    }
    return nil
  }

  private static func isPositive(_ value: Double) -> Bool {
    value.isFinite && value > 0
  }
}
