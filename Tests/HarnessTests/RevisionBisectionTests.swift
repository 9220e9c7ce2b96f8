import Foundation
import Harness
import Testing

/// The bisection over a synthetic history: a throwaway repository whose every commit records a
/// count, with a slowdown injected at a known commit.
struct RevisionBisectionTests {
  @Test func findsTheCommitThatInjectedTheSlowdown() throws {
    let history = try SyntheticHistory(counts: [
      1000, 1000, 1002, 1001, 1100, 1100, 1101, 1099, 1100, 1100,
    ])
    let commits = try RevisionBisection.commits(
      good: history.commits[0], bad: history.commits[9], in: history.repository)
    #expect(commits == Array(history.commits[1...]))
    let outcome = try RevisionBisection(commits: commits, threshold: 0.01).run(
      good: history.commits[0]
    ) { commit throws(BenchError) in
      try history.count(at: commit)
    }
    #expect(outcome.firstMoved.commit == history.commits[4])
    #expect(outcome.lastUnmoved.commit == history.commits[3])
    #expect(outcome.counted.count <= 2 + 4)
  }

  @Test func aBadRevisionThatDidNotMoveIsInconclusive() throws {
    let history = try SyntheticHistory(counts: [1000, 1003, 1005])
    let commits = try RevisionBisection.commits(
      good: history.commits[0], bad: history.commits[2], in: history.repository)
    let error = #expect(throws: BenchError.self) {
      try RevisionBisection(commits: commits, threshold: 0.01).run(good: history.commits[0]) {
        commit throws(BenchError) in
        try history.count(at: commit)
      }
    }
    #expect(error?.code == .inconclusive)
  }

  @Test func aBadRevisionBeforeTheGoodOneIsAUsageError() throws {
    let history = try SyntheticHistory(counts: [1000, 1100])
    let error = #expect(throws: BenchError.self) {
      try RevisionBisection.commits(
        good: history.commits[1], bad: history.commits[0], in: history.repository)
    }
    #expect(error?.code == .usage)
  }
}

/// A git repository with one commit per count, each writing its count to `count.txt`.
private struct SyntheticHistory {
  let repository = NSTemporaryDirectory() + "bisect-\(UUID().uuidString)"
  private(set) var commits: [String] = []

  init(counts: [Int]) throws {
    try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
    try git("init", "-q")
    for (index, count) in counts.enumerated() {
      try Data("\(count)\n".utf8).write(to: URL(fileURLWithPath: "\(repository)/count.txt"))
      try git("add", "count.txt")
      try git(
        "-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-q",
        "--allow-empty", "-m", "commit \(index)")
      commits.append(
        try #require(Subprocess.output(["git", "-C", repository, "rev-parse", "HEAD"])))
    }
  }

  func count(at commit: String) throws(BenchError) -> Double {
    guard let text = Subprocess.output(["git", "-C", repository, "show", "\(commit):count.txt"]),
      let value = Double(text)
    else {
      throw BenchError(.environment, "no count at \(commit)")
    }
    return value
  }

  private func git(_ arguments: String...) throws {
    try Subprocess.require(
      ["git", "-C", repository] + arguments, "git \(arguments.joined(separator: " ")) failed")
  }
}
