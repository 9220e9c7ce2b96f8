import ArgumentParser
import Foundation
import Harness
import Workloads

/// `bench run` (the default): measures the workloads and writes `latest.json` and `latest.md`.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Measure every workload and write Reports/latest.{json,md}."
  )

  @Flag(help: "A short run (about 30 s) with fewer samples.")
  var quick = false

  @Option(help: "Only workloads whose 'Subject.Operation/scenario' matches this regular expression.")
  var filter: String?

  @Option(help: "Samples per grid point at most.")
  var samples: Int?

  @Option(name: .customLong("time-budget"), help: "Seconds of sampling per grid point.")
  var timeBudget: Double?

  @Option(name: .customLong("output-dir"), help: "Where the reports are written.")
  var outputDirectory = "Reports"

  @Option(help: "The process allocator: system or jemalloc.")
  var allocator: ProcessAllocator.Kind = .system

  @Flag(name: .customLong("allow-debug"), help: "Report timings from a debug build anyway.")
  var allowDebug = false

  func validate() throws {
    if let samples, samples < 1 { throw ValidationError("--samples must be at least 1") }
    if let timeBudget, timeBudget <= 0 { throw ValidationError("--time-budget must be positive") }
  }

  func run() async throws {
    guard BuildConfiguration.name == "release" || allowDebug else {
      throw BenchError(.environment, "this is a debug build, whose timings mean nothing: run 'swift run -c release bench' (or pass --allow-debug)")
    }
    try ProcessAllocator.ensure(allocator)
    let workloads = try selectedWorkloads()
    let report = await measure(workloads)
    try write(report)
    print(SummaryTable.render(report.results), terminator: "")
    print("wrote \(outputDirectory)/latest.json and \(outputDirectory)/latest.md")
  }

  private func selectedWorkloads() throws -> [Workload] {
    guard let filter else { return WorkloadCatalog.all }
    let regex: Regex<AnyRegexOutput>
    do { regex = try Regex(filter) } catch {
      throw BenchError(.usage, "--filter '\(filter)' is not a valid regular expression")
    }
    let selected = WorkloadCatalog.all.filter { $0.identifier.contains(regex) }
    guard !selected.isEmpty else {
      throw BenchError(.usage, "--filter '\(filter)' matches no workload (see 'bench list')")
    }
    return selected
  }

  private var measurementOptions: MeasurementOptions {
    var options = quick ? MeasurementOptions.quick : .full
    if let samples { options.maxSamples = samples; options.minSamples = min(options.minSamples, samples) }
    if let timeBudget { options.timeBudget = timeBudget }
    return options
  }

  @MainActor
  private func measure(_ workloads: [Workload]) async -> BenchReport {
    let results = await BenchRunner(workloads: workloads, options: measurementOptions, progress: Progress()).run()
    let withRatios = ReportAssembler.withBaselineRatios(results)
    return BenchReport(
      date: reportDate(), git: .current(), machine: .current(),
      options: RunOptions(
        quick: quick, filter: filter, measurement: measurementOptions,
        allocator: ProcessAllocator.isJemallocActive ? "jemalloc" : "system",
        allocationCounting: AllocationCounter.isActive, buildConfiguration: BuildConfiguration.name
      ),
      results: withRatios, growth: ReportAssembler.growth(of: withRatios)
    )
  }

  private func write(_ report: BenchReport) throws {
    let markdown = MarkdownReport(report: report)
    for chart in markdown.charts() {
      try ReportFile.writeAtomically(Data(chart.chart.render().utf8), to: "\(outputDirectory)/plots/\(chart.file)")
    }
    try ReportFile.writeJSON(report, to: "\(outputDirectory)/latest.json")
    try ReportFile.writeAtomically(Data(markdown.render().utf8), to: "\(outputDirectory)/latest.md")
  }
}

extension ProcessAllocator.Kind: ExpressibleByArgument {}
