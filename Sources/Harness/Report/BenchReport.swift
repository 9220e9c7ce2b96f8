/// The JSON report of one bench run; see `Reports/README.md` for the schema.
public struct BenchReport: Codable, Sendable, Equatable {
  /// The schema version this build writes and reads.
  public static let currentSchemaVersion = 1

  /// The schema version of this report.
  public var schemaVersion: Int = Self.currentSchemaVersion
  /// When the run ended, ISO 8601.
  public var date: String
  /// The revision measured.
  public var git: GitRevision
  /// The machine it was measured on.
  public var machine: MachineDescription
  /// The runtime measured; absent in reports made before reports named it.
  public var runtime: RuntimeDescription?
  /// How the bench was run.
  public var options: RunOptions
  /// Every measured grid point, in run order.
  public var results: [PointResult]
  /// The growth fit of every sweep.
  public var growth: [GrowthResult]
  /// Which shard of a sharded run this report is; absent for a whole run or a merged one.
  public var shard: ShardRecord?

  public init(
    date: String, git: GitRevision, machine: MachineDescription, runtime: RuntimeDescription? = nil,
    options: RunOptions, results: [PointResult], growth: [GrowthResult]
  ) {
    self.date = date
    self.git = git
    self.machine = machine
    self.runtime = runtime
    self.options = options
    self.results = results
    self.growth = growth
  }
}

/// How the bench was run.
public struct RunOptions: Codable, Sendable, Equatable {
  /// Whether `--quick` was given.
  public var quick: Bool
  /// The `--filter` regular expression, if any.
  public var filter: String?
  /// Sampling settings in force.
  public var measurement: MeasurementOptions
  /// `system` or `jemalloc`: the allocator the process ran with.
  public var allocator: String
  /// Whether allocations were counted (the interposer was in the malloc path).
  public var allocationCounting: Bool
  /// `release` or `debug`.
  public var buildConfiguration: String
  /// Whether instructions were counted (`--instructions`, or check's instructions gate); absent
  /// in reports made before reports said so.
  public var instructions: Bool?

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
  /// The distribution of `samples`, absent when skipped.
  public var summary: SampleSummary?
  /// Heap allocations per operation, from the hooked pass.
  public var allocationsPerOperation: Double?
  /// Bytes allocated per operation, from the hooked pass.
  public var bytesPerOperation: Double?
  /// `false` when the workload's allocation count varies from run to run (asynchronous work
  /// finishing on other threads), so comparisons do not gate on it; absent means exact.
  public var allocationsAreExact: Bool?
  /// Instructions per operation counted under callgrind (`bench run --instructions`).
  public var instructionsPerOperation: Double?
  /// Heap allocations per operation in the counted run under callgrind, on the serial schedule
  /// (``SerialSchedule``): they repeat exactly where the hooked pass's vary.
  public var countedAllocationsPerOperation: Double?
  /// The functions that cost most in the counted run, per operation.
  public var profile: FunctionProfile?
  /// The extra iterations the instruction count was taken over; a comparison counts the other
  /// side with the same number, so that both count the same work.
  public var instructionIterations: Int?
  /// The process's peak resident size while this point was set up and measured.
  public var peakResidentBytes: Int?
  /// The median divided by the baseline workload's median at the same sizes.
  public var baselineRatio: Double?
  /// The workload the median is divided by, if any.
  public var baseline: BaselineReference?
  /// Why the point was not measured, if it was not.
  public var skipped: String?
  /// Why the point has fewer samples than the run asked for: its operation was too slow for the
  /// point budget. Such a point is reported but not gated.
  public var overBudget: String?
  /// Wall seconds the point took to set up and measure; a sharded run balances by it.
  public var elapsedSeconds: Double?
  /// Wall seconds its instruction count took under callgrind, if it was counted.
  public var countingSeconds: Double?

  /// `workload/scenario`, as in filters.
  public var identifier: String {
    "\(workload)/\(scenario)"
  }

  /// The point's name wherever it stands alone (exports, history): `Subject.Operation/scenario`,
  /// then its sizes if it has any.
  public var qualifiedName: String {
    sizes.entries.isEmpty ? identifier : "\(identifier) \(sizes)"
  }

  /// The workload's `Subject`, used to group reports.
  public var family: String {
    String(workload.prefix { $0 != "." })
  }
}

/// The growth of one sweep: cost against one size parameter, the others fixed.
public struct GrowthResult: Codable, Sendable, Equatable {
  /// `Subject.Operation`.
  public var workload: String
  /// The workload's scenario.
  public var scenario: String
  /// The swept size parameter.
  public var parameter: String
  /// The other sizes, held fixed along the sweep.
  public var fixed: Sizes
  /// Slope and fit quality of log(median) against log(size).
  public var fit: GrowthFit
}
