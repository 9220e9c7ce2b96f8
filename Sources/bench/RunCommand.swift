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
  @OptionGroup var sharding: ShardSelection

  @Option(
    name: .customLong("output-dir"),
    help:
      "Where the reports are written (default: Reports for a full run, .build/reports for a partial one)."
  )
  var outputDirectory: String?

  @Option(help: "The process allocator: system or jemalloc.")
  var allocator: ProcessAllocator.Kind = .system

  @Flag(help: "Also count instructions per operation under valgrind's callgrind.")
  var instructions = false

  @Flag(name: .customLong("allow-debug"), help: "Report timings from a debug build anyway.")
  var allowDebug = false

  @Option(
    name: .customLong("compare-with"),
    help:
      "An earlier report to show a before/after table against in latest.md; with --instructions, the points it counted are counted over as many operations as it did."
  )
  var compareWith: String?

  @OptionGroup var history: HistoryRecording

  @Option(
    help:
      "Also write the report in these formats, comma-separated (\(ReportExportFormat.allCases.map(\.rawValue).joined(separator: ", "))), as latest.FORMAT.json."
  )
  var format: String?

  func validate() throws {
    guard outputDirectory != "" else { throw ValidationError("--output-dir must name a directory") }
    if sharding.shard != nil, history.record {
      throw ValidationError(
        "a shard's report is part of a run: record the merged one ('bench merge … --record')")
    }
    _ = try format.map(ReportExportFormat.parse(list:))
  }

  /// A partial run (`--quick`, `--filter`, …) never replaces the committed full reports unless
  /// `--output-dir` says so.
  private var directory: String {
    outputDirectory ?? (selection.isPartial || sharding.shard != nil ? ".build/reports" : "Reports")
  }

  func run() async throws {
    try requireReleaseBuild(allowDebug: allowDebug)
    try ProcessAllocator.ensure(allocator)
    if instructions, !InstructionCounter.isAvailable {
      throw BenchError(
        .environment, "--instructions needs valgrind; install Debian's valgrind (.ci/run does)")
    }
    let earlier = try compareWith.map { path throws(BenchError) in
      try ReportFile.readReport(at: path)
    }
    let options = try ComparisonOptions.loading(
      swiftVersion: MachineDescription.current().swiftVersion)
    let formats = try format.map(ReportExportFormat.parse(list:)) ?? []
    try OutputLocation.requireWritable(
      directory: directory,
      files: ReportDirectory.reportFiles() + ReportDirectory.exportFiles(formats: formats)
    )
    let historyStore = try history.open()
    let (workloads, shard) = try sharding.workloads(try selection.workloads())
    var report = await selection.measure(workloads)
    report.shard = shard
    if instructions {
      try await MeasurementSession.countInstructions(
        in: &report, workloads: workloads,
        counter: try InstructionCounter(executable: currentExecutable()),
        reference: earlier, progress: Progress()
      )
    }
    let reference = earlier.map { earlier in
      (
        name: compareWith!,
        comparison: ReportComparison(base: earlier, new: report, options: options)
      )
    }
    try ReportDirectory(path: directory).write(report, reference: reference)
    let exports = try ReportDirectory(path: directory).writeExports(report, formats: formats)
    print(SummaryTable.render(report.results), terminator: "")
    print(
      "wrote \(([directory + "/latest.json", directory + "/latest.md"] + exports).joined(separator: ", "))"
    )
    try history.append(report, command: "run", to: historyStore)
  }
}

/// The options that choose and size a measurement, shared by `run` and `check`.
struct WorkloadSelection: ParsableArguments {
  @Flag(
    help:
      "A short run with fewer samples: about 15 s against this runtime, and no point over 5 s whatever the runtime."
  )
  var quick = false

  @Option(
    help:
      "Only workloads with a name this regular expression matches whole: 'Subject.Operation/scenario', 'Subject.Operation' or 'Subject' (their baselines are measured too)."
  )
  var filter: String?

  @Option(help: "Samples per grid point at most.")
  var samples: Int?

  @Option(name: .customLong("time-budget"), help: "Seconds of sampling per grid point.")
  var timeBudget: Double?

  @Option(
    name: .customLong("point-budget"),
    help:
      "Seconds one grid point may take in all, whatever the runtime (default 5 with --quick, 30 otherwise); a slower point gets fewer samples and is not gated."
  )
  var pointBudget: Double?

  @Option(
    name: .customLong("calibration-work"), help: "Work units per operation of Calibration.Spin.")
  var calibrationWork = WorkloadCatalog.defaultCalibrationWork

  func validate() throws {
    if let samples, !(1...10_000).contains(samples) {
      throw ValidationError("--samples must be between 1 and 10000")
    }
    if let timeBudget, !(timeBudget.isFinite && timeBudget > 0 && timeBudget <= 3600) {
      throw ValidationError("--time-budget must be a number of seconds above 0 and at most 3600")
    }
    if let pointBudget, !(pointBudget.isFinite && pointBudget > 0 && pointBudget <= 86_400) {
      throw ValidationError("--point-budget must be a number of seconds above 0 and at most 86400")
    }
    if !(1...100_000_000).contains(calibrationWork) {
      throw ValidationError("--calibration-work must be between 1 and 100000000")
    }
  }

  /// The workloads the filter selects (with their baselines); fails if it is invalid or selects
  /// nothing.
  func workloads() throws -> [Workload] {
    let all = WorkloadCatalog.all(calibrationWork: calibrationWork)
    guard let filter else { return all }
    return try WorkloadFilter(filter).select(from: all)
  }

  /// Whether the run measures less than every workload in full.
  var isPartial: Bool {
    quick || filter != nil || samples != nil || timeBudget != nil || pointBudget != nil
      || calibrationWork != WorkloadCatalog.defaultCalibrationWork
  }

  var measurementOptions: MeasurementOptions {
    var options = quick ? MeasurementOptions.quick : .full
    if let samples {
      options.maxSamples = samples
      options.minSamples = min(options.minSamples, samples)
    }
    if let timeBudget { options.timeBudget = timeBudget }
    if let pointBudget { options.pointBudget = pointBudget }
    return options
  }

  @MainActor
  func measure(_ workloads: [Workload]) async -> BenchReport {
    await MeasurementSession.measure(
      workloads, runtime: RuntimeUnderTest.description, options: measurementOptions, quick: quick,
      filter: filter,
      buildConfiguration: BuildConfiguration.name, progress: Progress()
    )
  }
}

extension ProcessAllocator.Kind: ExpressibleByArgument {}
