import Foundation
import Testing

@testable import ComposableRuntime

/// The runtime against itself: random sequences of actions over a tree that runs a child in every
/// way TCA offers, with effects that send back, timers and their cancellation, through a `Store`
/// and a `TestStore`, which must agree on the state after every step and on the order of every
/// action received. `.ci/run` runs it in the build with the fast paths and in the build without
/// them (docs/unsafe.md, "The switch"), and the second compares its traces with the first's.
@MainActor
struct DifferentialTests {
  // About 20 s alone in a debug build; under `stress-ng --cpu 8` beside the rest of the suite,
  // 250-530 s, and once over 600 s (loaded run 16 of 20), when the limit cut a sequence short and
  // the cut showed as a difference. The limit is for a hang, so it leaves room for load.
  @Test(.timeLimit(.minutes(30)))
  func everySequenceRunsAlikeInAStoreATestStoreAndBothBuilds() async throws {
    let settings = DifferentialSettings.fromEnvironment
    var digests = BuildDigests()
    for seed in settings.seeds {
      let steps = DifferentialStep.sequence(seed: seed)
      let live = await run(steps) { StoreHost(clock: $0) }
      let tested = await run(steps) { TestStoreHost(clock: $0) }
      if settings.printsTraces { printTraces(seed: seed, live: live, tested: tested) }
      guard expectAlike(seed: seed, live: live, tested: tested) else { return }
      digests.record(seed: seed, trace: live)
    }
    if let directory = settings.digestDirectory { try compare(digests, in: directory) }
  }

  private func run<Host: TallyTreeHost>(
    _ steps: [DifferentialStep], on host: @MainActor (TestClock<Duration>) -> Host
  ) async -> [String] {
    let clock = TestClock()
    var run = DifferentialRun(host: host(clock), clock: clock)
    await run.run(steps)
    return run.trace
  }

  private func expectAlike(seed: UInt64, live: [String], tested: [String]) -> Bool {
    guard live != tested else { return true }
    let common = min(live.count, tested.count)
    let step = (0..<common).first { live[$0] != tested[$0] } ?? common
    Issue.record(
      """
      seed \(seed): Store and TestStore differ at step \(step)
        Store:     \(step < live.count ? live[step] : "(ended)")
        TestStore: \(step < tested.count ? tested[step] : "(ended)")
      replay: \(DifferentialSettings.replay(seed))
      """)
    return false
  }

  private func printTraces(seed: UInt64, live: [String], tested: [String]) {
    let build = FastPaths.areEnabled ? "fast paths" : "safe paths"
    print("seed \(seed), \(build), Store:\n" + live.joined(separator: "\n"))
    print("seed \(seed), \(build), TestStore:\n" + tested.joined(separator: "\n"))
  }

  /// Leaves this build's digests and compares them with the other build's, when it left its own.
  private func compare(_ digests: BuildDigests, in directory: URL) throws {
    let mine = directory.appendingPathComponent(FastPaths.areEnabled ? "fast" : "safe")
    let theirs = directory.appendingPathComponent(FastPaths.areEnabled ? "safe" : "fast")
    try digests.write(to: mine)
    guard let other = try BuildDigests(contentsOf: theirs) else { return }
    #expect(
      Set(other.digests.keys) == Set(digests.digests.keys),
      "the other build's digests at \(theirs.path) are of other seeds")
    for seed in digests.seedsDiffering(from: other).prefix(5) {
      Issue.record(
        """
        seed \(seed): the builds with and without the fast paths differ; replay in each \
        (the second with COMPOSABLE_RUNTIME_SAFE_PATHS=1) and compare: \
        \(DifferentialSettings.replay(seed))
        """)
    }
  }
}
