import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// A send from the store of the deepest of a chain of presented features, scoped down one
  /// level at a time: each level runs one `ifLet`, so a runtime whose cost per level grows with
  /// the depth has a slope near 2.
  static var deepScopeWorkloads: [Workload] {
    [
      Workload(
        "Scope.Deep", scenario: "send from the deepest store",
        parameters: [SizeParameter("depth", [10, 50, 100])]
      ) { sizes in
        let depth = sizes["depth"]!
        let root = Store(initialState: NestedNode.State(depth: depth)) { NestedNode() }
        let leaf = deepestStore(of: root)
        return .sync { iterations in
          for _ in 0..<iterations { leaf.send(.increment) }
          blackHole(root)
        }
      }
    ]
  }

  /// The store of the deepest node, scoped down from `root` one presented child at a time.
  @MainActor
  static func deepestStore(of root: StoreOf<NestedNode>) -> StoreOf<NestedNode> {
    var store = root
    while let child = store.scope(state: \.child, action: \.child.presented) { store = child }
    return store
  }
}
