import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// Sends that run the `Scope` reducer once per child: `Scope.FanOut` reaches its children
  /// through `forEach` and never runs `Scope`.
  static var scopeSiblingWorkloads: [Workload] {
    [
      Workload(
        "Scope.Siblings", scenario: "send to every Scope child",
        parameters: [SizeParameter("children", [1, 10, 100])],
        baseline: directReduce
      ) { sizes in
        let count = sizes["children"]!
        let store = Store(
          initialState: ScopedSiblings.State(rows: (0..<count).map { BenchCounter.State(id: $0) })
        ) {
          ScopedSiblings(count: count)
        }
        return .sync { iterations in
          for _ in 0..<iterations { store.send(.rows(.increment)) }
          blackHole(store)
        }
      }
    ]
  }
}
