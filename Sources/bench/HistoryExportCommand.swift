import ArgumentParser
import BenchHistory
import Foundation
import Harness

/// `bench history export`: the recorded reports in the formats other benchmarking services read,
/// one file per run and format, for a team that sends its history to such a service.
struct HistoryExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write recorded runs as Bencher Metric Format, github-action-benchmark or JMH JSON."
  )

  @Option(
    help:
      "Formats, comma-separated: \(ReportExportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
  )
  var format: String

  @Option(name: .customLong("run"), help: "A run to export (repeatable; default: every run).")
  var runs: [Int64] = []

  @Option(name: .customLong("history"), help: "The history database.")
  var historyPath = HistoryStore.defaultPath

  @Option(
    name: .customLong("output-dir"),
    help: "Where the exports are written, as run-ID-REVISION.FORMAT.json.")
  var outputDirectory = ".build/history-exports"

  func validate() throws {
    guard !outputDirectory.isEmpty else {
      throw ValidationError("--output-dir must name a directory")
    }
    _ = try ReportExportFormat.parse(list: format)
  }

  func run() async throws {
    let formats = try ReportExportFormat.parse(list: format)
    let store = try HistoryStore(readingAt: historyPath)
    let exports = try selectedRuns(in: store).map {
      (id: $0.id, name: Self.fileName(run: $0.id, revision: $0.revision))
    }
    let files = exports.flatMap { ReportDirectory.exportFiles(named: $0.name, formats: formats) }
    try OutputLocation.requireWritable(directory: outputDirectory, files: files)
    let written = try await Self.write(
      exports, of: store, formats: formats, to: ReportDirectory(path: outputDirectory))
    print("wrote \(written) file(s) to \(outputDirectory)")
  }

  /// Writes each run's exports; returns the number of files written. One worker per core takes
  /// every other run, since encoding the JSON is most of the time; each holds one run's points
  /// at a time, as a history of 10,000 runs holds gigabytes of them.
  private static func write(
    _ exports: [(id: Int64, name: String)], of store: HistoryStore, formats: [ReportExportFormat],
    to directory: ReportDirectory
  ) async throws -> Int {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 2, exports.count))
    return try await withThrowingTaskGroup(of: Int.self) { group in
      for worker in 0..<workers {
        group.addTask {
          var written = 0
          for export in stride(from: worker, to: exports.count, by: workers).map({ exports[$0] }) {
            try Task.checkCancellation()
            guard let points = try store.exportPoints(ofRun: export.id) else {
              throw BenchError(.usage, "\(store.path) has no run \(export.id)")
            }
            written += try directory.writeExports(points, formats: formats, name: export.name).count
          }
          return written
        }
      }
      return try await group.reduce(0, +)
    }
  }

  /// The runs `--run` names (every run when none), with their revisions; fails naming a missing one.
  private func selectedRuns(in store: HistoryStore) throws -> [(id: Int64, revision: String?)] {
    let recorded = try store.runRevisions()
    guard !runs.isEmpty else { return recorded }
    let revisions = Dictionary(
      recorded.map { ($0.id, $0.revision) }, uniquingKeysWith: { first, _ in first })
    return try runs.map { id in
      guard let revision = revisions[id] else {
        throw BenchError(.usage, "\(historyPath) has no run \(id)")
      }
      return (id, revision)
    }
  }

  /// `run-ID-REVISION`: the revision is data from the history, so only its letters and digits
  /// may name a file.
  private static func fileName(run id: Int64, revision: String?) -> String {
    let safe = revision.map {
      String($0.prefix(12).filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }
    return "run-\(id)-\(safe ?? "unknown")"
  }
}
