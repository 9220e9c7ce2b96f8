/// How strict a comparison of two reports is.
public struct ComparisonOptions: Sendable, Codable, Equatable {
  /// The significance level of the Mann–Whitney test.
  public var alpha = 0.01
  /// The relative timing change below which a significant difference is still noise.
  public var defaultThreshold = 0.05
  /// Per-workload thresholds (`Subject.Operation/scenario`), from `bench calibrate`.
  public var thresholds: [String: Double] = [:]
  /// Allocations per operation may grow by this much before it counts (one-off allocations
  /// amortized over the counted loop leave fractions).
  public var allocationTolerance = 0.1
  /// Instructions per operation may grow by this fraction before it counts, for workloads
  /// without a calibrated instruction threshold.
  public var instructionTolerance = 0.01
  /// Instruction thresholds per point (`Subject.Operation/scenario sizes`) or per workload
  /// (`Subject.Operation/scenario`), from `bench calibrate --instructions`.
  public var instructionThresholds: [String: Double] = [:]
  /// Points (`Subject.Operation/scenario sizes`) whose counts vary from run to run of one build,
  /// each with why, from `bench calibrate --instructions`: their instructions and serial
  /// allocations are shown, not gated.
  public var unstableCounts: [String: String] = [:]
  /// What a change must be in to count as a regression or improvement.
  public var gates: Set<Gate> = [.timings, .allocations, .instructions]

  /// The defaults: α = 0.01, 5% timing threshold, all measurements gated.
  public init() {}

  /// The timing threshold of `identifier`.
  public func threshold(for identifier: String) -> Double {
    thresholds[identifier] ?? defaultThreshold
  }

  /// The relative instruction threshold of the point `identifier` at `sizes`: the point's own,
  /// else its workload's, else `instructionTolerance`.
  public func instructionThreshold(for identifier: String, sizes: Sizes) -> Double {
    instructionThresholds["\(identifier) \(sizes)"] ?? instructionThresholds[identifier]
      ?? instructionTolerance
  }

  /// Why the counts of the point `identifier` at `sizes` are not gated, if they are not.
  public func countInstability(of identifier: String, sizes: Sizes) -> String? {
    unstableCounts["\(identifier) \(sizes)"]
  }
}

/// A measurement a comparison gates on.
public enum Gate: String, Codable, Sendable, CaseIterable {
  case timings, allocations, instructions, conformance
}
