import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var storeSendWorkloads: [Workload] {
    let depths = [SizeParameter("depth", [1, 5, 10])]
    return [
      Workload("Store.Send", scenario: "root", baseline: directReduce) { _ in
        let store = Store(initialState: BenchCounter.State()) { BenchCounter() }
        return .sync { iterations in
          for _ in 0..<iterations { store.send(.increment) }
          blackHole(store)
        }
      },
      Workload(
        "Store.Send", scenario: "nested action to root", parameters: depths, baseline: directReduce
      ) { sizes in
        guard let stores = NestedStores.make(depth: sizes["depth"]!) else {
          return .skipped("no such depth")
        }
        return .sync { iterations in
          for _ in 0..<iterations { stores.sendToRoot() }
          blackHole(stores)
        }
      },
      Workload("Store.Send", scenario: "scoped", parameters: depths, baseline: directReduce) {
        sizes in
        guard let stores = NestedStores.make(depth: sizes["depth"]!) else {
          return .skipped("no such depth")
        }
        let leaf = stores.leaf
        return .sync { iterations in
          for _ in 0..<iterations { leaf.send(.increment) }
          blackHole(stores)
        }
      },
      Workload(
        "Store.Send", scenario: "scoped, body built once", parameters: depths,
        baseline: directReduce
      ) { sizes in
        guard let stores = NestedStores.make(depth: sizes["depth"]!, bodyBuiltOnce: true) else {
          return .skipped("no such depth")
        }
        let leaf = stores.leaf
        return .sync { iterations in
          for _ in 0..<iterations { leaf.send(.increment) }
          blackHole(stores)
        }
      },
    ] + observedSendWorkloads(depths)
  }

  /// A root send while a leaf store is observed through this project's `observe`: against
  /// another runtime its points say they are not applicable.
  private static func observedSendWorkloads(_ depths: [SizeParameter]) -> [Workload] {
    [
      Workload(
        "Store.Send", scenario: "root with scoped stores", parameters: depths,
        baseline: directReduce
      ) { sizes in
        ObservedLeaf.measure(depth: sizes["depth"]!)
      }
    ]
  }

  static var sendEffectWorkloads: [Workload] {
    [
      Workload("Store.SendEffect", scenario: ".send feedback", baseline: directReduce) { _ in
        let store = Store(initialState: BenchCounter.State()) { BenchCounter() }
        return .sync { iterations in
          for _ in 0..<iterations { store.send(.incrementLater) }
          blackHole(store)
        }
      },
      Workload(
        "Baseline.TaskRoundTrip", scenario: "main-actor task, off and back",
        exactAllocations: false
      ) { _ in
        .async { iterations in
          for id in 0..<iterations { await roundTrip(id) }
        }
      },
      Workload(
        "Store.SendEffect", scenario: ".run round trip", baseline: directReduce,
        exactAllocations: false
      ) { _ in
        let store = Store(initialState: BenchCounter.State()) { BenchCounter() }
        return .async { iterations in
          for _ in 0..<iterations { await store.send(.incrementAsync).finish() }
          blackHole(store)
        }
      },
    ]
  }
}

/// What an effect's round trip costs with no runtime, its floor: a main-actor task, as a store
/// starts for a `.run`, calls a nonisolated function, as the task calls the operation, which
/// hops back to the main actor, as `send` delivers its action; the caller awaits the task, as
/// `StoreTask.finish()` does.
@MainActor
private func roundTrip(_ id: Int) async {
  await Task { @MainActor in await sendFromOffMainActor(id) { blackHole($0) } }.value
}

/// Calls `deliver` on the main actor from off it, as an effect's `send` does.
private nonisolated func sendFromOffMainActor(
  _ id: Int, _ deliver: @MainActor (Int) -> Void
) async {
  await deliver(id)
}
