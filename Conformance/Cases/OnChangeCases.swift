#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var onChangeCases: [ConformanceCase] {
    [
      ConformanceCase("ONCHANGE-01", "onChange runs after its base only when the value changed") {
        context in
        let store = TestStore(initialState: ChangeWatcher.State()) { ChangeWatcher() }
        await store.send(.increment) {
          $0.count = 1
          $0.marks = "!"
          $0.changes = [0]
        }
        await store.send(.increment) {
          $0.count = 2
          $0.marks = "!!"
          $0.changes = [0, 1]
        }
        await store.receive(.decrement) {
          $0.count = 1
          $0.marks = "!"
          $0.changes = [0, 1, 2]
        }
        await store.send(.touch)
        try context.expectNoIssues()
      },
      ConformanceCase("ONCHANGE-02", "a change made outside the base does not trigger it") {
        context in
        let store = TestStore(initialState: ChangeWatcher.State()) { ChangeWatcher() }
        await store.send(.external) { $0.count = 10 }
        try context.expectNoIssues()
      },
      ConformanceCase("ONCHANGE-02", "removeDuplicates decides what counts as a change") {
        context in
        let store = TestStore(initialState: ChangeWatcher.State()) { ChangeWatcher() }
        await store.send(.addRow(1)) {
          $0.rows = [Counter.State(id: 1)]
          $0.rowChanges = 1
        }
        await store.send(.rows(.element(id: 1, action: .increment))) { $0.rows[id: 1]?.count = 1 }
        try context.expectNoIssues()
      },
    ]
  }
}
