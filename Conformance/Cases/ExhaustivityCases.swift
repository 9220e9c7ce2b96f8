#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var exhaustivityCases: [ConformanceCase] {
    stateAssertionCases + receiveCases + endOfTestCases + nonExhaustiveCases
  }

  static var stateAssertionCases: [ConformanceCase] {
    [
      aStateChangeWithoutAnAssertionClosureFails,
      aClosureWhoseResultDiffersFromTheActualState,
      aClosureGivenWhenNothingChangedFails,
      aThrowingAssertionClosureFails,
      storeStateIsTheLastAssertedState,
      sendingWithUnhandledReceivedActionsFails,
      afterAFailedStateCheckTheNextAssertionStarts,
      assertChecksStateWithoutSendingAndNeverAsksFor,
      withDependenciesRunsOnceBeforeTheInitialState,
      sendBuildsActionsFromCaseKeyPaths,
    ]
  }

  private static var aStateChangeWithoutAnAssertionClosureFails: ConformanceCase {
    ConformanceCase("EXH-01", "a state change without an assertion closure fails") { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.increment)
      let issue = try context.expectIssue(
        containing: "State was not expected to change, but a change occurred.")
      try context.expect(
        issue.message.contains("\u{2212}   count: 0,") && issue.message.contains("+   count: 1,"),
        issue.message)
      try context.expect(issue.message.hasSuffix("(Expected: \u{2212}, Actual: +)"), issue.message)
      try context.expectEqual(store.state.count, 1)
    }
  }

  private static var aClosureWhoseResultDiffersFromTheActualState: ConformanceCase {
    ConformanceCase(
      "EXH-02", "a closure whose result differs from the actual state fails with a diff"
    ) { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      let line = #line + 1
      await store.send(.increment) { $0.count = 2 }
      let issue = try context.expectIssue(containing: "A state change does not match expectation.")
      try context.expect(
        issue.message.contains("\u{2212}   count: 2,\n    +   count: 1,"), issue.message)
      try context.expectEqual(issue.location, "Conformance/ExhaustivityCases.swift:\(line)")
      await store.send(.increment) { $0.count = 2 }
      try context.expectNoIssues()
    }
  }

  private static var aClosureGivenWhenNothingChangedFails: ConformanceCase {
    ConformanceCase("EXH-03", "a closure given when nothing changed fails") { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.noop) { $0.count = 0 }
      try context.expectIssue(containing: "Expected state to change, but no change occurred.")
    }
  }

  private static var aThrowingAssertionClosureFails: ConformanceCase {
    ConformanceCase("EXH-04", "a throwing assertion closure fails, quoting the error") { context in
      struct Oops: Error {}
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.increment) { _ in throw Oops() }
      try context.expectIssue(containing: "Threw error: Oops()")
    }
  }

  private static var storeStateIsTheLastAssertedState: ConformanceCase {
    ConformanceCase(
      "EXH-05", "store.state is the last asserted state; in the closure it is the state before"
    ) { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.increment) { state in
        state.count = store.state.count + 1
      }
      try context.expectEqual(store.state.count, 1)
      await store.send(.twice)
      try context.expectEqual(store.state.count, 1)
      await store.receive(.step(1))
      await store.receive(.step(2)) { $0.count = 2 }
      try context.expectEqual(store.state.count, 2)
      try context.expectNoIssues()
    }
  }

  private static var sendingWithUnhandledReceivedActionsFails: ConformanceCase {
    ConformanceCase(
      "EXH-06", "sending with unhandled received actions fails; the send still happens"
    ) { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.twice)
      await store.send(.note("x")) { $0.note = "x" }
      let issues = try context.expectIssues(2)
      try context.expect(
        issues[0].message.hasPrefix("Must handle 2 received actions before sending an action."),
        issues[0].message)
      try context.expect(
        issues[0].message.contains(".step(1)") && issues[0].message.contains(".step(2)"),
        issues[0].message)
      try context.expect(
        issues[1].message.hasPrefix("A state change does not match expectation."), issues[1].message
      )
      try context.expectEqual(store.state, Tally.State(count: 2, note: "x"))
      store.exhaustivity = .off
      await store.receive(.step(1))
      await store.receive(.step(2))
      try context.expectNoIssues()
    }
  }

  private static var afterAFailedStateCheckTheNextAssertionStarts: ConformanceCase {
    ConformanceCase(
      "EXH-22", "after a failed state check the next assertion starts from the actual state"
    ) { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.increment) { $0.count = 100 }
      try context.expectIssue(containing: "A state change does not match expectation.")
      await store.send(.increment) { $0.count = 2 }
      try context.expectNoIssues()
    }
  }

  private static var assertChecksStateWithoutSendingAndNeverAsksFor: ConformanceCase {
    ConformanceCase("EXH-19", "assert checks state without sending and never asks for a change") {
      context in
      let store = TestStore(initialState: Tally.State(count: 3)) { Tally() }
      store.assert { $0.count = 3 }
      try context.expectNoIssues()
      store.assert { $0.count = 4 }
      try context.expectIssue(containing: "A state change does not match expectation.")
    }
  }

  private static var withDependenciesRunsOnceBeforeTheInitialState: ConformanceCase {
    ConformanceCase(
      "EXH-20", "withDependencies runs once before the initial state; dependencies change mid-test"
    ) { context in
      var preparations = 0
      let store = TestStore(initialState: Tally.State(count: NumberKey.currentValue)) {
        Reduce<Tally.State, Tally.Action> { state, _ in
          @Dependency(\.number) var number
          state.count = number
          return .none
        }
      } withDependencies: {
        preparations += 1
        $0.number = 1
      }
      try context.expectEqual(preparations, 1)
      try context.expectEqual(store.state.count, 1)
      store.dependencies.number = 2
      await store.send(.increment) { state in
        @Dependency(\.number) var number
        state.count = number
      }
      try context.expectEqual(store.state.count, 2)
      try context.expectNoIssues()
    }
  }

  private static var sendBuildsActionsFromCaseKeyPaths: ConformanceCase {
    ConformanceCase("EXH-21", "send builds actions from case key paths") { context in
      let store = TestStore(initialState: Parent.State(rows: [Counter.State(id: 1)])) {
        Parent().forEach(\.rows, action: \.rows) { Counter() }
      }
      await store.send(\.other) { $0.received = [.other] }
      await store.send(\.rows[id: 1], .increment) {
        $0.rows[id: 1]?.count = 1
        $0.received.append(.rows(.element(id: 1, action: .increment)))
      }
      await store.send(\.child, .set(3)) { $0.received.append(.child(.set(3))) }
      try context.expectNoIssues()
    }
  }

  static var receiveCases: [ConformanceCase] {
    [
      ConformanceCase(
        "EXH-07", "receive checks the first queued action; a mismatch fails and consumes it"
      ) { context in
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.twice)
        await store.receive(.step(2)) { $0.count = 1 }
        let issue = try context.expectIssue(containing: "Received unexpected action:")
        try context.expect(
          issue.message.hasSuffix("(Expected: \u{2212}, Received: +)"), issue.message)
        await store.receive(.step(2)) { $0.count = 2 }
        try context.expectNoIssues()
      },
      ConformanceCase(
        "EXH-23", "a mismatched receive reports the mismatch alone and re-bases the state"
      ) { context in
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.twice)
        await store.receive(.step(2))
        try context.expectIssue(containing: "Received unexpected action:")
        await store.receive(.step(2)) { $0.count = 2 }
        try context.expectNoIssues()
      },
      ConformanceCase(
        "EXH-08", "receive matches by Equatable action, predicate, case key path and payload"
      ) { context in
        let tally = TestStore(initialState: Tally.State()) { Tally() }
        await tally.send(.twice)
        await tally.receive({ $0 == .step(1) }) { $0.count = 1 }
        await tally.receive(\.step, 2) { $0.count = 2 }
        await tally.send(.respond)
        await tally.receive(.response(42)) { $0.count = 42 }
        let loader = TestStore(initialState: Loader.State()) { Loader() }
        await loader.send(.load)
        await loader.receive(\.loaded) { $0.value = 7 }
        try context.expectNoIssues()
        await loader.send(.load)
        await loader.receive(\.loaded, 8)
        try context.expectIssue(containing: "Received unexpected action:")
      },
      ConformanceCase("EXH-09", "a receive without a closure for a state-changing action fails") {
        context in
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.respond)
        await store.receive(.response(42))
        try context.expectIssue(
          containing: "State was not expected to change, but a change occurred.")
      },
    ]
  }

  static var endOfTestCases: [ConformanceCase] {
    [
      unreceivedActionsFailAtFinish,
      unreceivedActionsFailAtDeinit,
      eachEffectStillRunningAtTheEndFailsSeparately,
      skipReceivedActionsMovesTheStateAndClearsTheQueue,
      skipInFlightEffectsStopsTrackingWithoutCancelling,
    ]
  }

  private static var unreceivedActionsFailAtFinish: ConformanceCase {
    ConformanceCase("EXH-10", "unreceived actions fail at finish, located there") { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.twice)
      let line = #line + 1
      await store.finish()
      let issue = try context.expectIssue(containing: "The store received 2 unexpected actions.")
      try context.expect(issue.message.contains("    .step\n    .step"), issue.message)
      try context.expectEqual(issue.location, "Conformance/ExhaustivityCases.swift:\(line)")
      await store.skipReceivedActions()
      _ = try context.expectIssues(1, kind: .expected)
    }
  }

  private static var unreceivedActionsFailAtDeinit: ConformanceCase {
    ConformanceCase("EXH-10", "unreceived actions fail at deinit, located at the store's creation")
    { context in
      let line = #line + 1
      var store: TestStoreOf<Tally>? = TestStore(initialState: Tally.State()) { Tally() }
      await store?.send(.twice)
      store = nil
      let issue = try context.expectIssue(containing: "The store received 2 unexpected actions.")
      try context.expectEqual(issue.location, "Conformance/ExhaustivityCases.swift:\(line)")
    }
  }

  private static var eachEffectStillRunningAtTheEndFailsSeparately: ConformanceCase {
    ConformanceCase("EXH-11", "each effect still running at the end fails separately, at its send")
    { context in
      var store: TestStoreOf<Tally>? = TestStore(initialState: Tally.State()) { Tally() }
      let first = #line + 1
      await store?.send(.longRunning)
      let second = #line + 1
      await store?.send(.delayed(milliseconds: 60_000, value: 1))
      store = nil
      let issues = try context.expectIssues(
        2, containing: ["An effect returned for this action is still running."])
      try context.expectEqual(
        Set(issues.map(\.location)),
        [
          "Conformance/ExhaustivityCases.swift:\(first)",
          "Conformance/ExhaustivityCases.swift:\(second)",
        ]
      )
    }
  }

  private static var skipReceivedActionsMovesTheStateAndClearsTheQueue: ConformanceCase {
    ConformanceCase(
      "EXH-12", "skipReceivedActions moves the state and clears the queue, as information"
    ) { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.twice)
      await store.skipReceivedActions()
      try context.expectEqual(store.state.count, 2)
      try context.expectIssues(
        1, kind: .expected, containing: ["Skipped assertions", "2 received actions were skipped"])
      await store.skipReceivedActions(strict: true)
      try context.expectIssue(containing: "There were no received actions to skip.")
    }
  }

  private static var skipInFlightEffectsStopsTrackingWithoutCancelling: ConformanceCase {
    ConformanceCase("EXH-13", "skipInFlightEffects stops tracking without cancelling") { context in
      let (probe, gate) = (Probe(), Gate())
      let store = TestStore(initialState: 0) {
        Reduce<Int, String> { state, action in
          guard action == "start" else {
            state += 1
            return .none
          }
          return .run { send in
            try await gate.wait()
            await send("response")
            probe.record("sent")
          }
        }
      }
      await store.send("start")
      await store.skipInFlightEffects()
      try context.expectIssues(1, kind: .expected, containing: ["Skipped assertions"])
      gate.open()
      try await context.waitUntil(probe, recorded: ["sent"])
      await store.receive("response") { $0 = 1 }
      await store.skipInFlightEffects(strict: true)
      try context.expectIssue(containing: "There were no in-flight effects to skip.")
    }
  }

  static var nonExhaustiveCases: [ConformanceCase] {
    [
      withExhaustivityOffTheClosureAppliesToTheActual,
      withExhaustivityOff,
      withExhaustivityOff2,
      showSkippedAssertionsReportsSkippedItemsAsExpectedIssues,
      withExhaustivityAppliesInsideTheClosureAndRestoresAfterwards,
      aFailedReceiveByCaseKeyPathEndsWith,
      xCTModifyOfAnUnchangedValueFailsOnlyInAn,
    ]
  }

  private static var withExhaustivityOffTheClosureAppliesToTheActual: ConformanceCase {
    ConformanceCase("EXH-14", "with exhaustivity off the closure applies to the actual state") {
      context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      store.exhaustivity = .off
      await store.send(.increment)
      await store.send(.note("hi")) { $0.note = "hi" }
      try context.expectNoIssues()
      await store.send(.increment) { $0.count = 5 }
      try context.expectIssue(containing: "A state change does not match expectation.")
    }
  }

  private static var withExhaustivityOff: ConformanceCase {
    ConformanceCase(
      "EXH-15", "with exhaustivity off, send drops queued actions and receive skips ahead"
    ) { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      store.exhaustivity = .off
      await store.send(.twice)
      await store.send(.note("a"))
      try context.expectEqual(store.state.count, 2)
      await store.send(.twice)
      await store.receive(.step(2)) { $0.count = 2 }
      await store.send(.longRunning)
      await store.send(.twice)
      try context.expectNoIssues()
    }
  }

  private static var withExhaustivityOff2: ConformanceCase {
    ConformanceCase(
      "EXH-16", "with exhaustivity off, a receive that finds no match fails; the queue stays"
    ) { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      store.exhaustivity = .off
      await store.send(.twice)
      await store.receive(.response(1))
      try context.expectIssue(containing: "Expected to receive the following action, but didn't:")
      await store.receive(.step(2)) { $0.count = 2 }
      try context.expectNoIssues()
    }
  }

  private static var showSkippedAssertionsReportsSkippedItemsAsExpectedIssues: ConformanceCase {
    ConformanceCase("EXH-17", "showSkippedAssertions reports skipped items as expected issues") {
      context in
      var store: TestStoreOf<Tally>? = TestStore(initialState: Tally.State()) { Tally() }
      store?.exhaustivity = .off(showSkippedAssertions: true)
      await store?.send(.twice)
      await store?.send(.increment) { $0.count = 3 }
      await store?.send(.note("n"))
      let skipped = try context.expectIssues(3, kind: .expected, containing: ["Skipped assertions"])
      try context.expect(
        skipped[0].message.contains("Must handle 2 received actions"), skipped[0].message)
      try context.expect(
        skipped[1].message.contains("2 received actions were skipped"), skipped[1].message)
      try context.expect(
        skipped[2].message.contains("State was not expected to change"), skipped[2].message)
      await store?.send(.longRunning)
      await store?.send(.twice)
      store = nil
      try context.expectIssues(2, kind: .expected, containing: ["Skipped assertions"])
      try context.expectIssues(0)
    }
  }

  private static var withExhaustivityAppliesInsideTheClosureAndRestoresAfterwards: ConformanceCase {
    ConformanceCase("EXH-18", "withExhaustivity applies inside the closure and restores afterwards")
    { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      try await store.withExhaustivity(.off) {
        await store.send(.twice)
        await store.send(.increment)
        try context.expectEqual(store.exhaustivity, .off)
      }
      try context.expectEqual(store.exhaustivity, .on)
      await store.send(.increment)
      try context.expectIssue(containing: "State was not expected to change")
    }
  }

  private static var aFailedReceiveByCaseKeyPathEndsWith: ConformanceCase {
    ConformanceCase(
      "EXH-24", "a failed receive by case key path ends with TCA's line and prints no address"
    ) { context in
      let store = TestStore(initialState: Tally.State()) { Tally() }
      store.exhaustivity = .off
      await store.send(.twice)
      await store.receive(\.response)
      let issue = try context.expectIssue(
        containing: "Expected to receive an action matching case path")
      try context.expect(
        issue.message.hasSuffix(
          "Expected to receive an action matching case path, but didn't get one."), issue.message
      )
      try context.expect(!issue.message.contains("0x"), issue.message)
    }
  }

  private static var xCTModifyOfAnUnchangedValueFailsOnlyInAn: ConformanceCase {
    ConformanceCase("EXH-25", "XCTModify of an unchanged value fails only in an exhaustive store") {
      context in
      let store = TestStore(initialState: Optional(1)) {
        Reduce<Int?, Tally.Action> { _, _ in .none }
      }
      store.exhaustivity = .off
      await store.send(.noop) { LegacyAssertions.modify(&$0) }
      try context.expectNoIssues()
      store.exhaustivity = .on
      await store.send(.noop) { LegacyAssertions.modify(&$0) }
      let issues = try context.expectIssues(2)
      try context.expect(
        issues[0].message.contains("to be modified but it was unchanged"), issues[0].message)
      try context.expect(issues[1].message.hasPrefix("Expected state to change"), issues[1].message)
    }
  }
}

extension NumberKey {
  /// The value of the dependency in the current context.
  static var currentValue: Int {
    @Dependency(\.number) var number
    return number
  }
}
