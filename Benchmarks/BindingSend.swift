import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// A binding action, made as a UI binding makes it (a new action per value), sent through
  /// `BindingReducer` at the root and through one `Scope`.
  static var bindingWorkloads: [Workload] {
    [
      Workload("Binding.Send", scenario: "root", baseline: directReduce) { _ in
        let store = Store(initialState: BenchForm.State()) { BenchForm() }
        return .sync { iterations in
          for index in 0..<iterations { store.send(.binding(.set(\.name, names[index & 1]))) }
          blackHole(store)
        }
      },
      Workload("Binding.Send", scenario: "scoped child", baseline: directReduce) { _ in
        let store = Store(initialState: BenchFormHost.State()) { BenchFormHost() }
        return .sync { iterations in
          for index in 0..<iterations {
            store.send(.form(.binding(.set(\.name, names[index & 1]))))
          }
          blackHole(store)
        }
      },
    ]
  }

  /// Two values to alternate between, so that every send changes the field.
  private static let names = ["Blob", "Blob Jr."]
}
