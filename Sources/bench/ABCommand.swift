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
  @OptionGroup var history: HistoryRecording
  @OptionGroup var gates: ComparisonGates

  func validate() throws {
    guard (4...1000).contains(launches) else {
      throw ValidationError("--launches must be between 4 and 1000")
    }
  }

  func run() throws {
    try requireReleaseBuild(allowDebug: false)
    let executable = currentExecutable()
    guard let scratch = RevisionBuild.scratchPath(of: executable) else {
      throw BenchError(
        .environment,
        "ab builds in the scratch directory of this bench, but \(executable) is not in one")
    }
    if let filter { _ = try WorkloadFilter(filter).select(from: WorkloadCatalog.all()) }
    try comparison.requireWritableOutputs()
    _ = try comparison.options(swiftVersion: MachineDescription.current().swiftVersion)
    let historyStore = try history.open()
    let builds = RevisionBuild(scratchPath: scratch)
    let baseCommit = try RevisionBuild.commit(of: baseline)
    let candidateCommit = try candidate.map { revision throws(BenchError) in
      try RevisionBuild.commit(of: revision)
    }
    let (baseBinary, newBinary, newRevision) = try builds.binaries(
      baseCommit: baseCommit, candidateCommit: candidateCommit)
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
    // Both sides, each under its own revision: the merged launches of one A/B run.
    try history.append(base, command: "ab", to: historyStore)
    try history.append(new, command: "ab", to: historyStore)
    var options = try comparison.options(for: new)
    options.gates = try gates.gates(base: base, new: new)
    let result = ReportComparison(base: base, new: new, options: options)
    try comparison.emit(result, title: "A/B: \(candidate ?? "working tree") against \(baseline)")
    guard result.outcome == .pass else {
      throw BenchError(result.outcome.exitCode, "outcome: \(result.outcome.rawValue)")
    }
  }
}
