/// What was measured at one grid point.
public struct PointMeasurement: Sendable {
  /// Nanoseconds per operation, one value per sample.
  public let samples: [Double]
  /// Operations timed in each sample.
  public let iterationsPerSample: Int
  /// What the hooked pass allocated, or `nil` without the interposer.
  public let allocations: AllocationCounter.Count?
  /// Operations run in the hooked pass.
  public let allocationIterations: Int
}

/// Measures one grid point: warm-up, calibration, timed samples, then a separate hooked pass
/// that counts allocations, so that counting never slows the timed samples.
@MainActor
struct PointMeasurer {
  let options: MeasurementOptions

  func measure(_ operation: MeasuredOperation) async -> PointMeasurement {
    await warmUp(operation)
    let iterations = await calibrate(operation)
    let samples = await sample(operation, iterations: iterations)
    let allocationIterations = Self.allocationIterations(sampled: iterations, samples: samples)
    let allocations = options.countAllocations
      ? await AllocationCounter.measureAllocations { await operation.run(allocationIterations) }
      : nil
    return PointMeasurement(
      samples: samples, iterationsPerSample: iterations,
      allocations: allocations, allocationIterations: allocationIterations
    )
  }

  /// The operations the hooked pass runs: those of a sample, and at least 256 (so that an
  /// allocation made once in a while shows) as far as a quarter second of them allows, since an
  /// operation of seconds (a churn of 50,000 rows) would make 256 of them last many minutes.
  nonisolated static func allocationIterations(sampled iterations: Int, samples: [Double]) -> Int {
    let median = samples.sorted()[samples.count / 2]
    return max(iterations, min(256, Int(0.25e9 / max(median, 1))), 1)
  }

  private func warmUp(_ operation: MeasuredOperation) async {
    let deadline = MonotonicClock.now() + nanoseconds(options.warmup)
    var iterations = 1
    while MonotonicClock.now() < deadline {
      await operation.run(iterations)
      iterations = min(iterations * 2, 1 << 20)
    }
  }

  /// The iterations per sample that make a sample last about the target duration.
  private func calibrate(_ operation: MeasuredOperation) async -> Int {
    let target = Double(nanoseconds(options.targetSampleDuration))
    var iterations = 1
    while true {
      let elapsed = Double(await time(operation, iterations: iterations))
      if elapsed >= target / 4 || iterations >= 1 << 24 {
        return max(1, Int(Double(iterations) * target / max(elapsed, 1)))
      }
      iterations *= 4
    }
  }

  private func sample(_ operation: MeasuredOperation, iterations: Int) async -> [Double] {
    let deadline = MonotonicClock.now() + nanoseconds(options.timeBudget)
    var samples: [Double] = []
    while samples.count < options.maxSamples,
      samples.count < options.minSamples || MonotonicClock.now() < deadline
    {
      let elapsed = await time(operation, iterations: iterations)
      samples.append(Double(elapsed) / Double(iterations))
    }
    return samples
  }

  private func time(_ operation: MeasuredOperation, iterations: Int) async -> UInt64 {
    let start = MonotonicClock.now()
    await operation.run(iterations)
    return MonotonicClock.now() - start
  }

  private func nanoseconds(_ seconds: Double) -> UInt64 {
    UInt64(max(seconds, 0) * 1e9)
  }
}
