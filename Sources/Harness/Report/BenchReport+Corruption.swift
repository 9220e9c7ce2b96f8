extension BenchReport {
  /// Why the report cannot have come from a bench run, naming its first offending point:
  /// values no measurement produces, or a point measured twice; `nil` when there is none.
  var corruption: String? {
    var seen: Set<String> = []
    for point in results {
      if let flaw = point.flaw { return "point \(point.key): \(flaw)" }
      guard seen.insert(point.key).inserted else { return "point \(point.key) appears more than once" }
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
    if let median = summary?.median, !Self.isPositive(median) {
      return "median \(median) ns per operation is not a positive number"
    }
    if skipped == nil, iterationsPerSample <= 0 {
      return "iterationsPerSample \(iterationsPerSample) is not positive"
    }
    return countFlaw
  }

  /// The first count per operation that is negative or not finite, described.
  private var countFlaw: String? {
    let counts = [
      ("allocationsPerOperation", allocationsPerOperation), ("bytesPerOperation", bytesPerOperation),
      ("instructionsPerOperation", instructionsPerOperation),
    ]
    for case let (name, value?) in counts where !(value.isFinite && value >= 0) {
      return "\(name) \(value) is not a non-negative number"
    }
    return nil
  }

  private static func isPositive(_ value: Double) -> Bool {
    value.isFinite && value > 0
  }
}
