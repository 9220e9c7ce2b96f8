import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// Bursts of sends that each start an effect, sent faster than the main actor runs the
  /// effects, then drained: what a backlog of effect tasks costs while it waits (the runtime
  /// applies no backpressure), against plain tasks doing the same hops.
  static var backlogWorkloads: [Workload] {
    let sends = [SizeParameter("sends", [100, 2000])]
    return [
      Workload(
        "Baseline.TaskBacklog", scenario: "hopping task per send", parameters: sends,
        exactAllocations: false
      ) { sizes in
        let count = sizes["sends"]!
        return .async { iterations in
          for _ in 0..<iterations { await drainPlainTasks(count: count) }
        }
      },
      Workload(
        "Effect.Backlog", scenario: "cancellable run per send", parameters: sends,
        baseline: taskBacklog, exactAllocations: false
      ) { sizes in
        let count = sizes["sends"]!
        let store = Store(initialState: 0) { BurstEffects() }
        return .async { iterations in
          for _ in 0..<iterations { await drain(store, count: count) }
          blackHole(store)
        }
      },
    ]
  }

  static let taskBacklog = BaselineReference(
    workload: "Baseline.TaskBacklog", scenario: "hopping task per send")

  /// Starts `count` main-actor tasks that each call a nonisolated function, as an effect's
  /// operation is called, and waits for all of them.
  @MainActor
  private static func drainPlainTasks(count: Int) async {
    var tasks: [Task<Void, Never>] = []
    tasks.reserveCapacity(count)
    for id in 0..<count { tasks.append(Task { @MainActor in await offMainActor(id) }) }
    for task in tasks { await task.value }
  }

  /// Sends `count` actions that each start a cancellable effect, then waits for all of them.
  @MainActor
  private static func drain(_ store: StoreOf<BurstEffects>, count: Int) async {
    var sent: [StoreTask] = []
    sent.reserveCapacity(count)
    for id in 0..<count { sent.append(store.send(.start(id))) }
    for task in sent { await task.finish() }
  }
}

/// Does nothing, away from the main actor.
private nonisolated func offMainActor(_ id: Int) async {
  blackHole(id)
}

/// A feature whose every action starts a short cancellable effect.
struct BurstEffects: Reducer {
  @CasePathable
  enum Action: Equatable {
    case start(Int)
  }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start(let id):
      return .run { _ in blackHole(id) }.cancellable(id: id)
    }
  }
}
