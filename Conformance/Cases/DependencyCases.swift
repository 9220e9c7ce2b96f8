#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var dependencyCases: [ConformanceCase] {
    [
      ConformanceCase("DEP-01", "of stacked overrides of one dependency, the innermost wins") {
        context in
        let direct = Store(initialState: [Int]()) {
          NumberReader().dependency(\.number, 42).dependency(\.number, 1729)
        }
        direct.send(.read)
        let combined = Store(initialState: [Int]()) {
          CombineReducers { NumberReader().dependency(\.number, 42) }.dependency(\.number, 1729)
        }
        combined.send(.read)
        try context.expectEqual(direct.withState { $0 }, [42])
        try context.expectEqual(combined.withState { $0 }, [42])
      },
      ConformanceCase(
        "DEP-01", "transforms apply outermost first, so the innermost has the last word"
      ) { context in
        let store = Store(initialState: [Int]()) {
          NumberReader()
            .transformDependency(\.number) { $0 = $0 * 10 + 1 }
            .transformDependency(\.number) { $0 = $0 * 10 + 2 }
        }
        store.send(.read)
        try context.expectEqual(store.withState { $0 }, [21])
      },
      ConformanceCase(
        "DEP-01", "the override reaches effects started by actions that earlier effects fed back"
      ) { context in
        let store = Store(initialState: [Int]()) {
          NumberReader().dependency(\.number, 7)
        }
        await store.send(.readLater).finish()
        try context.expectEqual(store.withState { $0 }, [7])
      },
    ]
  }
}

extension ConformanceSuite {
  static var dependencyClientCases: [ConformanceCase] {
    [
      ConformanceCase("DEP-02", "an endpoint no test overrode reports an issue and throws") {
        context in
        let client = NumberClient()
        let result = try? await client.fact(number: 1)
        try context.expect(result == nil, "an unimplemented throwing endpoint returned a value")
        try context.expectIssue(containing: "Unimplemented", "fact")
      },
      ConformanceCase(
        "DEP-02", "an endpoint with a declared default reports an issue and returns the default"
      ) { context in
        let client = NumberClient()
        try context.expectEqual(client.favorite(), 7)
        try context.expectIssue(containing: "Unimplemented", "favorite")
      },
      ConformanceCase("DEP-02", "an overridden endpoint runs the override") { context in
        let client = NumberClient(fact: { "\($0) is a number" }, favorite: { 3 })
        try context.expectEqual(try await client.fact(number: 2), "2 is a number")
        try context.expectEqual(client.favorite(), 3)
        try context.expectNoIssues()
      },
    ]
  }
}
