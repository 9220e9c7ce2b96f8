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
  // Under load a sequence waits on wake-ups, not on work, so `DifferentialSettings.width`
  // sequences interleave on the main actor, each with its own store and clock (measurements:
  // docs/measurements/2026-11-29.md). The limit is for a hang; it leaves room for load.
  @Test(.timeLimit(.minutes(30)))
  func everySequenceRunsAlikeInAStoreATestStoreAndBothBuilds() async throws {
    let settings = DifferentialSettings.fromEnvironment
    var digests = BuildDigests()
    for batch in settings.batches {
      let traces = await traces(of: batch)
      for seed in batch {
        let (live, tested) = traces[seed]!
        if settings.printsTraces { printTraces(seed: seed, live: live, tested: tested) }
        guard expectAlike(seed: seed, live: live, tested: tested) else { return }
        digests.record(seed: seed, trace: live)
      }
    }
    if let directory = settings.digestDirectory { try compare(digests, in: directory) }
  }

  /// Runs each seed's sequence in a `Store`, the seeds side by side, then each in a `TestStore`:
  /// no test store of this test lives while the stores run, so they keep the live schedule.
  private func traces(of seeds: [UInt64]) async -> [UInt64: (live: [String], tested: [String])] {
    let live = await Self.traces(of: seeds, inTestStore: false)
    let tested = await Self.traces(of: seeds, inTestStore: true)
    return live.mapValues { ($0, []) }.merging(tested.mapValues { ([], $0) }) { ($0.0, $1.1) }
  }

  private static func traces(of seeds: [UInt64], inTestStore: Bool) async -> [UInt64: [String]] {
    await withTaskGroup(of: (UInt64, [String]).self) { group in
      for seed in seeds {
        group.addTask { await (seed, trace(of: seed, inTestStore: inTestStore)) }
      }
      var traces: [UInt64: [String]] = [:]
      for await (seed, trace) in group { traces[seed] = trace }
      return traces
    }
  }

  private static func trace(of seed: UInt64, inTestStore: Bool) async -> [String] {
    let steps = DifferentialStep.sequence(seed: seed)
    return inTestStore
      ? await run(steps) { TestStoreHost(clock: $0) } : await run(steps) { StoreHost(clock: $0) }
  }

  private static func run<Host: TallyTreeHost>(
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
