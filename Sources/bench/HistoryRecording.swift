import ArgumentParser
import BenchHistory
import Harness

/// The options that append a command's report to the history database.
struct HistoryRecording: ParsableArguments {
  @Flag(help: "Append the report to the history database (see 'bench history').")
  var record = false

  @Option(name: .customLong("history"), help: "The history database --record appends to.")
  var historyPath = HistoryStore.defaultPath

  /// Opens the history now, when recording, so that a bad database fails before any measuring.
  func open() throws(BenchError) -> HistoryStore? {
    record ? try HistoryStore(path: historyPath) : nil
  }

  /// Appends `report` to `store`, if recording, and says so.
  func append(_ report: BenchReport, command: String, to store: HistoryStore?) throws(BenchError) {
    guard let store else { return }
    let run = try store.record(report, command: command)
    print("recorded as run \(run) in \(store.path)")
  }
}
