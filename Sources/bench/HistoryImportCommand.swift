import ArgumentParser
import BenchHistory
import Harness

/// `bench history import`: brings the runs of other histories (a sharded backfill's, another
/// runner's) into this one.
struct HistoryImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add the runs of other history databases to this one, each run once.",
    discussion:
      "All runs are added in one transaction; a run this history already holds is skipped. A file that is not a bench history is refused (exit 2) and nothing is imported."
  )

  @Argument(help: "The other histories (.sqlite files written by 'bench … --record' or backfill).")
  var others: [String]

  @Option(name: .customLong("history"), help: "The history database the runs are added to.")
  var historyPath = HistoryStore.defaultPath

  func validate() throws {
    guard !others.isEmpty else { throw ValidationError("give the histories to import") }
  }

  func run() async throws {
    let sources = try others.map { path throws(BenchError) in try HistoryStore(readingAt: path) }
    let outcome = try HistoryStore(path: historyPath).importRuns(from: sources)
    print(
      "imported \(outcome.imported) run(s) into \(historyPath); \(outcome.alreadyHeld) already there"
    )
  }
}
