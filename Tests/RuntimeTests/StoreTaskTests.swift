import ComposableRuntime
import Testing

/// A store whose one action starts an effect that waits until it is cancelled.
private struct Waiting: Reducer {
  let events: LockIsolated<[String]>

  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    .run { [events] _ in
      events.withValue { $0.append("started") }
      do { try await Task.never() } catch { events.withValue { $0.append("cancelled") } }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct StoreTaskTests {
  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheSendsEffects() async {
    let events = LockIsolated<[String]>([])
    let store = Store(initialState: 0) { Waiting(events: events) }
    let sent = store.send(())
    let waiter = Task { await sent.finish() }
    while events.value.isEmpty { await Task.yield() }
    waiter.cancel()
    // A finish that ignores its task's cancellation hangs here, and the suite's time limit fails
    // it: a real-time deadline short enough to matter is one a loaded machine can reach.
    while events.value.count < 2 { await Task.yield() }
    #expect(events.value == ["started", "cancelled"])
    #expect(sent.isCancelled)
    sent.cancel()
    await waiter.value
  }

  @Test func finishWaitsForACancelledEffectThenReturnsAtOnceWhenCalledAgain() async {
    let events = LockIsolated<[String]>([])
    let store = Store(initialState: 0) { Waiting(events: events) }
    let sent = store.send(())
    while events.value.isEmpty { await Task.yield() }
    sent.cancel()
    await sent.finish()
    await sent.finish()
    #expect(events.value == ["started", "cancelled"])
  }
}
