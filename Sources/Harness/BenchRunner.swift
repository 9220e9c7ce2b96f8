/// Runs workloads grid point by grid point and collects their measurements.
@MainActor
public struct BenchRunner {
  let workloads: [Workload]
  let options: MeasurementOptions
  let progress: Progress
  let clock: MeasurementClock

  /// A runner for `workloads` measured with `options`, timed by `clock`.
  public init(
    workloads: [Workload], options: MeasurementOptions, progress: Progress,
    clock: MeasurementClock = .monotonic
  ) {
    self.workloads = workloads
    self.options = options
    self.progress = progress
    self.clock = clock
  }

  /// Measures every grid point of every workload, in order.
  public func run() async -> [PointResult] {
    let points = workloads.flatMap { workload in workload.grid.map { (workload, $0) } }
    var results: [PointResult] = []
    var forecast = SweepForecast()
    for (index, (workload, sizes)) in points.enumerated() {
      progress.update(index + 1, of: points.count, "\(workload.identifier) \(sizes)")
      let start = clock.now()
      var result = await measure(workload, at: sizes, forecast: forecast)
      result.elapsedSeconds = Double(clock.now() - start) / 1e9
      forecast.record(result)
      results.append(result)
    }
    progress.finish("measured \(points.count) points")
    return results
  }

  private func measure(_ workload: Workload, at sizes: Sizes, forecast: SweepForecast) async
    -> PointResult
  {
    HeapSettling.settle()
    PeakMemory.reset()
    var result = PointResult(
      workload: workload.name, scenario: workload.scenario, sizes: sizes, samples: [],
      iterationsPerSample: 0, allocationsAreExact: workload.exactAllocations ? nil : false,
      baseline: workload.baseline
    )
    if let reason = overBudgetForecast(workload, at: sizes, forecast: forecast) {
      (result.skipped, result.overBudget) = (reason, reason)
      return result
    }
    let operation: MeasuredOperation
    do { operation = try await workload.make(sizes) } catch {
      result.skipped = "setup failed: \(error)"
      return result
    }
    if let reason = operation.skipReason {
      result.skipped = reason
      return result
    }
    let measurement = await PointMeasurer(options: options, clock: clock).measure(operation)
    await operation.tearDown()
    result.samples = measurement.samples
    result.iterationsPerSample = measurement.iterationsPerSample
    result.summary = SampleSummary(samples: measurement.samples)
    result.allocationsPerOperation = measurement.allocations.map {
      Double($0.allocations) / Double(measurement.allocationIterations)
    }
    result.bytesPerOperation = measurement.allocations.map {
      Double($0.bytes) / Double(measurement.allocationIterations)
    }
    result.overBudget = measurement.overBudget
    result.peakResidentBytes = PeakMemory.current()
    return result
  }

  /// Why the point is not started, if the sweep's smaller points predict that one operation
  /// takes longer than the whole point budget.
  private func overBudgetForecast(_ workload: Workload, at sizes: Sizes, forecast: SweepForecast)
    -> String?
  {
    guard let budget = options.pointBudget,
      let (predicted, from) = forecast.predictedCost(of: workload.identifier, at: sizes),
      predicted > budget * 1e9
    else { return nil }
    return
      "not started: one operation is predicted to take \(NumberFormatting.duration(predicted)) from \(from), "
      + "beyond the \(NumberFormatting.duration(budget * 1e9)) point budget"
  }
}
