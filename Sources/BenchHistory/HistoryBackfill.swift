import Harness

/// Records past commits in the history, oldest first, one report per commit, resuming where an
/// earlier backfill stopped: a commit already recorded by a backfill on this machine is skipped.
public struct HistoryBackfill: Sendable {
  /// The command name backfilled runs are recorded under.
  public static let command = "backfill"

  /// The history recorded into.
  public let store: HistoryStore
  /// The machine the reports are measured on, whose earlier backfills count.
  public let machine: String

  /// A backfill into `store` of reports measured on `machine`.
  public init(store: HistoryStore, machine: String) {
    self.store = store
    self.machine = machine
  }

  /// Every `every`th of `commits` (oldest first), always with the last one.
  public static func sample(_ commits: [String], every: Int) -> [String] {
    guard every > 1, !commits.isEmpty else { return commits }
    let picked = commits.enumerated().filter { $0.offset % every == 0 }.map(\.element)
    return picked.last == commits.last ? picked : picked + [commits[commits.count - 1]]
  }

  /// The commits of `commits` not yet recorded by a backfill on this machine.
  public func remaining(_ commits: [String]) throws(BenchError) -> [String] {
    let recorded = try store.revisions(command: Self.command, machine: machine)
    return commits.filter { !recorded.contains($0) }
  }

  /// Measures each remaining commit with `measure` and records its report under the commit,
  /// one transaction each, so that an interruption loses at most the commit being measured.
  /// Returns the commits recorded now.
  @discardableResult
  public func run(_ commits: [String], measure: (String) throws(BenchError) -> BenchReport)
    throws(BenchError) -> [String]
  {
    var recorded: [String] = []
    for commit in try remaining(commits) {
      var report = try measure(commit)
      report.git = GitRevision(revision: commit, dirty: false)
      try store.record(report, command: Self.command)
      recorded.append(commit)
    }
    return recorded
  }
}
