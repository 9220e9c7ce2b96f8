import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var cancellationWorkloads: [Workload] {
    let inFlight = [SizeParameter("in flight", [10, 1000, 100_000])]
    return [
      Workload(
        "Effect.Cancellation", scenario: "cancel one, restart it", parameters: inFlight,
        exactAllocations: false
      ) { sizes in
        let effects = await InFlightEffects(count: sizes["in flight"]!)
        return .async(tearDown: { await effects.tearDown() }) { iterations in
          for iteration in 0..<iterations {
            let id = iteration % effects.count
            effects.store.send(.cancel(id))
            effects.store.send(.start(id))
            if iteration % 64 == 63 { await Task.yield() }
          }
        }
      },
      Workload(
        "Effect.Cancellation", scenario: "cancelInFlight churn", parameters: inFlight,
        exactAllocations: false
      ) { sizes in
        let effects = await InFlightEffects(count: sizes["in flight"]!)
        return .async(tearDown: { await effects.tearDown() }) { iterations in
          for iteration in 0..<iterations {
            effects.store.send(.restart(iteration % effects.count))
            if iteration % 64 == 63 { await Task.yield() }
          }
        }
      },
    ]
  }
}

/// A feature whose effects run until cancelled, each under its own id.
struct LongRunning: Reducer {
  @CasePathable
  enum Action: Equatable {
    case start(Int)
    case restart(Int)
    case cancel(Int)
  }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start(let id):
      return .run { _ in try await Task.never() }.cancellable(id: id)
    case .restart(let id):
      return .run { _ in try await Task.never() }.cancellable(id: id, cancelInFlight: true)
    case .cancel(let id):
      return .cancel(id: id)
    }
  }
}

/// A store with `count` effects in flight under distinct ids.
@MainActor
final class InFlightEffects {
  private(set) var store: StoreOf<LongRunning>
  let count: Int

  init(count: Int) async {
    self.count = count
    store = Store(initialState: 0) { LongRunning() }
    for id in 0..<count { store.send(.start(id)) }
    await Task.yield()
  }

  /// Cancels every effect and lets the cancelled tasks finish.
  func tearDown() async {
    store = Store(initialState: 0) { LongRunning() }
    for _ in 0..<100 { await Task.yield() }
  }
}
