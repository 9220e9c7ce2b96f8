import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var testStoreWorkloads: [Workload] {
    [
      Workload("TestStore.Step", scenario: "send and assert") { _ in
        let store = TestStore(initialState: BenchCounter.State()) { BenchCounter() }
        return .async { iterations in
          for _ in 0..<iterations {
            await store.send(.increment) { $0.count &+= 1 }
          }
        }
      },
      Workload("TestStore.Step", scenario: "send, effect feeds back, receive") { _ in
        let store = TestStore(initialState: BenchCounter.State()) { BenchCounter() }
        return .async { iterations in
          for _ in 0..<iterations {
            await store.send(.incrementAsync)
            await store.receive(.increment) { $0.count &+= 1 }
          }
        }
      },
    ]
  }
}
