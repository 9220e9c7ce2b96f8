import Foundation

/// A measurement run turned into a complete report: points, baselines, growth, machine, git.
@MainActor
public enum MeasurementSession {
  /// Measures `workloads` and assembles the report.
  public static func measure(
    _ workloads: [Workload], runtime: RuntimeDescription, options: MeasurementOptions, quick: Bool,
    filter: String?, buildConfiguration: String, progress: Progress
  ) async -> BenchReport {
    let results = await BenchRunner(workloads: workloads, options: options, progress: progress)
      .run()
    let withRatios = ReportAssembler.withBaselineRatios(results)
    return BenchReport(
      date: Date.iso8601Now, git: .current(), machine: .current(), runtime: runtime,
      options: RunOptions(
        quick: quick, filter: filter, measurement: options,
        allocator: ProcessAllocator.isJemallocActive ? "jemalloc" : "system",
        allocationCounting: AllocationCounter.isActive, buildConfiguration: buildConfiguration
      ),
      results: withRatios, growth: ReportAssembler.growth(of: withRatios)
    )
  }

  /// Adds instructions per operation, from callgrind, to the points of workloads that count
  /// them, two points at a time. A point that `reference` also counted is counted over the same
  /// iterations, so that the two counts are of the same work.
  public static func countInstructions(
    in report: inout BenchReport, workloads: [Workload], counter: InstructionCounter,
    reference: BenchReport? = nil, progress: Progress
  ) throws(BenchError) {
    let jobs = countingJobs(in: report, workloads: workloads, reference: reference)
    let points = report.results
    let counts = try InstructionPass.run(jobs.count, progress: progress) { job throws(BenchError) in
      let point = points[jobs[job].index]
      let start = MonotonicClock.now()
      let count = try counter.count(
        workload: point.identifier, sizes: point.sizes, extra: jobs[job].extra)
      let seconds = Double(MonotonicClock.now() - start) / 1e9
      return ("callgrind \(point.identifier) \(point.sizes)", (count, seconds))
    }
    report.options.instructions = true
    for (job, (count, seconds)) in zip(jobs, counts) {
      report.results[job.index].countingSeconds = seconds
      report.results[job.index].instructionsPerOperation = count.instructions
      report.results[job.index].countedAllocationsPerOperation = count.allocations
      report.results[job.index].profile = count.profile
      report.results[job.index].instructionIterations = job.extra
    }
    progress.finish("counted instructions at \(jobs.count) points")
  }

  /// The points to count (by index) and the extra iterations each is counted over: the
  /// reference's where it counted the point, else enough for the point's median.
  private static func countingJobs(
    in report: BenchReport, workloads: [Workload], reference: BenchReport?
  ) -> [(index: Int, extra: Int)] {
    let eligible = Set(workloads.filter(\.countsInstructions).map(\.identifier))
    let referenceIterations = Dictionary(
      (reference?.results ?? []).compactMap { point in
        point.instructionIterations.map { (point.key, $0) }
      },
      uniquingKeysWith: { first, _ in first }
    )
    return report.results.indices.compactMap { index in
      let point = report.results[index]
      // A point over its time budget would take fifty times as long under callgrind.
      guard eligible.contains(point.identifier), point.overBudget == nil,
        let median = point.summary?.median
      else { return nil }
      return (
        index,
        referenceIterations[point.key] ?? InstructionCounter.extraIterations(forMedian: median)
      )
    }
  }
}
