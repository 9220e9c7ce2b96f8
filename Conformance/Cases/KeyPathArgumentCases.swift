#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  /// A parent's `body` is evaluated for every action, key paths included: what a runtime may
  /// resolve once must not outlive a value the key path reads.
  static var keyPathArgumentCases: [ConformanceCase] {
    [
      aBodyReadsADependencyChangedBetweenSends,
      aKeyPathThroughAVariableFollowsTheValue,
      aGenericParentRunsEachChildTypeThroughOneCallSite,
    ]
  }

  private static var twoRows: Parent.State {
    Parent.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
  }

  private static var aBodyReadsADependencyChangedBetweenSends: ConformanceCase {
    ConformanceCase(
      "SCOPE-15", "a body's key path reads a dependency changed between sends"
    ) { context in
      let store = TestStore(initialState: twoRows) {
        NumberedRow()
      } withDependencies: {
        $0.number = 1
      }
      await store.send(.rows(.element(id: 1, action: .increment))) { $0.rows[id: 1]?.count = 1 }
      store.dependencies.number = 2
      await store.send(.rows(.element(id: 2, action: .increment))) { $0.rows[id: 2]?.count = 1 }
      await store.send(.rows(.element(id: 1, action: .increment)))
      try context.expectNoIssues()
    }
  }

  private static var aKeyPathThroughAVariableFollowsTheValue: ConformanceCase {
    ConformanceCase(
      "SCOPE-16", "a key path through a variable (\\.rows[id: id]) follows the variable's value"
    ) { context in
      let store = Store(initialState: twoRows) {
        FocusedRow(id: 2)
        FocusedRow(id: 1)
      }
      store.send(.rows(.element(id: 2, action: .increment)))
      try context.expectEqual(store.withState { $0.rows.map(\.count) }, [0, 1])
      store.send(.rows(.element(id: 1, action: .set(5))))
      try context.expectEqual(store.withState { $0.rows.map(\.count) }, [5, 1])
    }
  }

  private static var aGenericParentRunsEachChildTypeThroughOneCallSite: ConformanceCase {
    ConformanceCase(
      "SCOPE-17", "a generic parent's Scope runs each child type it is built with"
    ) { context in
      let shallow = Store(initialState: Wrapping<Counter>.State(inner: Counter.State())) {
        Wrapping(child: Counter())
      }
      let deep = Store(
        initialState: Wrapping<Wrapping<Counter>>.State(inner: .init(inner: Counter.State()))
      ) { Wrapping(child: Wrapping(child: Counter())) }
      shallow.send(.inner(.set(3)))
      deep.send(.inner(.inner(.set(4))))
      shallow.send(.inner(.increment))
      try context.expectEqual(shallow.withState(\.inner.count), 4)
      try context.expectEqual(deep.withState(\.inner.inner.count), 4)
    }
  }
}
