import ArgumentParser
import Foundation
import Harness

/// `bench export`: writes a report in the formats other continuous-benchmarking tools read.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a report as Bencher Metric Format, github-action-benchmark or JMH JSON.",
    discussion:
      "Each format is written next to the report (or in --output-dir) as NAME.FORMAT.json."
  )

  @Argument(help: "The report to export (a bench run's latest.json).")
  var report: String

  @Option(
    help:
      "Formats, comma-separated: \(ReportExportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
  )
  var format: String

  @Option(
    name: .customLong("output-dir"),
    help: "Where the exports are written (default: the report's directory).")
  var outputDirectory: String?

  func validate() throws {
    guard outputDirectory != "" else { throw ValidationError("--output-dir must name a directory") }
    _ = try ReportExportFormat.parse(list: format)
  }

  func run() async throws {
    let formats = try ReportExportFormat.parse(list: format)
    let loaded = try ReportFile.readReport(at: report)
    let url = URL(fileURLWithPath: report)
    let directory = outputDirectory ?? url.deletingLastPathComponent().path
    let name = url.deletingPathExtension().lastPathComponent
    try OutputLocation.requireWritable(
      directory: directory, files: ReportDirectory.exportFiles(named: name, formats: formats))
    for path in try ReportDirectory(path: directory).writeExports(
      loaded, formats: formats, name: name)
    {
      print("wrote \(path)")
    }
  }
}
