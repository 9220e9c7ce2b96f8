import ArgumentParser
import Foundation
import Harness

/// `bench compare BASE.json NEW.json`: per point, the NEW/BASE ratio, a Mann–Whitney test and a
/// verdict; allocations and instructions compared exactly. Reports of two different runtimes
/// (another module or package) are set side by side instead, with no verdict.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare", abstract: "Compare two bench reports."
  )

  @Argument(help: "The baseline report.") var base: String
  @Argument(help: "The report to judge.") var new: String
  @OptionGroup var comparison: ComparisonArguments
  @OptionGroup var gates: ComparisonGates

  func run() throws {
    try comparison.requireWritableOutputs()
    let baseReport = try ReportFile.readReport(at: base)
    let newReport = try ReportFile.readReport(at: new)
    var options = try comparison.options(for: newReport)
    options.gates = try gates.gates(base: baseReport, new: newReport)
    let result = ReportComparison(base: baseReport, new: newReport, options: options)
    if RuntimeComparison.appliesTo(base: baseReport, new: newReport) {
      try comparison.emit(RuntimeComparison(base: baseReport, new: newReport, comparison: result))
      return
    }
    try comparison.emit(result, title: "Comparison: \(new) against \(base)")
    guard result.outcome == .pass else {
      throw BenchError(result.outcome.exitCode, "outcome: \(result.outcome.rawValue)")
    }
  }
}

/// The options of every command that compares reports.
struct ComparisonArguments: ParsableArguments {
  // Unconditional: `--alpha -1` reaches validation instead of reading as a missing value.
  @Option(parsing: .unconditional, help: "The significance level of the Mann–Whitney test.")
  var alpha = 0.01

  @Option(
    parsing: .unconditional,
    help: "The default noise threshold for timings, as a fraction (0.05 = 5%).")
  var threshold = 0.05

  @Option(
    help: "Per-workload thresholds (default: Reports/thresholds/<swift version>.json if present).")
  var thresholds: String?

  @Option(help: "Also write the markdown verdict to this file.")
  var markdown: String?

  @Option(help: "Also write the comparison as JSON to this file.")
  var json: String?

  func validate() throws {
    guard alpha.isFinite, alpha > 0, alpha < 1 else {
      throw ValidationError("--alpha must be between 0 and 1")
    }
    guard threshold.isFinite, threshold >= 0, threshold < 10 else {
      throw ValidationError("--threshold must be a fraction from 0 to 10")
    }
    guard markdown != "", json != "" else {
      throw ValidationError("--markdown and --json must name files")
    }
  }

  /// Fails before any measuring when a file the comparison will write cannot be written.
  func requireWritableOutputs() throws {
    for path in [markdown, json].compactMap(\.self) {
      try OutputLocation.requireWritable(file: path)
    }
  }

  /// The comparison options, with thresholds for the Swift version of `report`.
  func options(for report: BenchReport) throws -> ComparisonOptions {
    try options(swiftVersion: report.machine.swiftVersion)
  }

  /// The comparison options, with thresholds for reports made with `swiftVersion`.
  func options(swiftVersion: String) throws -> ComparisonOptions {
    try .loading(
      thresholds: thresholds, swiftVersion: swiftVersion, alpha: alpha, threshold: threshold)
  }

  /// Prints two runtimes side by side and writes the requested files.
  func emit(_ comparison: RuntimeComparison) throws {
    let text = comparison.markdown()
    print(text, terminator: "")
    if let markdown { try ReportFile.writeAtomically(Data(text.utf8), to: markdown) }
    if let json { try ReportFile.writeJSON(comparison, to: json) }
  }

  /// Prints the markdown, writes the requested files, and appends to a GitHub step summary.
  func emit(_ comparison: ReportComparison, title: String) throws {
    let text = comparison.markdown(title: title)
    print(text, terminator: "")
    if let markdown { try ReportFile.writeAtomically(Data(text.utf8), to: markdown) }
    if let json { try ReportFile.writeJSON(comparison, to: json) }
    StepSummary.append(text)
  }
}

/// The gates of `compare` and `ab`, which may gate timings.
struct ComparisonGates: ParsableArguments {
  @Option(
    name: .customLong("gates"),
    help:
      "Comma-separated gates: timings, allocations, instructions (default: every measurement either report holds)."
  )
  var list: String?

  func validate() throws {
    if let list { _ = try CheckGates.parseComparison(list) }
  }

  /// The gates asked for, or else every measurement `base` or `new` holds.
  func gates(base: BenchReport, new: BenchReport) throws(BenchError) -> Set<Gate> {
    guard let list else { return CheckGates.measured(in: base, new) }
    return try CheckGates.parseComparison(list)
  }
}
