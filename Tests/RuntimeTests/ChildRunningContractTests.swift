import Foundation
import Testing

/// The contract that makes `ChildRunning` the one way to run a child: the compiler lets a
/// reducer run another on its own state type only (`Reducer._run`), and these tests find every
/// other way a reducer could be run in the runtime's sources, so that a new child-running
/// reducer that skips `ChildRunning` fails here.
struct ChildRunningContractTests {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ComposableRuntime")

  /// Where a reducer's own `reduce(into:action:)` may be called: the function that runs a
  /// reducer on its own state, the change tracker's runs, and the child runs.
  private static let reducingFiles: Set = [
    "Reducer.swift", "ChildPlace.swift", "ChildRunning.swift",
  ]

  @Test
  func onlyTheRunningFilesCallAReducersReduce() throws {
    let callers = try Self.files(calling: ".reduce(into:")
    #expect(!callers.isEmpty, "the scan found no call at all: is \(Self.sources.path) right?")
    #expect(Set(callers).subtracting(Self.reducingFiles).isEmpty, "\(callers)")
  }

  @Test
  func onlyChildRunningRunsAReducerAtAChildPlace() throws {
    #expect(try Self.files(calling: "tracker.run(") == ["ChildRunning.swift"])
  }

  /// A child's effects are namespaced and cancelled as the child's by `ChildRunning` alone
  /// (with the dismissal channel it opens, which lives in its child's namespace).
  @Test
  func onlyChildRunningNamespacesOrCancelsAChildsEffects() throws {
    #expect(
      try Self.files(calling: ".scopedToChild(") == [
        "ChildRunning.swift", "DismissalChannel.swift",
      ]
    )
    #expect(try Self.files(calling: ".cancelChildEffects(") == ["ChildRunning.swift"])
  }

  /// `_run` called on another reducer than `self` runs that reducer as its own state's owner:
  /// only a root store may, with its reducer.
  @Test
  func onlyTheRootCoreRunsAReducerAsARoot() throws {
    #expect(try Self.files(calling: "._run(") == ["RootCore.swift"])
  }

  /// The names of the runtime's source files with a line of code containing `call`.
  private static func files(calling call: String) throws -> [String] {
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var found: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let code = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      if code.contains(where: { $0.contains(call) }) { found.append(url.lastPathComponent) }
    }
    return found.sorted()
  }
}
