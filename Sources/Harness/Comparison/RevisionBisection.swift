/// A binary search over the commits between a good and a bad revision for the first one whose
/// count moved beyond a threshold from the good revision's.
///
/// Instruction counts are deterministic, so a commit either moved the count or did not; the
/// search assumes that once moved, the count stays moved up to the bad revision (the usual
/// bisection assumption), and counts about log2(n) commits of n.
public struct RevisionBisection: Sendable {
  /// One counted commit.
  public struct Step: Sendable, Equatable {
    /// The commit.
    public let commit: String
    /// Its count.
    public let count: Double
  }

  /// The outcome of a search.
  public struct Outcome: Sendable, Equatable {
    /// The good revision's count, the reference.
    public let good: Step
    /// The first commit whose count moved beyond the threshold.
    public let firstMoved: Step
    /// The last commit before it, which had not moved.
    public let lastUnmoved: Step
    /// Every commit counted, in the order counted.
    public let counted: [Step]
  }

  /// The commits after `good` up to and including `bad`, oldest first.
  public let commits: [String]
  /// The relative change from the good count beyond which a commit counts as moved.
  public let threshold: Double

  /// A search over `commits` (after the good revision, oldest first, ending with the bad one).
  public init(commits: [String], threshold: Double) {
    self.commits = commits
    self.threshold = threshold
  }

  /// The commits of the repository at `repository` after `good` up to `bad`, along the
  /// first-parent line.
  public static func commits(good: String, bad: String, in repository: String = ".")
    throws(BenchError) -> [String]
  {
    guard
      let list = Subprocess.output([
        "git", "-C", repository, "rev-list", "--reverse", "--first-parent", "\(good)..\(bad)",
      ])
    else {
      throw BenchError(.usage, "cannot list the commits from \(good) to \(bad)")
    }
    let commits = list.split(separator: "\n").map(String.init)
    guard !commits.isEmpty else {
      throw BenchError(.usage, "\(bad) is not after \(good) on its first-parent line")
    }
    return commits
  }

  /// Searches with `count`, which counts one commit; fails if the bad revision did not move.
  public func run(good: String, count: (String) throws(BenchError) -> Double) throws(BenchError)
    -> Outcome
  {
    var counted: [Step] = []
    func measure(_ commit: String) throws(BenchError) -> Step {
      let step = Step(commit: commit, count: try count(commit))
      counted.append(step)
      return step
    }
    let reference = try measure(good)
    var moved = try measure(commits[commits.count - 1])
    guard hasMoved(moved.count, from: reference.count) else {
      throw BenchError(
        .inconclusive,
        "\(short(moved.commit)) counts \(Int(moved.count)), within \(threshold * 100)% of \(short(good))'s \(Int(reference.count)): nothing to bisect"
      )
    }
    var (low, high) = (-1, commits.count - 1)
    var unmoved = reference
    while high - low > 1 {
      let middle = (low + high) / 2
      let step = try measure(commits[middle])
      if hasMoved(step.count, from: reference.count) {
        (high, moved) = (middle, step)
      } else {
        (low, unmoved) = (middle, step)
      }
    }
    return Outcome(good: reference, firstMoved: moved, lastUnmoved: unmoved, counted: counted)
  }

  private func hasMoved(_ value: Double, from reference: Double) -> Bool {
    reference == 0 ? value != 0 : abs(value - reference) / reference > threshold
  }

  private func short(_ commit: String) -> String {
    String(commit.prefix(12))
  }
}
