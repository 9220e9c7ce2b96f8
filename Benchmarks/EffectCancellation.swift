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
        "Baseline.TaskChurn", scenario: "cancel a plain task, start another", parameters: inFlight,
        exactAllocations: false
      ) { sizes in
        let tasks = await InFlightTasks(count: sizes["in flight"]!)
        return .async(tearDown: { await tasks.tearDown() }) { iterations in
          for iteration in 0..<iterations {
            tasks.restart(iteration % tasks.count)
            if iteration % 64 == 63 { await Task.yield() }
          }
        }
      },
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
        baseline: taskChurn, exactAllocations: false
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

  static let taskChurn = BaselineReference(
    workload: "Baseline.TaskChurn", scenario: "cancel a plain task, start another")
}

/// `count` plain main-actor tasks that wait until cancelled, as `LongRunning`'s effects do,
/// with no runtime around them: the floor of a cancelInFlight churn.
@MainActor
final class InFlightTasks {
  private var tasks: [Task<Void, Never>]
  var count: Int { tasks.count }

  init(count: Int) async {
    tasks = (0..<count).map { _ in Self.waitingTask() }
    await Task.yield()
  }

  /// Cancels the task at `index` and starts another in its place.
  func restart(_ index: Int) {
    tasks[index].cancel()
    tasks[index] = Self.waitingTask()
  }

  /// Cancels every task and lets the cancelled tasks finish.
  func tearDown() async {
    for task in tasks { task.cancel() }
    tasks = []
    for _ in 0..<100 { await Task.yield() }
  }

  /// A main-actor task that calls a nonisolated function, as a store calls an effect's
  /// operation, which waits until cancelled.
  private static func waitingTask() -> Task<Void, Never> {
    Task { @MainActor in await waitUntilCancelled() }
  }
}

/// Waits until the task is cancelled, away from the main actor, as `LongRunning`'s operation does.
private nonisolated func waitUntilCancelled() async {
  try? await Task.never()
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
