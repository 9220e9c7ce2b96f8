import ArgumentParser
import BenchHistory
import Foundation
import Harness

/// `bench history export`: the recorded reports in the formats other benchmarking services read,
/// one file per run and format, for a team that sends its history to such a service.
struct HistoryExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Write recorded runs as Bencher Metric Format, github-action-benchmark or JMH JSON."
  )

  @Option(help: "Formats, comma-separated: \(ReportExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var format: String

  @Option(name: .customLong("run"), help: "A run to export (repeatable; default: every run).")
  var runs: [Int64] = []

  @Option(name: .customLong("history"), help: "The history database.")
  var historyPath = HistoryStore.defaultPath

  @Option(name: .customLong("output-dir"), help: "Where the exports are written, as run-ID-REVISION.FORMAT.json.")
  var outputDirectory = ".build/history-exports"

  func validate() throws {
    guard !outputDirectory.isEmpty else { throw ValidationError("--output-dir must name a directory") }
    _ = try ReportExportFormat.parse(list: format)
  }

  func run() async throws {
    let formats = try ReportExportFormat.parse(list: format)
    let store = try HistoryStore(readingAt: historyPath)
    var exports: [(report: BenchReport, name: String)] = []
    for id in runs.isEmpty ? try store.runIDs() : runs {
      guard let report = try store.report(ofRun: id) else { throw BenchError(.usage, "\(historyPath) has no run \(id)") }
      // The revision is data from the history: only its letters and digits may name a file.
      let revision = report.git.revision.map { String($0.prefix(12).filter { $0.isASCII && ($0.isLetter || $0.isNumber) }) }
      exports.append((report, "run-\(id)-\(revision ?? "unknown")"))
    }
    let files = exports.flatMap { ReportDirectory.exportFiles(named: $0.name, formats: formats) }
    try OutputLocation.requireWritable(directory: outputDirectory, files: files)
    var written = 0
    for export in exports {
      written += try ReportDirectory(path: outputDirectory).writeExports(export.report, formats: formats, name: export.name).count
    }
    print("wrote \(written) file(s) to \(outputDirectory)")
  }
}
