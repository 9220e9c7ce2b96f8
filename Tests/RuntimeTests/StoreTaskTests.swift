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
struct StoreTaskTests {
  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheSendsEffects() async {
    let events = LockIsolated<[String]>([])
    let store = Store(initialState: 0) { Waiting(events: events) }
    let sent = store.send(())
    let waiter = Task { await sent.finish() }
    while events.value.isEmpty { await Task.yield() }
    waiter.cancel()
    // Bounded, so that a finish that ignores its task's cancellation fails here instead of hanging.
    let deadline = ContinuousClock.now + .seconds(10)
    while events.value.count < 2, ContinuousClock.now < deadline { await Task.yield() }
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
