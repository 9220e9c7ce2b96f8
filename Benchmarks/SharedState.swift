import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// The write workloads' allocations are not exact: Observation's registrar grows its tables
  /// as readers come and go, so a timed sample's count per operation depends on how many
  /// operations it held (98.0 to 98.9 at 10 readers); the gate takes the serial pass's.
  static var sharedWorkloads: [Workload] {
    [
      Workload(
        "Shared.Write", scenario: "withLock write, a tracked reader per feature",
        parameters: [SizeParameter("features", [1, 10, 100, 1000])], baseline: observableWrite,
        exactAllocations: false
      ) { sizes in
        let readers = SharedReaders(features: sizes["features"]!)
        return .sync { iterations in
          for _ in 0..<iterations { readers.writeWithTrackedReaders() }
          blackHole(readers)
        }
      },
      Workload(
        "Baseline.ObservableWrite", scenario: "write, a tracked reader per observer",
        parameters: [SizeParameter("features", [1, 10, 100, 1000])], exactAllocations: false
      ) { sizes in
        let readers = ObservableReaders(features: sizes["features"]!)
        return .sync { iterations in
          for _ in 0..<iterations { readers.writeWithTrackedReaders() }
          blackHole(readers)
        }
      },
    ] + sharedTestStoreWorkloads
  }

  static let observableWrite = BaselineReference(
    workload: "Baseline.ObservableWrite", scenario: "write, a tracked reader per observer")

  /// TCA built on Linux crashes when a `TestStore` send writes shared state (swift-sharing's
  /// lock against its change tracker), so against another runtime this workload is left out.
  private static var sharedTestStoreWorkloads: [Workload] {
    #if COMPOSABLE_REFERENCE_RUNTIME
      []
    #else
      [
        Workload("Shared.TestStoreStep", scenario: "send that writes shared state, asserted") { _ in
          let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
            SharedTally()
          }
          return .async { iterations in
            for _ in 0..<iterations {
              await store.send(.increment) { $0.$count.withLock { $0 &+= 1 } }
            }
          }
        }
      ]
    #endif
  }
}
