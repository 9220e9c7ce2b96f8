#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var bindingCases: [ConformanceCase] {
    [
      bindingReducerWritesTheBoundField,
      aBindingAssignsAsEqualsDoes,
      bindingActionsAreEqualWhenKeyPathAndValue,
      caseBindingFieldMatchesByKeyPathAlone,
      bindingFieldIsACaseKeyPathOfThe,
      bindingReducerActionViewAppliesBindingsNestedInViewActions,
      aBindingActionDumpsAsBindingSetRootField,
      aWriteThroughTheStoreSendsTheBindingAction,
      aWriteThroughTheStoreSendsTheViewsBindingAction,
    ]
  }

  private static var aWriteThroughTheStoreSendsTheBindingAction: ConformanceCase {
    ConformanceCase(
      "BIND-07", "a write through the store sends the binding action that sets the field"
    ) { context in
      let store = Store(initialState: Profile.State()) { Profile() }
      store.name = "Blob"
      try context.expectEqual(store.withState(\.name), "Blob")
      try context.expectEqual(store.withState(\.seenBefore), [""])
      try context.expectEqual(store.withState(\.seenAfter), ["Blob"])
      store.state = Profile.State(name: "Blob Jr.", age: 3)
      try context.expectEqual(
        store.withState { $0 }, Profile.State(name: "Blob Jr.", age: 3, seenAfter: ["Blob Jr."]))
    }
  }

  private static var aWriteThroughTheStoreSendsTheViewsBindingAction: ConformanceCase {
    ConformanceCase(
      "BIND-07", "a write through the store of a view-action feature sends a view binding"
    ) { context in
      let store = Store(initialState: SearchScreen.State()) { SearchScreen() }
      store.query = "tca"
      try context.expectEqual(store.withState { $0 }, SearchScreen.State(query: "tca"))
      store.state = SearchScreen.State(query: "linux", submitted: 2)
      try context.expectEqual(
        store.withState { $0 }, SearchScreen.State(query: "linux", submitted: 2))
    }
  }

  private static var bindingReducerWritesTheBoundField: ConformanceCase {
    ConformanceCase(
      "BIND-01", "BindingReducer writes the bound field; reducers after it see the new value"
    ) { context in
      let store = Store(initialState: Profile.State()) { Profile() }
      let task = store.send(.binding(.set(\.name, "Blob")))
      try context.expectEqual(store.name, "Blob")
      try context.expectEqual(store.seenBefore, [""])
      try context.expectEqual(store.seenAfter, ["Blob"])
      try context.expect(task.isCancelled, "a binding action returned an effect")
      store.send(.other)
      try context.expectEqual(store.name, "Blob")
    }
  }

  private static var aBindingAssignsAsEqualsDoes: ConformanceCase {
    ConformanceCase(
      "BIND-01", "a binding assigns its value as = does: an equal value notifies no reader (OBS-01)"
    ) { context in
      let store = Store(initialState: Profile.State(name: "Blob")) { Profile() }
      let same = TrackedRead { _ = store.name }
      store.send(.binding(.set(\.name, "Blob")))
      try context.expect(!same.didFire, "a binding of the value the field holds notified")
      let changed = TrackedRead { _ = store.name }
      store.send(.binding(.set(\.name, "Blob Jr.")))
      try context.expect(changed.didFire, "a binding of a new value did not notify")
      try context.expectEqual(store.name, "Blob Jr.")
    }
  }

  private static var bindingActionsAreEqualWhenKeyPathAndValue: ConformanceCase {
    ConformanceCase("BIND-02", "binding actions are equal when key path and value are") { context in
      typealias Binding = BindingAction<Profile.State>
      try context.expect(Binding.set(\.name, "a") == .set(\.name, "a"), "equal key path and value")
      try context.expect(Binding.set(\.name, "a") != .set(\.name, "b"), "another value")
      try context.expect(Binding.set(\.age, 0) != .set(\.name, ""), "another key path")
      let store = TestStore(initialState: Profile.State()) { Profile() }
      store.exhaustivity = .off
      await store.send(.echo("x"))
      await store.receive(.binding(.set(\.name, "x"))) { $0.name = "x" }
      try context.expectNoIssues()
    }
  }

  private static var caseBindingFieldMatchesByKeyPathAlone: ConformanceCase {
    ConformanceCase("BIND-03", "case .binding(\\.field) matches by key path alone") { context in
      func match(_ action: Profile.Action) -> String {
        switch action {
        case .binding(\.name): "name"
        case .binding: "another field"
        default: "not a binding"
        }
      }
      try context.expectEqual(match(.binding(.set(\.name, "anything"))), "name")
      try context.expectEqual(match(.binding(.set(\.age, 3))), "another field")
      try context.expectEqual(match(.other), "not a binding")
    }
  }

  private static var bindingFieldIsACaseKeyPathOfThe: ConformanceCase {
    ConformanceCase("BIND-04", "\\.binding.field is a case key path of the action") { context in
      let path: CaseKeyPath<Profile.Action, String> = \.binding.name
      try context.expectEqual(path("Blob"), .binding(.set(\.name, "Blob")))
      try context.expectEqual(Profile.Action.binding(.set(\.name, "x"))[case: path], "x")
      try context.expectEqual(Profile.Action.binding(.set(\.age, 1))[case: path], nil)
      let store = TestStore(initialState: Profile.State()) { Profile() }
      store.exhaustivity = .off
      await store.send(\.binding.name, "Blob") { $0.name = "Blob" }
      await store.send(.echo("Blue"))
      await store.receive(\.binding.name) { $0.name = "Blue" }
      try context.expectNoIssues()
    }
  }

  private static var bindingReducerActionViewAppliesBindingsNestedInViewActions: ConformanceCase {
    ConformanceCase(
      "BIND-05", "BindingReducer(action: \\.view) applies bindings nested in view actions"
    ) { context in
      let store = Store(initialState: SearchScreen.State()) { SearchScreen() }
      store.send(.view(.binding(.set(\.query, "tca"))))
      store.send(.view(.submit))
      store.send(.loaded)
      try context.expectEqual(
        store.withState { $0 }, SearchScreen.State(query: "tca", submitted: 1))
      let testStore = TestStore(initialState: SearchScreen.State()) { SearchScreen() }
      await testStore.send(\.view.binding.query, "linux") { $0.query = "linux" }
      try context.expectNoIssues()
    }
  }

  private static var aBindingActionDumpsAsBindingSetRootField: ConformanceCase {
    ConformanceCase("BIND-06", "a binding action dumps as .binding(.set(\\Root.field, value))") {
      context in
      let dump = String(customDumping: Profile.Action.binding(.set(\.name, "Blob")))
      try context.expect(dump.contains(".binding(.set(\\") && dump.hasSuffix(", \"Blob\"))"), dump)
      // Where the platform can name the field's key path (Apple's runtimes can; Linux's cannot
      // name a macro-generated computed property), the dump must name it.
      let platformNamesIt = String(
        customDumping: \Profile.State.name as PartialKeyPath<Profile.State>
      ).hasSuffix(".name")
      try context.expect(!platformNamesIt || dump.hasSuffix("State.name, \"Blob\"))"), dump)
    }
  }
}
