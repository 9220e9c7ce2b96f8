#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var stackCases: [ConformanceCase] {
    stackStateCases + stackReducerCases + stackDismissalCases
  }

  /// A store of ``StackHost`` with a fresh probe and gate.
  @MainActor
  static func stackStore(pushing ids: [Int] = []) -> (
    store: StoreOf<StackHost>, probe: Probe, gate: Gate
  ) {
    let probe = Probe()
    let gate = Gate()
    let store = Store(initialState: StackHost.State()) { StackHost(probe: probe, gate: gate) }
    for id in ids { store.send(.push(id)) }
    return (store, probe, gate)
  }

  /// An id the stack does not hold, drawn from the ambient generator (so never above its next).
  static func unusedStackID() -> StackElementID {
    var scratch = StackState<Int>()
    scratch.append(0)
    return scratch.ids[0]
  }

  static var stackStateCases: [ConformanceCase] {
    [
      insertedElementsGetConsecutiveIdsPrintedN,
      equalityAndDumpsIncludeTheIds,
      assigningToAMissingIdAppendsInTestsAnd,
      popFromRemovesTheElementAndThoseAbove,
      pathIdCaseReads,
      destinationCaseOnAPresentationStateWorksTheSameWay,
      stackActionsAreCasePathable,
    ]
  }

  private static var insertedElementsGetConsecutiveIdsPrintedN: ConformanceCase {
    ConformanceCase(
      "STACK-01", "inserted elements get consecutive ids printed #N, never rewound by pops"
    ) { context in
      var path = StackState([10, 20])
      let first = path.ids[0]
      try context.expect("\(first)".hasPrefix("#"), "an id prints as \(first)")
      let firstNumber = Int("\(first)".dropFirst())!
      try context.expectEqual(path.ids.map { "\($0)" }, ["#\(firstNumber)", "#\(firstNumber + 1)"])
      path.removeAll()
      path.append(30)
      try context.expectEqual("\(path.ids[0])", "#\(firstNumber + 2)")
    }
  }

  private static var equalityAndDumpsIncludeTheIds: ConformanceCase {
    ConformanceCase("STACK-02", "equality and dumps include the ids") { context in
      let a = StackState([1])
      let b = StackState([1])
      try context.expect(a != b, "stacks of equal elements under different ids are equal")
      try context.expectEqual(a, a)
      let dump = String(customDumping: a)
      try context.expect(dump.contains("\(a.ids[0]): 1"), dump)
    }
  }

  private static var assigningToAMissingIdAppendsInTestsAnd: ConformanceCase {
    ConformanceCase(
      "STACK-04", "assigning to a missing id appends in tests and reports elsewhere; nil removes"
    ) { context in
      var path = StackState([1])
      let missing = unusedStackID()
      path[id: missing] = 2
      if isTesting {
        try context.expectEqual(Array(path), [1, 2])
      } else {
        try context.expectIssue(containing: "Can't assign element at missing ID.")
        try context.expectEqual(Array(path), [1])
      }
      path[id: path.ids[0]] = nil
      path[id: unusedStackID()] = nil
      try context.expectEqual(Array(path), isTesting ? [2] : [])
    }
  }

  private static var popFromRemovesTheElementAndThoseAbove: ConformanceCase {
    ConformanceCase(
      "STACK-05", "pop(from:) removes the element and those above; pop(to:) only those above"
    ) { context in
      var path = StackState([1, 2, 3, 4])
      path.pop(to: path.ids[1])
      try context.expectEqual(Array(path), [1, 2])
      path.pop(from: path.ids[1])
      try context.expectEqual(Array(path), [1])
      path.pop(from: unusedStackID())
      path.pop(to: unusedStackID())
      try context.expectEqual(Array(path), [1])
    }
  }

  private static var pathIdCaseReads: ConformanceCase {
    ConformanceCase(
      "STACK-11",
      "path[id:case:] reads, removes through the matching case, and refuses another case"
    ) { context in
      var path = StackState<StackSlot>([.int(1), .text("a")])
      let (intID, textID) = (path.ids[0], path.ids[1])
      try context.expectEqual(path[id: intID, case: \.int], 1)
      try context.expectEqual(path[id: intID, case: \.text], nil)
      path[id: textID, case: \.text] = "b"
      try context.expectEqual(path[id: textID], .text("b"))
      path[id: intID, case: \.text] = "c"
      try context.expectIssue(containing: #"Can't modify unrelated case "int""#)
      try context.expectEqual(path[id: intID], .int(1))
      path[id: textID, case: \.text] = nil
      try context.expectEqual(Array(path), [.int(1)])
    }
  }

  private static var destinationCaseOnAPresentationStateWorksTheSameWay: ConformanceCase {
    ConformanceCase("STACK-11", "$destination[case:] on a PresentationState works the same way") {
      context in
      var destination = PresentationState<StackSlot>(wrappedValue: .int(1))
      try context.expectEqual(destination[case: \.int], 1)
      destination[case: \.text] = "x"
      try context.expectIssue(containing: #"Can't modify unrelated case "int""#)
      destination[case: \.int] = nil
      try context.expect(destination.wrappedValue == nil, "still presented")
    }
  }

  private static var stackActionsAreCasePathable: ConformanceCase {
    ConformanceCase("STACK-13", "stack actions are case-pathable, by element id") { context in
      let id = unusedStackID()
      let toIncrement: CaseKeyPath<StackHost.Action, Void> = \.path[id: id].increment
      let action = toIncrement(())
      try context.expectEqual(action, .path(.element(id: id, action: .increment)))
      try context.expect(
        action[case: \.path[id: id].increment] != nil, "the case path does not match its action")
      try context.expect(
        StackHost.Action.path(.popFrom(id: id))[case: \.path.popFrom] == id,
        "popFrom does not match")
    }
  }

  static var stackReducerCases: [ConformanceCase] {
    [
      anElementActionRunsTheElement,
      pushAppendsBeforeTheParentRuns,
      poppingOrRemovingAnElementCancelsItsEffectsAnd,
      aPopFromActionCancelsThePoppedElementsEffects,
      anActionForAMissingElementReportsAnIssue,
      popFromForAMissingIdReportsTheIdAnd,
      pushWithAnIdAlreadyInTheStackReports,
    ]
  }

  private static var anElementActionRunsTheElement: ConformanceCase {
    ConformanceCase("STACK-05", "an element action runs the element, then the parent") { context in
      let (store, _, _) = stackStore(pushing: [1])
      store.send(.path(.element(id: store.withState(\.path.ids)[0], action: .increment)))
      try context.expectEqual(store.withState(\.log.last), #"parent saw ["1:1"]"#)
    }
  }

  private static var pushAppendsBeforeTheParentRuns: ConformanceCase {
    ConformanceCase(
      "STACK-05", "push appends before the parent runs; popFrom runs the parent first"
    ) { context in
      let (store, _, _) = stackStore(pushing: [1])
      store.send(.path(.push(id: unusedStackID(), state: Sheet.State(id: 2))))
      try context.expectEqual(store.withState(\.log.last), #"parent saw ["1:0", "2:0"]"#)
      store.send(.path(.popFrom(id: store.withState(\.path.ids)[0])))
      try context.expectEqual(store.withState(\.log.last), #"parent saw ["1:0", "2:0"]"#)
      try context.expect(
        store.withState(\.path.isEmpty), "popFrom left elements above the popped one")
    }
  }

  private static var poppingOrRemovingAnElementCancelsItsEffectsAnd: ConformanceCase {
    ConformanceCase(
      "STACK-07", "popping or removing an element cancels its effects and no one else's"
    ) { context in
      let (store, probe, gate) = stackStore(pushing: [1, 2])
      let (first, second) = (store.withState(\.path.ids)[0], store.withState(\.path.ids)[1])
      store.send(.path(.element(id: first, action: .start)))
      store.send(.path(.element(id: second, action: .start)))
      try await context.waitUntil("both effects started") {
        probe.events.contains("sheet 1 started") && probe.events.contains("sheet 2 started")
      }
      store.send(.removeLast)
      try await context.waitUntil("the removed element's effect was cancelled") {
        probe.events.contains("sheet 2 cancelled")
      }
      gate.open()
      try await context.waitUntil("the remaining element's effect finished") {
        probe.events.contains("sheet 1 finished")
      }
      try context.expectEqual(store.withState(\.path)[id: first]?.count, 1)
      try context.expect(
        !probe.events.contains("sheet 1 cancelled"), "a sibling's effect was cancelled")
    }
  }

  private static var aPopFromActionCancelsThePoppedElementsEffects: ConformanceCase {
    ConformanceCase("STACK-07", "a popFrom action cancels the popped element's effects") {
      context in
      let (store, probe, _) = stackStore(pushing: [1])
      store.send(.path(.element(id: store.withState(\.path.ids)[0], action: .start)))
      try await context.waitUntil("the effect started") { probe.events.contains("sheet 1 started") }
      store.send(.path(.popFrom(id: store.withState(\.path.ids)[0])))
      try await context.waitUntil("the effect was cancelled") {
        probe.events.contains("sheet 1 cancelled")
      }
    }
  }

  private static var anActionForAMissingElementReportsAnIssue: ConformanceCase {
    ConformanceCase("STACK-08", "an action for a missing element reports an issue; the parent runs")
    { context in
      let (store, _, _) = stackStore()
      store.send(.path(.element(id: unusedStackID(), action: .increment)))
      try context.expectIssue(containing: "received an action for a missing element")
      try context.expectEqual(store.withState(\.log), ["parent saw []"])
    }
  }

  private static var popFromForAMissingIdReportsTheIdAnd: ConformanceCase {
    ConformanceCase(
      "STACK-09", "popFrom for a missing id reports the id and the path's ids; the parent runs"
    ) { context in
      let (store, _, _) = stackStore(pushing: [1])
      let missing = unusedStackID()
      store.send(.path(.popFrom(id: missing)))
      try context.expectIssue(
        containing: #"received a "popFrom" action for a missing element"#, "\(missing)",
        "[\(store.withState(\.path.ids)[0])]")
      try context.expectEqual(store.withState(\.path.count), 1)
      try context.expectEqual(store.withState(\.log.count), 2)
    }
  }

  private static var pushWithAnIdAlreadyInTheStackReports: ConformanceCase {
    ConformanceCase(
      "STACK-10", "push with an id already in the stack reports an issue and changes nothing"
    ) { context in
      let (store, _, _) = stackStore(pushing: [1])
      store.send(.path(.push(id: store.withState(\.path.ids)[0], state: Sheet.State(id: 5))))
      try context.expectIssue(
        containing: #"received a "push" action for an element it already contains."#)
      try context.expectEqual(store.withState(\.path).map(\.id), [1])
    }
  }

  static var stackDismissalCases: [ConformanceCase] {
    [
      anElementsDismissPopsItAndEverythingAboveIt,
      aTestStoreReceivesPopFromWithTheElementsOwnId,
      aSendsAssertionClosureReproducesTheIdsTheReducer,
      anElementLeftPushedIsNoFailure,
    ]
  }

  private static var anElementsDismissPopsItAndEverythingAboveIt: ConformanceCase {
    ConformanceCase("STACK-06", "an element's dismiss() pops it and everything above it") {
      context in
      let (store, _, _) = stackStore(pushing: [1, 2, 3])
      store.send(.path(.element(id: store.withState(\.path.ids)[1], action: .close)))
      try await context.waitUntil("the pop was received") { store.withState(\.path.count) == 1 }
      try context.expectEqual(store.withState(\.path).map(\.id), [1])
    }
  }

  private static var aTestStoreReceivesPopFromWithTheElementsOwnId: ConformanceCase {
    ConformanceCase("STACK-06", "a TestStore receives .popFrom with the element's own id") {
      context in
      let store = TestStore(initialState: StackHost.State()) {
        StackHost(probe: Probe(), gate: Gate())
      }
      store.exhaustivity = .off
      await store.send(.push(1))
      try context.expectEqual(store.state.path.count, 1)
      let id = store.state.path.ids[0]
      await store.send(.path(.element(id: id, action: .close)))
      await store.receive(\.path.popFrom, id) { $0.path = StackState() }
      try context.expectNoIssues()
    }
  }

  private static var aSendsAssertionClosureReproducesTheIdsTheReducer: ConformanceCase {
    ConformanceCase(
      "STACK-03", "a send's assertion closure reproduces the ids the reducer assigned"
    ) { context in
      let store = TestStore(initialState: StackHost.State()) {
        StackHost(probe: Probe(), gate: Gate())
      }
      await store.send(.push(1)) {
        $0.path.append(Sheet.State(id: 1))
        $0.log = ["parent saw []"]
      }
      await store.send(.push(2)) {
        $0.path.append(Sheet.State(id: 2))
        $0.log.append(#"parent saw ["1:0"]"#)
      }
      try context.expectNoIssues()
    }
  }

  private static var anElementLeftPushedIsNoFailure: ConformanceCase {
    ConformanceCase("STACK-12", "an element left pushed is no failure; an effect it started is") {
      context in
      var store: TestStoreOf<StackHost>? = TestStore(initialState: StackHost.State()) {
        StackHost(probe: Probe(), gate: Gate())
      }
      await store?.send(.push(1)) {
        $0.path.append(Sheet.State(id: 1))
        $0.log = ["parent saw []"]
      }
      await store?.send(.push(2)) {
        $0.path.append(Sheet.State(id: 2))
        $0.log.append(#"parent saw ["1:0"]"#)
      }
      try context.expectEqual(store?.state.path.count, 2)
      let line = #line + 1
      await store?.send(.path(.element(id: store!.state.path.ids[1], action: .start))) {
        $0.log.append(#"parent saw ["1:0", "2:0"]"#)
      }
      store = nil
      let issue = try context.expectIssue(
        containing: "An effect returned for this action is still running.")
      try context.expectEqual(issue.location, "Conformance/StackCases.swift:\(line)")
    }
  }
}

/// A stack element or destination with two cases, for case access.
@CasePathable
enum StackSlot: Equatable {
  case int(Int)
  case text(String)
}
