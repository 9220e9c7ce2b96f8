import Foundation

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
  /// Relative instruction-count threshold per workload, from repeated callgrind counts; absent
  /// in files written before instruction counts were gated.
  public var instructionThresholds: [String: Double]?
  /// Points whose instruction counts varied across repeats of one build, each with its measured
  /// spread: not gated on counts (absent in files written before such points were named).
  public var unstableCounts: [String: String]?
  /// Which shard of a sharded calibration this file is; absent for a whole or merged one.
  public var shard: ShardRecord?

  /// Thresholds measured on `machine` with `swiftVersion` over `launches` launches.
  public init(
    swiftVersion: String, machine: MachineDescription, launches: Int, thresholds: [String: Double]
  ) {
    self.swiftVersion = swiftVersion
    self.machine = machine
    self.launches = launches
    self.thresholds = thresholds
  }

  /// `Reports/thresholds/<version>.json` for a Swift version line such as `Swift version 6.3.1 (…)`.
  public static func path(in directory: String, swiftVersion: String) -> String {
    let version =
      swiftVersion.split(separator: " ").first { $0.first?.isNumber == true } ?? "unknown"
    return "\(directory)/thresholds/\(version).json"
  }

  /// The thresholds file at `path`; `nil` when there is none and `required` is false.
  private static func read(at path: String, required: Bool) throws(BenchError) -> Self? {
    let kind = FileKind(atPath: path)
    if case .missing = kind, !required { return nil }
    if let problem = kind.problem {
      throw BenchError(.usage, "cannot read thresholds \(path): \(problem)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchError(.usage, "cannot read thresholds \(path): not readable")
    }
    guard let file = try? JSONDecoder().decode(Self.self, from: data),
      file.schemaVersion == currentSchemaVersion
    else {
      throw BenchError(
        .usage, "\(path) is not a thresholds file of schemaVersion \(currentSchemaVersion)")
    }
    return file
  }

  /// The thresholds for `swiftVersion`: the file at `path` when one is given, which must exist;
  /// else the version's file in `directory`, if there is one.
  public static func load(
    from path: String? = nil, in directory: String = "Reports", swiftVersion: String
  ) throws(BenchError) -> Self? {
    let location = path ?? self.path(in: directory, swiftVersion: swiftVersion)
    guard let file = try read(at: location, required: path != nil) else { return nil }
    try file.validate(at: location, swiftVersion: swiftVersion)
    if let record = file.shard {
      throw BenchError(
        .usage,
        "\(location) holds the thresholds of shard \(record.shard) only: merge the shards first ('bench merge')"
      )
    }
    return file
  }

  /// Fails unless every threshold is a finite positive fraction, the launches are positive, and
  /// the file was calibrated with `swiftVersion`: thresholds of another toolchain measure other code.
  public func validate(at path: String, swiftVersion: String) throws(BenchError) {
    guard self.swiftVersion == swiftVersion else {
      throw BenchError(
        .usage,
        "\(path) holds thresholds for \(self.swiftVersion), the reports are from \(swiftVersion); calibrate with this toolchain"
      )
    }
    guard launches > 0 else {
      throw BenchError(.usage, "\(path): launches must be positive, not \(launches)")
    }
    let all = thresholds.map { ($0, $1) } + (instructionThresholds ?? [:]).map { ($0, $1) }
    if let (name, value) = all.sorted(by: { $0.0 < $1.0 }).first(where: {
      !($0.1.isFinite && $0.1 > 0 && $0.1 <= 10)
    }) {
      throw BenchError(
        .usage,
        "\(path): the threshold of \(name) is \(value); thresholds are fractions above 0 and at most 10"
      )
    }
  }

  /// Fails unless a filtered timing calibration of `launches` launches can merge into this file:
  /// its file-wide launch count would otherwise describe thresholds it did not measure.
  public func requireMergeable(launches: Int, at path: String) throws(BenchError) {
    guard launches == self.launches else {
      throw BenchError(
        .usage,
        "--launches \(launches) differs from the \(self.launches) of \(path); a filtered calibration merges into that file, so give --launches \(self.launches)"
      )
    }
  }

  /// This file without the instruction thresholds of `workloads` (`Subject.Operation/scenario`),
  /// neither the workload's own nor its points'.
  public func removingInstructionThresholds(of workloads: [String]) -> Self {
    var result = self
    let kept = { (key: String) in !workloads.contains { key == $0 || key.hasPrefix("\($0) ") } }
    result.instructionThresholds = instructionThresholds?.filter { key, _ in kept(key) }
    result.unstableCounts = unstableCounts?.filter { key, _ in kept(key) }
    return result
  }

  /// This file with `timings` and `instructions` thresholds and `unstable` points added,
  /// replacing those of the same workloads and keeping the others.
  public func merging(
    timings: [String: Double] = [:], instructions: [String: Double] = [:],
    unstable: [String: String] = [:]
  ) -> Self {
    var merged = self
    merged.thresholds.merge(timings) { _, new in new }
    merged.instructionThresholds = (instructionThresholds ?? [:]).merging(instructions) { _, new in
      new
    }
    if !unstable.isEmpty || unstableCounts != nil {
      merged.unstableCounts = (unstableCounts ?? [:]).merging(unstable) { _, new in new }
    }
    return merged
  }
}

extension ComparisonOptions {
  /// The options for reports made with `swiftVersion`: `alpha` and `threshold` when given, and
  /// the thresholds `ThresholdFile.load(from:in:swiftVersion:)` finds with `path`.
  public static func loading(
    thresholds path: String? = nil, swiftVersion: String, alpha: Double? = nil,
    threshold: Double? = nil
  ) throws(BenchError) -> Self {
    var options = Self()
    options.alpha = alpha ?? options.alpha
    options.defaultThreshold = threshold ?? options.defaultThreshold
    return options.applying(try ThresholdFile.load(from: path, swiftVersion: swiftVersion))
  }

  /// The options with the thresholds of `file` applied.
  public func applying(_ file: ThresholdFile?) -> Self {
    guard let file else { return self }
    var options = self
    options.thresholds = file.thresholds
    options.instructionThresholds = file.instructionThresholds ?? [:]
    options.unstableCounts = file.unstableCounts ?? [:]
    return options
  }
}
