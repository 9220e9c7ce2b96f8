import ArgumentParser
import Foundation
import Harness
import Workloads

/// `bench bisect`: finds the first commit between a good and a bad revision whose instruction
/// count for one point moved beyond a threshold, building each commit it counts.
struct BisectCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bisect",
    abstract:
      "Find the commit that moved a point's instruction count (builds about log2(n) commits).",
    discussion:
      "Exit codes: 0 found; 2 bad revisions, point or sizes; 4 the bad revision did not move beyond the threshold; 5 no valgrind or a failed build."
  )

  @Option(help: "A revision whose count is the reference.")
  var good: String

  @Option(help: "A later revision whose count moved.")
  var bad: String

  @Option(help: "The point: 'Subject.Operation/scenario'.")
  var point: String

  @Option(help: "The point's sizes, as 'depth=10,width=100' (none for a point without sizes).")
  var sizes: String = ""

  @Option(parsing: .unconditional, help: "The relative change that counts as moved.")
  var threshold = 0.01

  @Option(parsing: .unconditional, help: "Operations counted per commit.")
  var iterations = 20

  func validate() throws {
    guard Sizes(argument: sizes) != nil else {
      throw ValidationError("--sizes must read like 'depth=10,width=100'")
    }
    guard threshold > 0, threshold.isFinite, iterations > 0 else {
      throw ValidationError("--threshold and --iterations must be positive")
    }
    guard point.contains("/") else {
      throw ValidationError("--point must name 'Subject.Operation/scenario'")
    }
  }

  func run() async throws {
    // Checked against this build's workloads before any worktree is made or anything is built.
    _ = try PointSelection.require(
      point, sizes: Sizes(argument: sizes) ?? Sizes(), in: WorkloadCatalog.all())
    let builds = try instructionCountingRevisionBuilds(for: "bisect")
    let good = try RevisionBuild.commit(of: self.good)
    let bisection = RevisionBisection(
      commits: try RevisionBisection.commits(good: good, bad: try RevisionBuild.commit(of: bad)),
      threshold: threshold)
    print(
      "bisecting \(bisection.commits.count) commit(s) after \(good.prefix(12)) on \(point) \(sizes)"
    )
    var profiles: [String: FunctionProfile] = [:]
    var builtAny = false
    let outcome = try bisection.run(good: good) { commit throws(BenchError) in
      let (binary, built) = try builds.binary(commit: commit)
      builtAny = builtAny || built
      let counted = try InstructionCounter(executable: binary).count(
        workload: point, sizes: Sizes(argument: sizes) ?? Sizes(), extra: iterations)
      profiles[commit] = counted.profile
      print("  \(commit.prefix(12)): \(Int(counted.instructions)) instructions/op")
      return counted.instructions
    }
    // The commits were built in this bench's scratch directory: build the working tree there again.
    if builtAny { _ = try builds.workingTreeBinary() }
    report(outcome, profiles: profiles)
  }

  private func report(_ outcome: RevisionBisection.Outcome, profiles: [String: FunctionProfile]) {
    let (before, after) = (outcome.lastUnmoved, outcome.firstMoved)
    let change = (after.count - before.count) / before.count * 100
    print(
      "first moved: \(after.commit) (\(Int(before.count)) → \(Int(after.count)) instructions/op, \(String(format: "%+.2f", change))%)"
    )
    if let subject = Subprocess.output(["git", "log", "-1", "--format=%s", after.commit]) {
      print("  \(subject)")
    }
    if let base = profiles[before.commit], let new = profiles[after.commit] {
      for (function, instructions) in new.growth(from: base, limit: 5) {
        print("  grew: \(function) \(String(format: "%+.0f", instructions))")
      }
    }
  }
}
