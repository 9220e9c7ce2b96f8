import ArgumentParser
import Foundation
import Harness

/// `bench check --baseline Reports/baseline.json`: the CI gate. Measures now (or reads
/// `--candidate`), then gates allocations and instructions per operation exactly, timings
/// against the noise thresholds, and conformance at 100%.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Gate this build against a baseline report.",
    discussion: "Exit codes: 0 pass, 1 regression, 2 usage or input error, 3 improvement only (update the baseline), 4 inconclusive."
  )

  @Option(help: "The baseline report.")
  var baseline = "Reports/baseline.json"

  @Option(help: "A report to judge instead of measuring now.")
  var candidate: String?

  @Option(help: "Comma-separated gates: timings, allocations, instructions, conformance.")
  var gates = "allocations,instructions,conformance"

  @OptionGroup var selection: WorkloadSelection
  @OptionGroup var comparison: ComparisonArguments

  func run() async throws {
    let gates = try parsedGates()
    let base = try ReportFile.readReport(at: baseline)
    let report = try await candidateReport(base: base, gates: gates)
    var options = try comparison.options(for: report)
    options.gates = gates.subtracting([.conformance])
    var notes: [String] = []
    if base.machine.swiftVersion != report.machine.swiftVersion {
      options.gates.subtract([.allocations, .instructions])
      notes.append("baseline is for \(base.machine.swiftVersion), this is \(report.machine.swiftVersion): allocation and instruction gates skipped")
    }
    let result = ReportComparison(base: base, new: report, options: options)
    try comparison.emit(result, title: "Check against \(baseline)")
    let conformancePassed = gates.contains(.conformance) ? await Self.conformancePasses() : true
    for note in notes { print("note: \(note)") }
    try conclude(result.outcome, conformancePassed: conformancePassed, skippedGates: !notes.isEmpty)
  }

  private func conclude(_ outcome: ReportComparison.Outcome, conformancePassed: Bool, skippedGates: Bool) throws {
    guard conformancePassed else { throw BenchError(.failure, "conformance is below 100%: see 'bench conformance'") }
    let final = (outcome == .pass || outcome == .improvement) && skippedGates ? .inconclusive : outcome
    print("check: \(final.rawValue)")
    guard final == .pass else { throw BenchError(final.exitCode, "check: \(final.rawValue)") }
  }

  private func parsedGates() throws -> Set<Gate> {
    var result: Set<Gate> = []
    for name in gates.split(separator: ",") {
      guard let gate = Gate(rawValue: String(name)) else {
        throw BenchError(.usage, "unknown gate '\(name)'; gates are \(Gate.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      result.insert(gate)
    }
    return result
  }

  private func candidateReport(base: BenchReport, gates: Set<Gate>) async throws -> BenchReport {
    if let candidate { return try ReportFile.readReport(at: candidate) }
    try requireReleaseBuild(allowDebug: false)
    try ProcessAllocator.ensure(.system)
    var selection = self.selection
    selection.filter = selection.filter ?? base.options.filter
    let workloads = try selection.workloads()
    var report = await selection.measure(workloads)
    let baselineHasInstructions = base.results.contains { $0.instructionsPerOperation != nil }
    if gates.contains(.instructions), baselineHasInstructions {
      guard InstructionCounter.isAvailable else {
        throw BenchError(.environment, "the instructions gate needs valgrind; install Debian's valgrind (.ci/run does)")
      }
      try await MeasurementSession.countInstructions(
        in: &report, workloads: workloads, counter: InstructionCounter(executable: currentExecutable()),
        progress: Progress()
      )
    }
    return report
  }

  @MainActor
  private static func conformancePasses() async -> Bool {
    await ConformanceCommand.runSuite().allPassed
  }
}
