import ArgumentParser
import Foundation
import Harness

/// `bench ab --baseline REV`: builds the baseline revision in a worktree under `.build-ab/`,
/// then launches the two builds alternately and compares them.
struct ABCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ab", abstract: "A/B two revisions of this repository, launched alternately."
  )

  @Option(help: "The baseline revision (any git revision).")
  var baseline: String

  @Option(help: "The candidate revision (default: this working tree's build).")
  var candidate: String?

  @Option(help: "Launches per side (each one sample per point).")
  var launches = 10

  @Option(help: "Only workloads matching this regular expression.")
  var filter: String?

  @OptionGroup var comparison: ComparisonArguments

  func validate() throws {
    guard launches >= 4 else { throw ValidationError("--launches must be at least 4") }
  }

  func run() throws {
    try requireReleaseBuild(allowDebug: false)
    let baseBinary = try RevisionBuild(revision: baseline).binary()
    let newBinary = try candidate.map { try RevisionBuild(revision: $0).binary() } ?? currentExecutable()
    let arguments = ["run", "--quick"] + (filter.map { ["--filter", $0] } ?? [])
    let work = ".build-ab/launches/\(UUID().uuidString)"
    let (base, new) = try AlternatingLaunches.run(
      BenchLaunch(label: "A", executable: baseBinary, arguments: arguments),
      BenchLaunch(label: "B", executable: newBinary, arguments: arguments),
      count: launches, workDirectory: work, progress: Progress()
    )
    let result = ReportComparison(base: base, new: new, options: try comparison.options(for: new))
    try comparison.emit(result, title: "A/B: \(candidate ?? "working tree") against \(baseline)")
    guard result.outcome == .pass else { throw BenchError(result.outcome.exitCode, "outcome: \(result.outcome.rawValue)") }
  }
}

/// A release build of the bench at one revision, in a git worktree under `.build-ab/`.
struct RevisionBuild {
  let revision: String

  /// Builds (or reuses) the revision's bench binary and returns its path.
  func binary() throws -> String {
    guard let commit = Subprocess.output(["git", "rev-parse", "--verify", "\(revision)^{commit}"]) else {
      throw BenchError(.usage, "'\(revision)' is not a revision of this repository")
    }
    let worktree = ".build-ab/worktrees/\(commit)"
    let scratch = ".build-ab/scratch/\(commit)"
    if !FileManager.default.fileExists(atPath: worktree) {
      try Shell.require(["git", "worktree", "add", "--detach", worktree, commit], "cannot create a worktree for \(revision)")
    }
    FileHandle.standardError.write(Data("building \(revision) (\(commit.prefix(12))) in \(worktree)…\n".utf8))
    try Shell.require(
      ["swift", "build", "-c", "release", "--product", "bench", "--package-path", worktree, "--scratch-path", scratch],
      "cannot build the bench at \(revision)"
    )
    return URL(fileURLWithPath: "\(scratch)/release/bench").standardizedFileURL.path
  }
}

/// Runs commands for the CLI's own plumbing.
enum Shell {
  /// Runs `arguments` with stderr passed through; throws `message` if it fails.
  static func require(_ arguments: [String], _ message: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.standardError
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchError(.environment, message) }
  }
}
