/// What was measured at one grid point.
public struct PointMeasurement: Sendable {
  /// Nanoseconds per operation, one value per sample.
  public let samples: [Double]
  /// Operations timed in each sample.
  public let iterationsPerSample: Int
  /// What the hooked pass allocated, or `nil` without the interposer or the time for it.
  public let allocations: AllocationCounter.Count?
  /// Operations run in the hooked pass.
  public let allocationIterations: Int
  /// Why the point has fewer samples than asked for, when its budget ran out first.
  public let overBudget: String?
}

/// Measures one grid point: warm-up, calibration, timed samples, then a separate hooked pass
/// that counts allocations, so that counting never slows the timed samples. The whole point
/// stays within the options' point budget: past it, no new phase or sample starts.
@MainActor
struct PointMeasurer {
  let options: MeasurementOptions
  var clock = MeasurementClock.monotonic

  func measure(_ operation: MeasuredOperation) async -> PointMeasurement {
    let budget = PointBudget(seconds: options.pointBudget, clock: clock)
    let probes = await probe(operation, budget: budget)
    if let last = probes.last, !budget.allows(last * Double(options.minSamples + 2)) {
      return await measureSingly(operation, probes: probes, budget: budget)
    }
    await warmUp(operation, budget: budget)
    let iterations = await calibrate(operation, budget: budget)
    let samples = await sample(operation, iterations: iterations, budget: budget)
    let allocationIterations = Self.allocationIterations(sampled: iterations, samples: samples)
    let allocations = await countAllocations(
      operation, iterations: allocationIterations, budget: budget, median: Self.median(samples))
    return PointMeasurement(
      samples: samples, iterationsPerSample: iterations, allocations: allocations,
      allocationIterations: allocationIterations,
      overBudget: budget.shortfall(samples: samples, wanted: options.minSamples)
    )
  }

  /// One operation timed, and a second if the first looks too slow for the budget (a first
  /// operation may pay for lazy set-up that later ones do not).
  private func probe(_ operation: MeasuredOperation, budget: PointBudget) async -> [Double] {
    let first = Double(await time(operation, iterations: 1))
    guard !budget.allows(first * Double(options.minSamples + 2)), budget.allows(first) else {
      return [first]
    }
    return [first, Double(await time(operation, iterations: 1))]
  }

  /// A point whose operation is too slow for the budget's warm-up and calibration: the probes
  /// are its first samples, and more single operations follow while the budget allows.
  private func measureSingly(_ operation: MeasuredOperation, probes: [Double], budget: PointBudget)
    async -> PointMeasurement
  {
    var samples = probes
    while samples.count < options.minSamples, budget.allows(Self.median(samples)) {
      samples.append(Double(await time(operation, iterations: 1)))
    }
    let allocations = await countAllocations(
      operation, iterations: 1, budget: budget, median: Self.median(samples))
    return PointMeasurement(
      samples: samples, iterationsPerSample: 1, allocations: allocations, allocationIterations: 1,
      overBudget: budget.shortfall(samples: samples, wanted: options.minSamples)
        ?? "one operation takes \(NumberFormatting.duration(Self.median(samples))), too long to warm up within the point budget"
    )
  }

  /// The operations the hooked pass runs: those of a sample, and at least 256 (so that an
  /// allocation made once in a while shows) as far as a quarter second of them allows, since an
  /// operation of seconds (a churn of 50,000 rows) would make 256 of them last many minutes.
  nonisolated static func allocationIterations(sampled iterations: Int, samples: [Double]) -> Int {
    max(iterations, min(256, Int(0.25e9 / max(median(samples), 1))), 1)
  }

  /// The hooked pass, if the interposer is active and the budget leaves time for it.
  private func countAllocations(
    _ operation: MeasuredOperation, iterations: Int, budget: PointBudget, median: Double
  ) async -> AllocationCounter.Count? {
    guard options.countAllocations, budget.allows(median * Double(iterations)) else { return nil }
    return await AllocationCounter.measureAllocations { await operation.run(iterations) }
  }

  private func warmUp(_ operation: MeasuredOperation, budget: PointBudget) async {
    let deadline = clock.now() + nanoseconds(options.warmup)
    var iterations = 2
    while clock.now() < deadline, !budget.isSpent {
      await operation.run(iterations)
      iterations = min(iterations * 2, 1 << 20)
    }
  }

  /// The iterations per sample that make a sample last about the target duration.
  private func calibrate(_ operation: MeasuredOperation, budget: PointBudget) async -> Int {
    let target = Double(nanoseconds(options.targetSampleDuration))
    var iterations = 1
    while true {
      let elapsed = Double(await time(operation, iterations: iterations))
      if elapsed >= target / 4 || iterations >= 1 << 24 || budget.isSpent {
        return max(1, Int(Double(iterations) * target / max(elapsed, 1)))
      }
      iterations *= 4
    }
  }

  private func sample(_ operation: MeasuredOperation, iterations: Int, budget: PointBudget) async
    -> [Double]
  {
    let deadline = clock.now() + nanoseconds(options.timeBudget)
    var samples: [Double] = []
    while samples.count < options.maxSamples,
      samples.count < options.minSamples || clock.now() < deadline,
      samples.isEmpty || !budget.isSpent
    {
      let elapsed = await time(operation, iterations: iterations)
      samples.append(Double(elapsed) / Double(iterations))
    }
    return samples
  }

  /// The middle sample (the upper one of an even count), as the hooked pass and the budget
  /// estimate an operation's cost.
  nonisolated private static func median(_ samples: [Double]) -> Double {
    samples.sorted()[samples.count / 2]
  }

  private func time(_ operation: MeasuredOperation, iterations: Int) async -> UInt64 {
    let start = clock.now()
    await operation.run(iterations)
    return clock.now() - start
  }

  private func nanoseconds(_ seconds: Double) -> UInt64 {
    UInt64(max(seconds, 0) * 1e9)
  }
}
