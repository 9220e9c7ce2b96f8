#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var currentSpellingCases: [ConformanceCase] {
    [
      ConformanceCase("API-01", "Scope(\\.child, action: \\.child) runs the child on its state") {
        context in
        let store = Store(initialState: Spelled.State()) { Spelled() }
        store.send(.child(.increment))
        try context.expectEqual(store.child.count, 1)
      },
      ConformanceCase(
        "API-01", "Task.cancel(id:) in an effect cancels; receive and finish take a Duration"
      ) { context in
        let store = TestStore(initialState: Spelled.State()) { Spelled() }
        await store.send(.start)
        let stop = await store.send(.stop)
        // Generous: each wait must succeed, and a loaded machine may starve it for a second.
        await store.receive(.stopped, timeout: .seconds(30)) { $0.stopped = true }
        await stop.finish(timeout: .seconds(30))
        await store.finish(timeout: .seconds(30))
        try context.expectNoIssues()
      },
      ConformanceCase("API-01", "withPerceptionTracking tracks a store's fields") { context in
        let store = Store(initialState: Spelled.State()) { Spelled() }
        let fired = LockIsolated(false)
        let ticks = withPerceptionTracking {
          store.ticks
        } onChange: {
          fired.setValue(true)
        }
        try context.expectEqual(ticks, 0)
        store.send(.child(.increment))
        try context.expect(!fired.value, "a change of an unread field notified")
        store.send(.tick)
        try context.expect(fired.value, "a change of a read field did not notify")
      },
    ]
  }
}
