import ArgumentParser
import Foundation
import Harness
import Workloads

/// `bench ab --baseline REV`: builds the baseline revision in a worktree and the candidate (this
/// working tree, or `--candidate REV`), then launches the two builds alternately and compares
/// them.
struct ABCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ab", abstract: "A/B two revisions of this repository, launched alternately."
  )

  @Option(help: "The baseline revision (any git revision).")
  var baseline: String

  @Option(help: "The candidate revision (default: this working tree, built now).")
  var candidate: String?

  @Option(help: "Launches per side (each one sample per point).")
  var launches = 10

  @Option(help: "Only workloads matching this regular expression.")
  var filter: String?

  @OptionGroup var comparison: ComparisonArguments

  func validate() throws {
    guard (4...1000).contains(launches) else { throw ValidationError("--launches must be between 4 and 1000") }
  }

  func run() throws {
    try requireReleaseBuild(allowDebug: false)
    // Resolved before building: the working tree's build replaces this very binary.
    let executable = currentExecutable()
    guard let scratch = RevisionBuild.scratchPath(of: executable) else {
      throw BenchError(.environment, "ab builds in the scratch directory of this bench, but \(executable) is not in one")
    }
    if let filter { _ = try WorkloadFilter(filter).select(from: WorkloadCatalog.all()) }
    let builds = RevisionBuild(scratchPath: scratch)
    let baseCommit = try RevisionBuild.commit(of: baseline)
    let (newBinary, newRevision) = try candidateBinary(builds, executable: executable)
    let baseBinary = try builds.binary(commit: baseCommit)
    let arguments = ["run", "--quick"] + (filter.map { ["--filter", $0] } ?? [])
    let work = ".build-ab/launches/\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: work) }
    var (base, new) = try AlternatingLaunches.run(
      BenchLaunch(label: "A", executable: baseBinary, arguments: arguments),
      BenchLaunch(label: "B", executable: newBinary, arguments: arguments),
      count: launches, workDirectory: work, progress: Progress()
    )
    base.git = GitRevision(revision: baseCommit, dirty: false)
    new.git = newRevision
    let result = ReportComparison(base: base, new: new, options: try comparison.options(for: new))
    try comparison.emit(result, title: "A/B: \(candidate ?? "working tree") against \(baseline)")
    guard result.outcome == .pass else { throw BenchError(result.outcome.exitCode, "outcome: \(result.outcome.rawValue)") }
  }

  /// The candidate's binary and revision: `--candidate` built like the baseline, or this working
  /// tree built now and copied aside.
  private func candidateBinary(_ builds: RevisionBuild, executable: String) throws -> (String, GitRevision) {
    if let candidate {
      let commit = try RevisionBuild.commit(of: candidate)
      return (try builds.binary(commit: commit), GitRevision(revision: commit, dirty: false))
    }
    let revision = GitRevision.current()
    if revision.dirty == true {
      FileHandle.standardError.write(Data("bench: warning: the working tree has uncommitted changes; the candidate is built from them\n".utf8))
    }
    try Subprocess.require(
      ["swift", "build", "-c", "release", "--product", "bench", "--scratch-path", builds.scratchPath],
      "cannot build the working tree's bench"
    )
    let label = "working-tree-\(revision.revision?.prefix(12) ?? "unknown")\(revision.dirty == true ? "-dirty" : "")"
    return (try builds.snapshot(of: executable, label: label), revision)
  }
}
