import ArgumentParser
import Foundation
import Harness

/// `bench merge`: joins the reports of a sharded job's shards into the report one machine
/// would have written.
struct MergeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract:
      "Merge the reports of a sharded run, conformance suite, mutation study or calibration.",
    discussion:
      "Writes latest.{json,md} (or conformance.*, mutation.*, thresholds/VERSION.json) in --output-dir. Refuses, with exit 2 and nothing written, shards of different runs, overlapping shards, and shards that leave points out (docs/sharding.md). A merged suite or mutation study exits as 'conformance' or 'mutation' would."
  )

  @Argument(
    help: "The shards' reports (each shard's latest.json, conformance.json or mutation.json).")
  var shards: [String]

  @Option(name: .customLong("output-dir"), help: "Where the merged report is written.")
  var outputDirectory: String

  @Option(
    help:
      "Also write the merged bench report in these formats, comma-separated (\(ReportExportFormat.allCases.map(\.rawValue).joined(separator: ", ")))."
  )
  var format: String?

  @OptionGroup var history: HistoryRecording

  func validate() throws {
    guard !shards.isEmpty else { throw ValidationError("give the shards' reports to merge") }
    guard !outputDirectory.isEmpty else {
      throw ValidationError("--output-dir must name a directory")
    }
    _ = try format.map(ReportExportFormat.parse(list:))
  }

  func run() async throws {
    switch ReportFile.kind(at: shards[0]) {
    case "conformance report": try mergeConformance()
    case "mutation report": try mergeMutation()
    case "thresholds file": try mergeThresholds()
    default: try mergeBenchReports()
    }
  }

  private func mergeBenchReports() throws {
    let formats = try format.map(ReportExportFormat.parse(list:)) ?? []
    let reports = try shards.map { path throws(BenchError) in
      (path, try ReportFile.readReport(at: path, allowingShard: true))
    }
    let merged = try BenchReportMerge.merge(reports)
    try OutputLocation.requireWritable(
      directory: outputDirectory,
      files: ReportDirectory.reportFiles() + ReportDirectory.exportFiles(formats: formats))
    let historyStore = try history.open()
    try ReportDirectory(path: outputDirectory).write(merged)
    let exports = try ReportDirectory(path: outputDirectory).writeExports(merged, formats: formats)
    print(
      "merged \(reports.count) shards, \(merged.results.count) points: wrote \(([outputDirectory + "/latest.json", outputDirectory + "/latest.md"] + exports).joined(separator: ", "))"
    )
    try history.append(merged, command: "merge", to: historyStore)
  }

  private func mergeConformance() throws {
    let merged = try ConformanceMatrixMerge.merge(
      try readShards("conformance reports", ReportFile.readConformanceReport(at:)))
    try OutputLocation.requireWritable(directory: outputDirectory)
    try ConformanceCommand.write(merged, to: outputDirectory)
    try ConformanceCommand.requirePassing(merged, reportedIn: outputDirectory)
  }

  private func mergeMutation() throws {
    let merged = try MutationStudyMerge.merge(
      try readShards("mutation reports", ReportFile.readMutationReport(at:)))
    try OutputLocation.requireWritable(directory: outputDirectory)
    try MutationCommand.write(merged, to: outputDirectory)
    try MutationCommand.requireComplete(merged, reportedIn: outputDirectory)
  }

  private func mergeThresholds() throws {
    let files = try readShards("thresholds files", ReportFile.readThresholdFile(at:))
    // Merged into the file already there, as an unsharded calibration writes into it.
    let existing = try ThresholdFile.load(
      in: outputDirectory, swiftVersion: files[0].1.swiftVersion)
    let merged = try ThresholdFileMerge.merge(files, into: existing)
    let path = ThresholdFile.path(in: outputDirectory, swiftVersion: merged.swiftVersion)
    try OutputLocation.requireWritable(directory: outputDirectory)
    try ReportFile.writeJSON(merged, to: path)
    print("merged \(files.count) shards: wrote \(path)")
  }

  /// Every shard's output read by `read`, with its path; `--format` and `--record` belong to
  /// bench reports only.
  private func readShards<Output>(
    _ what: String, _ read: (String) throws(BenchError) -> Output
  ) throws(BenchError) -> [(path: String, Output)] {
    try requireNoBenchOptions(what)
    var outputs: [(path: String, Output)] = []
    for path in shards { outputs.append((path, try read(path))) }
    return outputs
  }

  private func requireNoBenchOptions(_ what: String) throws(BenchError) {
    guard format == nil, !history.record else {
      throw BenchError(.usage, "--format and --record apply to bench reports, not \(what)")
    }
  }
}
