import ArgumentParser
import BenchHistory
import Foundation
import Harness

/// `bench history`: the recorded series of each point across revisions.
struct HistoryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract:
      "Show how each point moved across the recorded runs (record with --record on run or check).",
    subcommands: [
      HistoryShowCommand.self, HistoryPlotCommand.self, HistoryBackfillCommand.self,
      HistoryExportCommand.self, HistoryImportCommand.self,
    ],
    defaultSubcommand: HistoryShowCommand.self
  )
}

/// The history database and the points and metric a `bench history` subcommand works on.
struct HistorySelection: ParsableArguments {
  @Option(help: "Only points whose name this regular expression matches (e.g. 'Store.Send/root').")
  var point: String?

  @Option(help: "The metric: \(HistoryMetric.allCases.map(\.rawValue).joined(separator: ", ")).")
  var metric: String = HistoryMetric.instructions.rawValue

  @Option(name: .customLong("history"), help: "The history database.")
  var historyPath = HistoryStore.defaultPath

  @Flag(
    name: .customLong("all-machines"),
    help: "Mix the runs of every machine (by default, only this machine's).")
  var allMachines = false

  func validate() throws {
    guard HistoryMetric(rawValue: metric) != nil else {
      throw ValidationError(
        "--metric must be one of \(HistoryMetric.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    if let point { _ = try Self.regex(point) }
  }

  /// `--point` as a regular expression; fails naming the option.
  private static func regex(_ point: String) throws -> Regex<AnyRegexOutput> {
    do { return try Regex(point) } catch {
      throw ValidationError("--point '\(point)' is not a regular expression: \(error)")
    }
  }

  /// The metric chosen.
  var chosenMetric: HistoryMetric { HistoryMetric(rawValue: metric) ?? .instructions }

  /// The machine whose runs count: this one, unless every machine's do.
  var machine: String? { allMachines ? nil : HistoryStore.machineKey(.current()) }

  /// The error for selected points none of which has the chosen metric on the chosen machines.
  func nothingRecorded(among count: Int) -> BenchError {
    let hint =
      chosenMetric == .instructions
      ? "record with --instructions, or try --metric time" : "try another --metric"
    let machines =
      allMachines ? "on any machine" : "on this machine (--all-machines shows the others')"
    return BenchError(
      .usage,
      "none of the \(count) selected point(s) has a recorded \(chosenMetric.rawValue) value \(machines); \(hint)"
    )
  }

  /// The history, which must exist and is opened read-only, and the names of the selected points in it.
  func open() throws -> (HistoryStore, [String]) {
    let store = try HistoryStore(readingAt: historyPath)
    let names = try store.pointNames()
    guard let point else { return (store, names) }
    let regex = try Self.regex(point)
    let selected = names.filter { $0.contains(regex) }
    guard !selected.isEmpty else {
      throw BenchError(
        .usage, "--point '\(point)' matches none of the \(names.count) recorded points")
    }
    return (store, selected)
  }
}

/// `bench history [show]`: prints each selected point's series, oldest run first.
struct HistoryShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Print the series of the selected points.")

  @OptionGroup var selection: HistorySelection

  func run() async throws {
    let (store, names) = try selection.open()
    var shown = 0
    for name in names {
      let series = try store.series(
        of: name, metric: selection.chosenMetric, machine: selection.machine)
      guard !series.isEmpty else { continue }
      print(HistoryTable.render(name: name, metric: selection.chosenMetric, series: series))
      shown += 1
    }
    guard shown > 0 else { throw selection.nothingRecorded(among: names.count) }
  }
}
