#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var scopeCases: [ConformanceCase] {
    [
      scopeRunsTheChildOnlyForItsActionsAnd,
      bodyReducersRunInOrderAndTheirEffectsMerge,
      ifLetAndForEachRunTheChildBeforeTheParent,
      theIfLetChildsEffectIsMergedAheadOfThe,
      anIfLetChildActionWhileNilReportsAnIssue,
      forEachRoutesElementActionsByIdAndWrapsTheir,
      aForEachActionForAMissingIdReportsAn,
      ifCaseLetRunsTheChildOnlyInItsCase,
      aScopedStoreReadsLiveParentStateAndSends,
      scopingTwiceWithTheSamePathsReturnsTheSame,
      aChildStoreKeepsWorkingAfterTheStoresIt,
      anEffectStartedFromAScopedStoreOutlivesThat,
      siblingScopesShareCancelIdsOneCancelsTheOthers,
      anElementIsAddressableAsRowsIdForBuilding,
      aScopeOnAnEnumCaseRunsTheChildOnlyInThatCase,
    ] + keyPathArgumentCases
  }

  private static var aScopeOnAnEnumCaseRunsTheChildOnlyInThatCase: ConformanceCase {
    ConformanceCase(
      "SCOPE-14", "a Scope on an enum state's case runs the child only in that case"
    ) { context in
      let spelling: any EnumCaseScopeSpelling = EnumCaseScope()
      let store = Store(initialState: Screen.State.counter(Counter.State())) {
        spelling.reducer()
      }
      store.send(.counter(.increment))
      store.send(.counter(.incrementLater))
      try context.expectEqual(store.withState { $0 }, .counter(Counter.State(count: 2)))
      store.send(.logOut)
      store.send(.counter(.increment))
      try context.expectIssue(containing: "\"Scope\" at", "different case")
      try context.expectEqual(store.withState { $0 }, .loggedOut(parentSawChildAction: false))
    }
  }

  private static var scopeRunsTheChildOnlyForItsActionsAnd: ConformanceCase {
    ConformanceCase("SCOPE-01", "Scope runs the child only for its actions and wraps child effects")
    { context in
      let store = StoreOf<Parent>(initialState: Parent.State()) {
        Scope(state: \.child, action: \.child) { Counter() }
        Parent()
      }
      store.send(.child(.increment))
      store.send(.other)
      try context.expectEqual(store.withState(\.child.count), 1)
      store.send(.child(.incrementLater))
      try context.expectEqual(store.withState(\.child.count), 2)
      try context.expectEqual(
        store.withState(\.received),
        [.child(.increment), .other, .child(.incrementLater), .child(.increment)]
      )
    }
  }

  private static var bodyReducersRunInOrderAndTheirEffectsMerge: ConformanceCase {
    ConformanceCase("SCOPE-02", "body reducers run in order and their effects merge") { context in
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          state.append("first \(action)")
          return action == "go" ? .send("from first") : .none
        }
        CombineReducers {
          Reduce { state, action in
            state.append("second \(action)")
            return action == "go" ? .send("from second") : .none
          }
        }
      }
      store.send("go")
      try context.expectEqual(
        store.withState { $0 },
        [
          "first go", "second go", "first from first", "second from first",
          "first from second", "second from second",
        ])
    }
  }

  private static var ifLetAndForEachRunTheChildBeforeTheParent: ConformanceCase {
    ConformanceCase(
      "SCOPE-03", "ifLet and forEach run the child before the parent; child effects first"
    ) { context in
      var order: [String] = []
      let store = Store(
        initialState: Parent.State(optional: Counter.State(), rows: [Counter.State(id: 1)])
      ) {
        Reduce<Parent.State, Parent.Action> { state, action in
          order.append("parent \(state.optional?.count ?? -1) \(state.rows[id: 1]?.count ?? -1)")
          if case .optional(.increment) = action { return .send(.other) }
          return .none
        }
        .ifLet(\.optional, action: \.optional) {
          Reduce { state, action in
            order.append("child")
            return action == .increment ? .send(.decrement) : .none
          }
        }
        .forEach(\.rows, action: \.rows) {
          Reduce { state, action in
            state.count += 1
            order.append("row")
            return .none
          }
        }
      }
      store.send(.optional(.increment))
      try context.expectEqual(order, ["child", "parent 0 0", "child", "parent 0 0", "parent 0 0"])
      order.removeAll()
      store.send(.rows(.element(id: 1, action: .increment)))
      try context.expectEqual(order, ["row", "parent 0 1"])
    }
  }

  private static var theIfLetChildsEffectIsMergedAheadOfThe: ConformanceCase {
    ConformanceCase("SCOPE-03", "the ifLet child's effect is merged ahead of the parent's") {
      context in
      let store = Store(initialState: Parent.State(optional: Counter.State())) {
        Reduce<Parent.State, Parent.Action> { state, action in
          if case .optional(.incrementLater) = action { return .send(.other) }
          return .none
        }
        .ifLet(\.optional, action: \.optional) { Counter() }
        Parent()
      }
      store.send(.optional(.incrementLater))
      try context.expectEqual(
        store.withState(\.received), [.optional(.incrementLater), .optional(.increment), .other]
      )
    }
  }

  private static var anIfLetChildActionWhileNilReportsAnIssue: ConformanceCase {
    ConformanceCase(
      "SCOPE-04", "an ifLet child action while nil reports an issue and the parent still runs"
    ) { context in
      let store = Store(initialState: Parent.State()) {
        Parent().ifLet(\.optional, action: \.optional) { Counter() }
      }
      store.send(.optional(.increment))
      try context.expectIssue(
        containing: "\"ifLet\" at", "ScopeCases.swift", "child state was \"nil\"")
      try context.expectEqual(store.withState(\.received), [.optional(.increment)])
      try context.expectEqual(store.withState(\.optional), nil)
    }
  }

  private static var forEachRoutesElementActionsByIdAndWrapsTheir: ConformanceCase {
    ConformanceCase("SCOPE-05", "forEach routes element actions by id and wraps their effects") {
      context in
      let store = Store(
        initialState: Parent.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
      ) {
        Parent().forEach(\.rows, action: \.rows) { Counter() }
      }
      store.send(.rows(.element(id: 2, action: .incrementLater)))
      try context.expectEqual(store.withState(\.rows).map(\.count), [0, 1])
      store.send(.other)
      try context.expectEqual(store.withState(\.rows).map(\.count), [0, 1])
      try context.expectEqual(
        store.withState(\.received),
        [
          .rows(.element(id: 2, action: .incrementLater)),
          .rows(.element(id: 2, action: .increment)), .other,
        ])
    }
  }

  private static var aForEachActionForAMissingIdReportsAn: ConformanceCase {
    ConformanceCase(
      "SCOPE-06", "a forEach action for a missing id reports an issue and changes nothing"
    ) { context in
      let store = Store(initialState: Parent.State(rows: [Counter.State(id: 1)])) {
        Parent().forEach(\.rows, action: \.rows) { Counter() }
      }
      store.send(.rows(.element(id: 9, action: .increment)))
      try context.expectIssue(containing: "received an action for a missing element")
      try context.expectEqual(store.withState(\.rows).map(\.count), [0])
    }
  }

  private static var ifCaseLetRunsTheChildOnlyInItsCase: ConformanceCase {
    ConformanceCase(
      "SCOPE-07", "ifCaseLet runs the child only in its case; other cases report an issue"
    ) { context in
      let store = Store(initialState: Screen.State.counter(Counter.State())) { Screen() }
      store.send(.counter(.increment))
      try context.expectEqual(store.withState { $0 }, .counter(Counter.State(count: 1)))
      store.send(.logOut)
      store.send(.counter(.increment))
      try context.expectIssue(containing: "\"ifCaseLet\" at", "different case")
      try context.expectEqual(store.withState { $0 }, .loggedOut(parentSawChildAction: true))
    }
  }

  private static var aScopedStoreReadsLiveParentStateAndSends: ConformanceCase {
    ConformanceCase(
      "SCOPE-08", "a scoped store reads live parent state and sends through the parent"
    ) { context in
      let store = StoreOf<Parent>(initialState: Parent.State()) {
        Scope(state: \.child, action: \.child) { Counter() }
        Parent()
      }
      let child = store.scope(state: \.child, action: \.child)
      child.send(.increment)
      try context.expectEqual(store.withState(\.child.count), 1)
      store.send(.child(.set(42)))
      try context.expectEqual(child.withState(\.count), 42)
      try context.expectEqual(store.withState(\.received), [.child(.increment), .child(.set(42))])
    }
  }

  private static var scopingTwiceWithTheSamePathsReturnsTheSame: ConformanceCase {
    ConformanceCase("SCOPE-09", "scoping twice with the same paths returns the same store") {
      context in
      let store = Store(initialState: Parent.State()) { Parent() }
      let first = store.scope(state: \.child, action: \.child)
      let second = store.scope(state: \.child, action: \.child)
      let other = store.scope(state: \.child, action: \.optional)
      try context.expect(first === second, "expected the cached child store")
      try context.expect(first !== other, "different action path must give another store")
    }
  }

  private static var aChildStoreKeepsWorkingAfterTheStoresIt: ConformanceCase {
    ConformanceCase(
      "SCOPE-10", "a child store keeps working after the stores it was scoped from are released"
    ) { context in
      let gate = Gate()
      gate.open()
      var root: StoreOf<Nested>? = Store(initialState: Nested.State()) { Nested(gate: gate) }
      weak let releasedRoot = root
      weak let releasedMiddle = root!.scope(state: \.self, action: \.self)
      let leaf = releasedMiddle!.scope(state: \.inner, action: \.inner)
      root = nil
      try context.expect(
        releasedRoot == nil && releasedMiddle == nil,
        "the root and intermediate stores must be gone")
      leaf.send(.increment)
      try context.expectEqual(leaf.withState(\.count), 1)
    }
  }

  private static var anEffectStartedFromAScopedStoreOutlivesThat: ConformanceCase {
    ConformanceCase("SCOPE-10", "an effect started from a scoped store outlives that store object")
    { context in
      let gate = Gate()
      var root: StoreOf<Nested>? = Store(initialState: Nested.State()) { Nested(gate: gate) }
      weak let middle = root!.scope(state: \.self, action: \.self)
      let leaf = middle!.scope(state: \.inner, action: \.inner)
      let task = middle!.send(.inner(.set(5)))
      root = nil
      try context.expect(middle == nil, "the store that started the effect must be gone")
      gate.open()
      await task.finish()
      try context.expectEqual(leaf.withState(\.count), 6)
    }
  }

  private static var siblingScopesShareCancelIdsOneCancelsTheOthers: ConformanceCase {
    ConformanceCase("SCOPE-11", "sibling Scopes share cancel ids: one cancels the other's effect") {
      context in
      let probe = Probe()
      let gate = Gate()
      let store = Store(initialState: Siblings.State()) { Siblings(probe: probe, gate: gate) }
      let task = store.send(.left(.start))
      try await context.waitUntil("left effect started") { probe.events == ["left started"] }
      store.send(.right(.stop))
      gate.open()
      await task.finish()
      try context.expectEqual(probe.events, ["left started", "left cancelled"])
    }
  }

  private static var anElementIsAddressableAsRowsIdForBuilding: ConformanceCase {
    ConformanceCase(
      "SCOPE-12", "an element is addressable as \\.rows[id:] for building and matching actions"
    ) { context in
      let store = Store(
        initialState: Parent.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
      ) {
        Parent().forEach(\.rows, action: \.rows) { Counter() }
      }
      let row = store.scope(state: \.rows[id: 2], action: \.rows[id: 2])
      row.send(.increment)
      try context.expectEqual(store.withState(\.rows)[id: 2]?.count, 1)
      try context.expectEqual(row.withState { $0 }?.count, 1)
      let action = Parent.Action.rows(.element(id: 2, action: .increment))
      try context.expectEqual(action[case: \.rows[id: 2]], .increment)
      try context.expectEqual(action[case: \.rows[id: 1]], nil)
    }
  }
}

/// TCA's deprecated `Scope` on an enum state's case, reached through a protocol requirement so
/// that the suite's own build does not warn about it.
private protocol EnumCaseScopeSpelling {
  func reducer() -> Reduce<Screen.State, Screen.Action>
}

private struct EnumCaseScope: EnumCaseScopeSpelling {
  @available(*, deprecated, message: "TCA's deprecated spelling, which older features use")
  func reducer() -> Reduce<Screen.State, Screen.Action> {
    Reduce(
      CombineReducers {
        Scope(state: \.counter, action: \.counter) { Counter() }
        Reduce { state, action in
          if case .logOut = action { state = .loggedOut(parentSawChildAction: false) }
          return .none
        }
      })
  }
}
