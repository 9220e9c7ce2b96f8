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
  /// Instructions per operation may grow by this fraction before it counts.
  public var instructionTolerance = 0.01
  /// What a change must be in to count as a regression or improvement.
  public var gates: Set<Gate> = [.timings, .allocations, .instructions]

  /// The defaults: α = 0.01, 5% timing threshold, all measurements gated.
  public init() {}

  /// The timing threshold of `identifier`.
  public func threshold(for identifier: String) -> Double {
    thresholds[identifier] ?? defaultThreshold
  }
}

/// A measurement a comparison gates on.
public enum Gate: String, Codable, Sendable, CaseIterable {
  case timings, allocations, instructions, conformance
}

/// Noise thresholds measured by `bench calibrate`, stored per Swift version.
public struct ThresholdFile: Codable, Sendable, Equatable {
  /// The schema version this build writes and reads.
  public static let currentSchemaVersion = 1

  /// The schema version of this file.
  public var schemaVersion = Self.currentSchemaVersion
  /// The toolchain the thresholds were measured with.
  public var swiftVersion: String
  /// The machine the thresholds were measured on.
  public var machine: MachineDescription
  /// How many A/A launches the thresholds come from.
  public var launches: Int
  /// Suggested relative threshold per workload (`Subject.Operation/scenario`).
  public var thresholds: [String: Double]

  /// Thresholds measured on `machine` with `swiftVersion` over `launches` launches.
  public init(swiftVersion: String, machine: MachineDescription, launches: Int, thresholds: [String: Double]) {
    self.swiftVersion = swiftVersion
    self.machine = machine
    self.launches = launches
    self.thresholds = thresholds
  }

  /// `Reports/thresholds/<version>.json` for a Swift version line such as `Swift version 6.3.1 (…)`.
  public static func path(in directory: String, swiftVersion: String) -> String {
    let version = swiftVersion.split(separator: " ").first { $0.first?.isNumber == true } ?? "unknown"
    return "\(directory)/thresholds/\(version).json"
  }
}
