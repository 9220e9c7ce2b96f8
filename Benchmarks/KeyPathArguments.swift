import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// A child action through a parent whose `body` passes key paths of each kind: literals in a
  /// plain type (`Store.Send` scoped is the generic twin), built from a dependency the body
  /// reads, and built from a value the reducer holds.
  static var keyPathArgumentWorkloads: [Workload] {
    [
      Workload("Scope.KeyPathArguments", scenario: "literals", baseline: directReduce) { _ in
        let store = Store(initialState: PlainScope.State()) { PlainScope() }
        return .sync { iterations in
          for _ in 0..<iterations { store.send(.inner(.increment)) }
          blackHole(store)
        }
      },
      Workload(
        "Scope.KeyPathArguments", scenario: "through a dependency", baseline: directReduce
      ) { _ in
        sendingToTheFirstRow(of: Store(initialState: twoRows) { SelectedRowByDependency() })
      },
      Workload(
        "Scope.KeyPathArguments", scenario: "through a stored value", baseline: directReduce
      ) { _ in
        sendingToTheFirstRow(of: Store(initialState: twoRows) { SelectedRowByValue(id: 1) })
      },
    ]
  }

  private static var twoRows: BenchParent.State {
    BenchParent.State(rows: [BenchCounter.State(id: 1), BenchCounter.State(id: 2)])
  }

  @MainActor
  private static func sendingToTheFirstRow(of store: StoreOf<BenchParent>) -> MeasuredOperation {
    .sync { iterations in
      for _ in 0..<iterations { store.send(.rows(.element(id: 1, action: .increment))) }
      blackHole(store)
    }
  }
}
