/// One measured point as the export formats write it: only the fields they read, so that a
/// history can export a run from its point rows without decoding the whole report.
public struct ExportPoint: Sendable, Equatable {
  /// The statistics of a point's samples that the formats write.
  public struct Summary: Sendable, Equatable {
    /// The number of samples summarized.
    public var count: Int
    /// The fastest sample, in ns per operation.
    public var min: Double
    /// The exact median, in ns per operation.
    public var median: Double
    /// The 90th percentile, in ns per operation.
    public var p90: Double
    /// The 99th percentile, in ns per operation.
    public var p99: Double
    /// The lower end of the median's 95% confidence interval.
    public var medianLower95: Double
    /// The upper end of the median's 95% confidence interval.
    public var medianUpper95: Double

    /// A summary of these statistics.
    public init(
      count: Int, min: Double, median: Double, p90: Double, p99: Double, medianLower95: Double,
      medianUpper95: Double
    ) {
      self.count = count
      self.min = min
      self.median = median
      self.p90 = p90
      self.p99 = p99
      self.medianLower95 = medianLower95
      self.medianUpper95 = medianUpper95
    }

    /// The statistics of `summary` that the formats write.
    public init(_ summary: SampleSummary) {
      self.init(
        count: summary.count, min: summary.min, median: summary.median, p90: summary.p90,
        p99: summary.p99,
        medianLower95: summary.medianLower95, medianUpper95: summary.medianUpper95
      )
    }
  }

  /// `Subject.Operation`.
  public var workload: String
  /// The workload's scenario.
  public var scenario: String
  /// The point's sizes.
  public var sizes: Sizes
  /// Nanoseconds per operation, one value per sample, in the order they were taken.
  public var samples: [Double]
  /// Operations timed in each sample.
  public var iterationsPerSample: Int
  /// The distribution of `samples`.
  public var summary: Summary
  /// Instructions per operation, when they were counted.
  public var instructionsPerOperation: Double?
  /// Heap allocations per operation, when they were counted.
  public var allocationsPerOperation: Double?
  /// Bytes allocated per operation, when they were counted.
  public var bytesPerOperation: Double?
  /// The process's peak resident size while the point was measured.
  public var peakResidentBytes: Int?

  /// A point of these fields.
  public init(
    workload: String, scenario: String, sizes: Sizes, samples: [Double], iterationsPerSample: Int,
    summary: Summary,
    instructionsPerOperation: Double?, allocationsPerOperation: Double?, bytesPerOperation: Double?,
    peakResidentBytes: Int?
  ) {
    self.workload = workload
    self.scenario = scenario
    self.sizes = sizes
    self.samples = samples
    self.iterationsPerSample = iterationsPerSample
    self.summary = summary
    self.instructionsPerOperation = instructionsPerOperation
    self.allocationsPerOperation = allocationsPerOperation
    self.bytesPerOperation = bytesPerOperation
    self.peakResidentBytes = peakResidentBytes
  }

  /// The exported fields of `point`; `nil` when it was skipped or has no summary, since such a
  /// point has no value to send.
  public init?(_ point: PointResult) {
    guard point.skipped == nil, let summary = point.summary else { return nil }
    self.init(
      workload: point.workload, scenario: point.scenario, sizes: point.sizes,
      samples: point.samples,
      iterationsPerSample: point.iterationsPerSample, summary: Summary(summary),
      instructionsPerOperation: point.instructionsPerOperation,
      allocationsPerOperation: point.allocationsPerOperation,
      bytesPerOperation: point.bytesPerOperation, peakResidentBytes: point.peakResidentBytes
    )
  }

  /// The point's name as exports give it: `Subject.Operation/scenario`, then its sizes if any,
  /// as ``PointResult/qualifiedName``.
  public var qualifiedName: String {
    sizes.entries.isEmpty ? "\(workload)/\(scenario)" : "\(workload)/\(scenario) \(sizes)"
  }
}
