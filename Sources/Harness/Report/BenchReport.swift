/// The JSON report of one bench run; see `Reports/README.md` for the schema.
public struct BenchReport: Codable, Sendable, Equatable {
  /// The schema version this build writes and reads.
  public static let currentSchemaVersion = 1

  public var schemaVersion: Int = Self.currentSchemaVersion
  public var date: String
  public var git: GitRevision
  public var machine: MachineDescription
  public var options: RunOptions
  public var results: [PointResult]
  public var growth: [GrowthResult]

  public init(
    date: String, git: GitRevision, machine: MachineDescription, options: RunOptions,
    results: [PointResult], growth: [GrowthResult]
  ) {
    self.date = date
    self.git = git
    self.machine = machine
    self.options = options
    self.results = results
    self.growth = growth
  }
}

/// How the bench was run.
public struct RunOptions: Codable, Sendable, Equatable {
  public var quick: Bool
  public var filter: String?
  public var measurement: MeasurementOptions
  /// `system` or `jemalloc`: the allocator the process ran with.
  public var allocator: String
  /// Whether allocations were counted (the interposer was in the malloc path).
  public var allocationCounting: Bool
  /// `release` or `debug`.
  public var buildConfiguration: String

  public init(
    quick: Bool, filter: String?, measurement: MeasurementOptions, allocator: String,
    allocationCounting: Bool, buildConfiguration: String
  ) {
    self.quick = quick
    self.filter = filter
    self.measurement = measurement
    self.allocator = allocator
    self.allocationCounting = allocationCounting
    self.buildConfiguration = buildConfiguration
  }
}

/// The measurement of one workload at one grid point.
public struct PointResult: Codable, Sendable, Equatable {
  public var workload: String
  public var scenario: String
  public var sizes: Sizes
  /// Nanoseconds per operation, one value per sample, in the order they were taken.
  public var samples: [Double]
  public var iterationsPerSample: Int
  public var summary: SampleSummary?
  public var allocationsPerOperation: Double?
  public var bytesPerOperation: Double?
  /// `false` when the workload's allocation count varies from run to run (asynchronous work
  /// finishing on other threads), so comparisons do not gate on it; absent means exact.
  public var allocationsAreExact: Bool?
  /// Instructions per operation counted under callgrind (`bench run --instructions`).
  public var instructionsPerOperation: Double?
  /// The process's peak resident size while this point was set up and measured.
  public var peakResidentBytes: Int?
  /// The median divided by the baseline workload's median at the same sizes.
  public var baselineRatio: Double?
  public var baseline: BaselineReference?
  /// Why the point was not measured, if it was not.
  public var skipped: String?

  /// `workload/scenario`, as in filters.
  public var identifier: String {
    "\(workload)/\(scenario)"
  }

  /// The workload's `Subject`, used to group reports.
  public var family: String {
    String(workload.prefix { $0 != "." })
  }
}

/// The growth of one sweep: cost against one size parameter, the others fixed.
public struct GrowthResult: Codable, Sendable, Equatable {
  public var workload: String
  public var scenario: String
  public var parameter: String
  public var fixed: Sizes
  public var fit: GrowthFit
}
