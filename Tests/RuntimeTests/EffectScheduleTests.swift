import Foundation
import Testing

@testable import ComposableRuntime

/// How long a test store's `send` lets effects run: until they go quiet (every ready job has run
/// and none was handed on) or twenty scheduler turns pass. How few turns that takes is measured
/// by the bench (`TestStore.Step`), since tests running in parallel share the main actor.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct EffectScheduleTests {
  @Test
  func anEffectThatHopsFewerThanTwentyTimesHasFedBackWhenSendReturns() async {
    let store = TestStore(initialState: 0) { Hopper() }
    await store.send(.start(hops: 8))
    #expect(store.recording.received.map(\.action) == [.done])
    await store.receive(.done) { $0 = 1 }
  }

  @Test
  func anEffectWaitingOnSomethingOutsideTheStoreLetsSendReturn() async {
    let store = TestStore(initialState: 0) { Hopper() }
    let task = await store.send(.waitForever)
    #expect(store.recording.received.isEmpty)
    #expect(store.recording.inFlight.count == 1)
    await task.cancel()
  }

  /// Whether the hooks are put back after the last store cannot be asserted here: other tests'
  /// stores may be alive at the same time.
  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func whileAStoreLivesEffectsRunOnTheMainActorAndItsJobsAreCounted() async {
    let store = TestStore(initialState: 0) { Hopper() }
    #expect(uncheckedUseMainSerialExecutor)
    let counted = EffectSchedule.mainActorJobs.load(ordering: .relaxed)
    await Task.yield()
    #expect(EffectSchedule.mainActorJobs.load(ordering: .relaxed) > counted)
    _ = store
  }

  /// The flag is the process's, as TCA's `uncheckedUseMainSerialExecutor` is: another suite's
  /// test store, made meanwhile, sets it back. So the window with the schedule off is one effect
  /// long, and tried again until one effect lands in it (the first nearly always does).
  @Test
  func withoutTheMainSerialExecutorAnEffectRunsOffTheMainQueue() async {
    let seen = LockIsolated<[Bool]>([])
    let store = TestStore(initialState: 0) { ThreadProbe(seen: seen) }
    #expect(store.useMainSerialExecutor)
    await store.send(()).finish()
    #expect(seen.value == [true])
    for _ in 0..<100 where !seen.value.contains(false) {
      store.useMainSerialExecutor = false
      await store.send(()).finish()
      store.useMainSerialExecutor = true
    }
    #expect(seen.value.contains(false))
  }
}

/// A feature whose effect yields `hops` times before it feeds back, or waits until cancelled.
private struct Hopper: Reducer {
  enum Action: Equatable {
    case start(hops: Int)
    case waitForever
    case done
  }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start(let hops):
      return .run { send in
        for _ in 0..<hops { await Task.yield() }
        await send(.done)
      }
    case .waitForever:
      return .run { _ in try await Task.never() }
    case .done:
      state += 1
      return .none
    }
  }

}

/// Records whether work an effect hands the global executor (a detached task) ran on the main
/// queue, where the main actor's jobs run (after `dispatchMain`, on whichever thread serves that
/// queue, so `Thread.isMainThread` cannot tell).
private struct ThreadProbe: Reducer {
  static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  let seen: LockIsolated<[Bool]>

  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    let key = Self.mainQueueKey
    return .run { [seen] _ in
      let onMainQueue = await Task.detached { DispatchQueue.getSpecific(key: key) == true }.value
      seen.withValue { $0.append(onMainQueue) }
    }
  }
}
