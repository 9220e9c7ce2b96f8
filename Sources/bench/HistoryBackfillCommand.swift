import ArgumentParser
import BenchHistory
import Foundation
import Harness

/// `bench history backfill`: builds past commits in worktrees, counts instructions for the
/// selected points with each commit's own bench, and records the reports; a rerun resumes.
struct HistoryBackfillCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backfill",
    abstract:
      "Record past commits: build each, run its bench with --instructions, append the report.",
    discussion:
      "Commits already backfilled on this machine are skipped, so an interrupted backfill resumes."
  )

  @Option(help: "The oldest commit to record.")
  var from: String

  @Option(help: "The newest commit to record.")
  var to: String = "HEAD"

  @Option(help: "Record every Nth commit (the newest always).")
  var every = 1

  @Option(help: "The workloads each commit's bench measures (its --filter).")
  var filter = "Store.Send"

  @Option(name: .customLong("history"), help: "The history database.")
  var historyPath = HistoryStore.defaultPath

  @Option(
    help:
      "Record only shard K of N (for example 2/4) of the sampled commits, each shard a run of consecutive commits; join the shards' histories with 'bench history import', shard 1 first."
  )
  var shard: String?

  func validate() throws {
    guard every >= 1 else { throw ValidationError("--every must be at least 1") }
    _ = try Regex(filter)
    if let shard { _ = try Shard(parsing: shard) }
  }

  /// The commits of this shard: every commit costs about the same (a build and a count), so the
  /// shards take equal runs of consecutive commits, oldest first. Imported shard after shard
  /// (`bench history import` in shard order), their runs keep the commits' order.
  private func shardCommits(_ commits: [String]) throws(BenchError) -> [String] {
    guard let shard else { return commits }
    let parsed = try Shard(parsing: shard)
    let share = (commits.count + parsed.count - 1) / parsed.count
    return Array(commits.dropFirst(share * (parsed.index - 1)).prefix(share))
  }

  func run() async throws {
    let builds = try instructionCountingRevisionBuilds(for: "history backfill")
    let first = try RevisionBuild.commit(of: from)
    let commits = try shardCommits(
      HistoryBackfill.sample([first] + (try commitsAfter(first)), every: every))
    let backfill = HistoryBackfill(
      store: try HistoryStore(path: historyPath), machine: HistoryStore.machineKey(.current()))
    let remaining = try backfill.remaining(commits)
    print("backfilling \(remaining.count) of \(commits.count) commit(s) into \(historyPath)")
    var builtAny = false
    defer { if builtAny { _ = try? builds.workingTreeBinary() } }
    try backfill.run(remaining) { commit throws(BenchError) in
      let (binary, built) = try builds.binary(commit: commit)
      builtAny = builtAny || built
      let report = try measure(with: binary, commit: commit)
      print(
        "  \(commit.prefix(12)): \(report.results.filter { $0.instructionsPerOperation != nil }.count) point(s) counted"
      )
      return report
    }
  }

  private func commitsAfter(_ first: String) throws(BenchError) -> [String] {
    let last = try RevisionBuild.commit(of: to)
    return last == first ? [] : try RevisionBisection.commits(good: first, bad: last)
  }

  /// The report of `binary`'s `run --quick --instructions` over the filter.
  private func measure(with binary: String, commit: String) throws(BenchError) -> BenchReport {
    let directory = NSTemporaryDirectory() + "backfill-\(commit.prefix(12))-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Subprocess.require(
      [binary, "run", "--quick", "--instructions", "--filter", filter, "--output-dir", directory],
      "the bench of \(commit.prefix(12)) failed to measure '\(filter)'"
    )
    return try ReportFile.readReport(at: "\(directory)/latest.json")
  }
}
