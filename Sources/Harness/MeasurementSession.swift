import Foundation

/// A measurement run turned into a complete report: points, baselines, growth, machine, git.
@MainActor
public enum MeasurementSession {
  /// Measures `workloads` and assembles the report.
  public static func measure(
    _ workloads: [Workload], options: MeasurementOptions, quick: Bool, filter: String?,
    buildConfiguration: String, progress: Progress
  ) async -> BenchReport {
    let results = await BenchRunner(workloads: workloads, options: options, progress: progress).run()
    let withRatios = ReportAssembler.withBaselineRatios(results)
    return BenchReport(
      date: Date.iso8601Now, git: .current(), machine: .current(),
      options: RunOptions(
        quick: quick, filter: filter, measurement: options,
        allocator: ProcessAllocator.isJemallocActive ? "jemalloc" : "system",
        allocationCounting: AllocationCounter.isActive, buildConfiguration: buildConfiguration
      ),
      results: withRatios, growth: ReportAssembler.growth(of: withRatios)
    )
  }

  /// Adds instructions per operation, from callgrind, to the points of workloads that count
  /// them and whose median is under `maximumMedian` nanoseconds (valgrind runs ~50× slower).
  public static func countInstructions(
    in report: inout BenchReport, workloads: [Workload], counter: InstructionCounter,
    maximumMedian: Double = 200_000, progress: Progress
  ) throws(BenchError) {
    let eligible = Set(workloads.filter(\.countsInstructions).map(\.identifier))
    let indices = report.results.indices.filter { index in
      let point = report.results[index]
      return eligible.contains(point.identifier) && (point.summary?.median ?? .infinity) < maximumMedian
    }
    for (step, index) in indices.enumerated() {
      let point = report.results[index]
      progress.update(step + 1, of: indices.count, "callgrind \(point.identifier) \(point.sizes)")
      report.results[index].instructionsPerOperation = try counter.instructionsPerOperation(
        workload: point.identifier, sizes: point.sizes, median: point.summary!.median
      )
    }
    progress.finish("counted instructions at \(indices.count) points")
  }
}
