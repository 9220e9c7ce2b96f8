import ArgumentParser
import Foundation
import Harness
import Workloads

/// `bench run` (the default): measures the workloads and writes `latest.json` and `latest.md`.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Measure every workload and write Reports/latest.{json,md}."
  )

  @OptionGroup var selection: WorkloadSelection

  @Option(name: .customLong("output-dir"), help: "Where the reports are written.")
  var outputDirectory = "Reports"

  @Option(help: "The process allocator: system or jemalloc.")
  var allocator: ProcessAllocator.Kind = .system

  @Flag(help: "Also count instructions per operation under valgrind's callgrind.")
  var instructions = false

  @Flag(name: .customLong("allow-debug"), help: "Report timings from a debug build anyway.")
  var allowDebug = false

  @Option(name: .customLong("compare-with"), help: "An earlier report to show a before/after table against in latest.md.")
  var compareWith: String?

  func run() async throws {
    try requireReleaseBuild(allowDebug: allowDebug)
    try ProcessAllocator.ensure(allocator)
    if instructions, !InstructionCounter.isAvailable {
      throw BenchError(.environment, "--instructions needs valgrind; install Debian's valgrind (.ci/run does)")
    }
    let earlier = try compareWith.map(ReportFile.readReport(at:))
    let workloads = try selection.workloads()
    var report = await selection.measure(workloads)
    if instructions {
      try await MeasurementSession.countInstructions(
        in: &report, workloads: workloads, counter: InstructionCounter(executable: currentExecutable()),
        progress: Progress()
      )
    }
    let reference = try earlier.map { earlier in
      let options = try ComparisonArguments.parse([]).options(for: report)
      return (name: compareWith!, comparison: ReportComparison(base: earlier, new: report, options: options))
    }
    try Self.write(report, to: outputDirectory, reference: reference)
    print(SummaryTable.render(report.results), terminator: "")
    print("wrote \(outputDirectory)/latest.json and \(outputDirectory)/latest.md")
  }

  /// Writes the JSON report, its markdown and its charts.
  static func write(
    _ report: BenchReport, to directory: String, name: String = "latest",
    reference: (name: String, comparison: ReportComparison)? = nil
  ) throws {
    let markdown = MarkdownReport(report: report, reference: reference)
    for chart in markdown.charts() {
      try ReportFile.writeAtomically(Data(chart.chart.render().utf8), to: "\(directory)/plots/\(chart.file)")
    }
    try ReportFile.writeJSON(report, to: "\(directory)/\(name).json")
    try ReportFile.writeAtomically(Data(markdown.render().utf8), to: "\(directory)/\(name).md")
  }
}

/// The options that choose and size a measurement, shared by `run` and `check`.
struct WorkloadSelection: ParsableArguments {
  @Flag(help: "A short run (about 15 s) with fewer samples.")
  var quick = false

  @Option(help: "Only workloads whose 'Subject.Operation/scenario' matches this regular expression.")
  var filter: String?

  @Option(help: "Samples per grid point at most.")
  var samples: Int?

  @Option(name: .customLong("time-budget"), help: "Seconds of sampling per grid point.")
  var timeBudget: Double?

  @Option(name: .customLong("calibration-work"), help: "Work units per operation of Calibration.Spin.")
  var calibrationWork = WorkloadCatalog.defaultCalibrationWork

  func validate() throws {
    if let samples, samples < 1 { throw ValidationError("--samples must be at least 1") }
    if let timeBudget, timeBudget <= 0 { throw ValidationError("--time-budget must be positive") }
    if calibrationWork < 1 { throw ValidationError("--calibration-work must be at least 1") }
  }

  /// The workloads the filter selects; fails if it is invalid or selects nothing.
  func workloads() throws -> [Workload] {
    let all = WorkloadCatalog.all(calibrationWork: calibrationWork)
    guard let filter else { return all }
    let regex: Regex<AnyRegexOutput>
    do { regex = try Regex(filter) } catch {
      throw BenchError(.usage, "--filter '\(filter)' is not a valid regular expression")
    }
    let selected = all.filter { $0.identifier.contains(regex) }
    guard !selected.isEmpty else {
      throw BenchError(.usage, "--filter '\(filter)' matches no workload (see 'bench list')")
    }
    return selected
  }

  var measurementOptions: MeasurementOptions {
    var options = quick ? MeasurementOptions.quick : .full
    if let samples {
      options.maxSamples = samples
      options.minSamples = min(options.minSamples, samples)
    }
    if let timeBudget { options.timeBudget = timeBudget }
    return options
  }

  @MainActor
  func measure(_ workloads: [Workload]) async -> BenchReport {
    await MeasurementSession.measure(
      workloads, options: measurementOptions, quick: quick, filter: filter,
      buildConfiguration: BuildConfiguration.name, progress: Progress()
    )
  }
}

extension ProcessAllocator.Kind: ExpressibleByArgument {}
