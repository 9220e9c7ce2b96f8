#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

// TCA built on Linux crashes in these (swift-sharing's lock against its change tracker, see the
// catalog's SHARED section); they are pinned from TCA's TestStore source.
extension ConformanceSuite {
  static var sharedTestStoreCases: [ConformanceCase] {
    [
      ConformanceCase("SHARED-04", "an asserted shared write passes") { context in
        let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
          SharedCounter()
        }
        await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
        try context.expectNoIssues()
      },
      ConformanceCase("SHARED-04", "an unasserted shared write fails as an unexpected state change")
      { context in
        let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
          SharedCounter()
        }
        await store.send(.increment)
        try context.expectIssue(
          containing: "State was not expected to change, but a change occurred.")
        try context.expectEqual(store.state.count, 1)
      },
      ConformanceCase("SHARED-04", "a wrong shared expectation fails with the diff") { context in
        let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
          SharedCounter()
        }
        await store.send(.increment) { $0.$count.withLock { $0 = 5 } }
        let issue = try context.expectIssue(
          containing: "A state change does not match expectation.")
        try context.expect(
          issue.message.contains("\u{2212}") && issue.message.contains("5"), issue.message)
        try context.expect(
          issue.message.contains("+") && issue.message.contains("1"), issue.message)
      },
      ConformanceCase("SHARED-04", "a non-exhaustive store lets an unasserted shared write pass") {
        context in
        let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
          SharedCounter()
        }
        store.exhaustivity = .off
        await store.send(.increment)
        await store.send(.note("seen")) { $0.note = "seen" }
        try context.expectNoIssues()
      },
      ConformanceCase(
        "SHARED-05", "an effect's shared write between sends must be asserted before finishing"
      ) { context in
        let gate = SharedWriteGate()
        let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
          SharedCounter(gate: gate)
        }
        await store.send(.incrementAfterGate)
        gate.open()
        await store.finish()
        try context.expectIssue(
          containing: "Test store finished before asserting against changes to shared state")
      },
      ConformanceCase("SHARED-05", "store.assert accounts for an effect's shared write") {
        context in
        let gate = SharedWriteGate()
        let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
          SharedCounter(gate: gate)
        }
        let task = await store.send(.incrementAfterGate)
        gate.open()
        await task.finish()
        store.assert { $0.$count.withLock { $0 = 1 } }
        await store.finish()
        try context.expectNoIssues()
      },
      ConformanceCase(
        "SHARED-05", "an unasserted shared write fails when the store goes away, at its creation"
      ) { context in
        let gate = SharedWriteGate()
        let line = #line + 1
        var store: TestStoreOf<SharedCounter>? = TestStore(
          initialState: SharedCounter.State(count: Shared(value: 0))
        ) {
          SharedCounter(gate: gate)
        }
        let task = await store?.send(.incrementAfterGate)
        gate.open()
        await task?.finish()
        store = nil
        let issue = try context.expectIssue(
          containing: "Test store finished before asserting against changes to shared state")
        try context.expectEqual(issue.location, "Conformance/SharedTestStoreCases.swift:\(line)")
      },
      ConformanceCase(
        "SHARED-05",
        "a write the test makes itself, outside the store's dependencies, is not tracked"
      ) { context in
        let count = Shared(value: 0)
        let store = TestStore(initialState: SharedCounter.State(count: count)) { SharedCounter() }
        count.withLock { $0 = 5 }
        await store.send(.note("after")) { $0.note = "after" }
        await store.finish()
        try context.expectNoIssues()
      },
    ]
  }
}
