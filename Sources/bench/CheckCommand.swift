import ArgumentParser
import Foundation
import Harness

/// `bench check --baseline Reports/baseline.json`: the CI gate. Measures now (or reads
/// `--candidate`), then gates instructions per operation against calibrated thresholds,
/// allocations per operation exactly, and conformance at 100%. Timings measured now are shown
/// against the baseline's for information only: they come from another run, on a machine in
/// another state, so they never decide the outcome (`bench ab` compares timings fairly).
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Gate this build against a baseline report.",
    discussion:
      "Exit codes: 0 pass, 1 regression, 2 usage or input error, 3 improvement only (update the baseline), 4 inconclusive, 5 valgrind or a release build missing, 6 an output or the history not writable."
  )

  @Option(help: "The baseline report.")
  var baseline = "Reports/baseline.json"

  @Option(help: "A report to judge instead of measuring now.")
  var candidate: String?

  @Option(help: "Comma-separated gates: instructions, allocations, conformance.")
  var gates = "instructions,allocations,conformance"

  @OptionGroup var selection: WorkloadSelection
  @OptionGroup var sharding: ShardSelection
  @OptionGroup var comparison: ComparisonArguments
  @OptionGroup var history: HistoryRecording

  @Option(
    name: .customLong("output-dir"),
    help:
      "Also write the report this check measured there (latest.json, latest.md), for 'bench merge' or a later --candidate."
  )
  var outputDirectory: String?

  func validate() throws {
    guard outputDirectory != "" else { throw ValidationError("--output-dir must name a directory") }
    if candidate != nil, sharding.shard != nil || outputDirectory != nil {
      throw ValidationError(
        "--shard and --output-dir apply to what check measures; a --candidate report is already measured"
      )
    }
    if sharding.shard != nil, history.record {
      throw ValidationError(
        "a shard's report is part of a run: record the merged one ('bench merge … --record')")
    }
  }

  func run() async throws {
    if candidate != nil, history.record {
      throw BenchError(
        .usage,
        "--record records what check measures; a --candidate report was measured elsewhere: record it with the command that made it"
      )
    }
    if let outputDirectory {
      try OutputLocation.requireWritable(
        directory: outputDirectory, files: ReportDirectory.reportFiles())
    }
    let gates = try CheckGates.parse(gates)
    var base = try ReportFile.readReport(at: baseline)
    var options = try comparison.options(for: base)
    try comparison.requireWritableOutputs()
    let historyStore = try history.open()
    let (report, selected) = try await candidateReport(base: base, gates: gates)
    if candidate == nil { try history.append(report, command: "check", to: historyStore) }
    if let outputDirectory { try ReportDirectory(path: outputDirectory).write(report) }
    if let selected { base.results.removeAll { !selected.contains($0.identifier) } }
    options.gates = gates.subtracting([.conformance])
    let result = ReportComparison(base: base, new: report, options: options)
    try comparison.emit(result, title: "Check against \(baseline)")
    let conformancePassed =
      gates.contains(.conformance)
      ? try await ConformanceCommand.runSuite(shard: sharding.parsedShard()).allPassed : true
    for line in result.regressionLines() { print("regression: \(TerminalText.escape(line))") }
    try conclude(result, conformancePassed: conformancePassed)
  }

  /// Ends with the comparison's outcome, the same one its summary shows; conformance below 100%
  /// fails whatever the counts say.
  private func conclude(_ result: ReportComparison, conformancePassed: Bool) throws {
    guard conformancePassed else {
      throw BenchError(.failure, "conformance is below 100%: see 'bench conformance'")
    }
    let outcome = result.outcome
    print("check: \(outcome.rawValue)")
    guard outcome == .pass else {
      throw BenchError(outcome.exitCode, "check: \(result.conclusion)")
    }
  }

  /// The report to judge and, when it covers a `--filter`ed selection or a shard, the workloads
  /// it covers (the baseline's other points are not this check's to judge).
  private func candidateReport(base: BenchReport, gates: Set<Gate>) async throws -> (
    BenchReport, Set<String>?
  ) {
    if let candidate {
      // A filtered candidate (a filtered run, or the merge of one's shards) is judged on the
      // workloads its filter selected, as a filtered check is.
      let report = try ReportFile.readReport(at: candidate)
      return (report, report.options.filter.map { _ in Set(report.results.map(\.identifier)) })
    }
    try requireReleaseBuild(allowDebug: false)
    try ProcessAllocator.ensure(.system)
    var selection = self.selection
    let partial = selection.filter != nil || sharding.shard != nil
    selection.filter = selection.filter ?? base.options.filter
    let (workloads, shard) = try sharding.workloads(try selection.workloads())
    let counter = gates.contains(.instructions) ? try Self.instructionCounter() : nil
    var report = await selection.measure(workloads)
    report.shard = shard
    if let counter {
      try await MeasurementSession.countInstructions(
        in: &report, workloads: workloads, counter: counter, reference: base, progress: Progress()
      )
    }
    return (report, partial ? Set(workloads.map(\.identifier)) : nil)
  }

  private static func instructionCounter() throws -> InstructionCounter {
    guard InstructionCounter.isAvailable else {
      throw BenchError(
        .environment,
        "the instructions gate needs valgrind; install Debian's valgrind (.ci/run does)")
    }
    return try InstructionCounter(executable: currentExecutable())
  }
}
