import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var navigationWorkloads: [Workload] {
    [
      Workload(
        "Navigation.Stack", scenario: "send to top element",
        parameters: [SizeParameter("depth", [1, 10, 100])]
      ) { sizes in
        let store = Store(initialState: NavigationHost.State()) { NavigationHost() }
        for _ in 0..<sizes["depth"]! { store.send(.push) }
        await Task.yield()
        let top = store.withState(\.path.ids.last)!
        return .sync { iterations in
          for _ in 0..<iterations { store.send(.path(.element(id: top, action: .tap))) }
          blackHole(store)
        }
      },
      Workload(
        "Navigation.PushPop", scenario: "push, start effects, pop",
        parameters: [SizeParameter("effects", [0, 1, 10, 100])],
        exactAllocations: false
      ) { sizes in
        let effects = sizes["effects"]!
        let store = Store(initialState: NavigationHost.State()) { NavigationHost() }
        return .async(tearDown: { await settle() }) { iterations in
          for iteration in 0..<iterations {
            store.send(.push)
            let id = store.withState(\.path.ids.last)!
            if effects > 0 { store.send(.path(.element(id: id, action: .startEffects(effects)))) }
            store.send(.path(.popFrom(id: id)))
            if iteration % 16 == 15 { await Task.yield() }
          }
          blackHole(store)
        }
      },
      Workload("Navigation.Present", scenario: "present, send, dismiss", exactAllocations: false) {
        _ in
        let store = Store(initialState: NavigationHost.State()) { NavigationHost() }
        return .async(tearDown: { await settle() }) { iterations in
          for iteration in 0..<iterations {
            store.send(.present)
            store.send(.screen(.presented(.tap)))
            store.send(.screen(.dismiss))
            if iteration % 16 == 15 { await Task.yield() }
          }
          blackHole(store)
        }
      },
    ]
  }

  /// Lets cancelled effect tasks finish.
  @MainActor
  private static func settle() async {
    for _ in 0..<100 { await Task.yield() }
  }
}
