import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var observationWorkloads: [Workload] {
    [
      Workload("Observation.Read", scenario: "untracked store.count") { _ in
        let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
        return .sync { iterations in
          var total = 0
          for _ in 0..<iterations { total &+= store.count }
          blackHole(total)
        }
      },
      Workload("Observation.Read", scenario: "tracked store.count") { _ in
        let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
        return .sync { iterations in
          let total = withObservationTracking {
            var total = 0
            for _ in 0..<iterations { total &+= store.count }
            return total
          } onChange: {
          }
          blackHole(total)
        }
      },
      Workload("Observation.Send", scenario: "@ObservableState root", baseline: storeSendRoot) {
        _ in
        let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
        return .sync { iterations in
          for _ in 0..<iterations { store.send(.increment) }
          blackHole(store)
        }
      },
      Workload(
        "Observation.Send", scenario: "@ObservableState root, read once", baseline: storeSendRoot
      ) { _ in
        let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
        // A read makes the state's registrar, so each send's edit goes through it, as it does
        // for a state a view or a test has read.
        blackHole(store.count)
        return .sync { iterations in
          for _ in 0..<iterations { store.send(.increment) }
          blackHole(store)
        }
      },
      Workload(
        "Observation.FanOut", scenario: "send to one tracked row",
        parameters: [SizeParameter("rows", [1, 10, 100, 1000])], baseline: storeSendRoot
      ) { sizes in
        let rows = TrackedRows(count: sizes["rows"]!)
        return .sync { iterations in
          for _ in 0..<iterations { rows.sendToFirstRow() }
          blackHole(rows)
        }
      },
    ]
  }

  static let storeSendRoot = BaselineReference(workload: "Store.Send", scenario: "root")
}
