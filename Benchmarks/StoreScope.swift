import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var storeScopeWorkloads: [Workload] {
    [
      Workload(
        "Store.Scope", scenario: "new root, scoped down",
        parameters: [SizeParameter("depth", [0, 1, 10])]
      ) { sizes in
        let depth = sizes["depth"]!
        return .sync { iterations in
          for _ in 0..<iterations { blackHole(scopedChain(depth: depth)) }
        }
      }
    ]
  }

  /// A new root store and, for depth 1 or 10, its chain of scoped stores down to the leaf.
  @MainActor
  private static func scopedChain(depth: Int) -> AnyObject? {
    switch depth {
    case 0: Store(initialState: BenchCounter.State()) { BenchCounter() }
    case 1: NestedStores.make(depth: 1)?.leaf
    case 10: NestedStores.make(depth: 10)?.leaf
    default: nil
    }
  }
}
