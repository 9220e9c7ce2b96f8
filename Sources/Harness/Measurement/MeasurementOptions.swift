/// How long and how often each grid point is measured.
public struct MeasurementOptions: Sendable, Codable, Equatable {
  /// Seconds of sampling per grid point (after warm-up).
  public var timeBudget: Double
  /// Samples per grid point at most.
  public var maxSamples: Int
  /// Samples per grid point at least, even past the time budget.
  public var minSamples: Int
  /// Seconds of unmeasured warm-up per grid point.
  public var warmup: Double
  /// Seconds one sample should take; the iterations per sample are calibrated to it.
  public var targetSampleDuration: Double
  /// Whether to run the hooked pass that counts allocations.
  public var countAllocations: Bool
  /// Seconds one grid point may take from its first operation to its last (warm-up,
  /// calibration, samples and the hooked pass), whatever the runtime; `nil` for no limit.
  public var pointBudget: Double?

  /// The default full run.
  public static let full = Self(
    timeBudget: 1.0, maxSamples: 400, minSamples: 10, warmup: 0.1,
    targetSampleDuration: 0.002, countAllocations: true, pointBudget: 30
  )

  /// A run that finishes in seconds, for smoke checks.
  public static let quick = Self(
    timeBudget: 0.08, maxSamples: 60, minSamples: 5, warmup: 0.02,
    targetSampleDuration: 0.001, countAllocations: true, pointBudget: 5
  )
}
