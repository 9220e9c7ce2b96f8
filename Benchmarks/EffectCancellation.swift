import Harness
import Synchronization

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// Each operation cancels an effect (or, for the baseline, a plain task) waiting since `in
  /// flight` operations earlier and starts another; a batch ends once every effect it cancelled
  /// has finished, so that a sample times the same work whatever its number of iterations.
  static var cancellationWorkloads: [Workload] {
    let inFlight = [SizeParameter("in flight", [10, 1000, 100_000])]
    return [
      Workload(
        "Baseline.TaskChurn", scenario: "cancel a plain task, start another", parameters: inFlight,
        exactAllocations: false
      ) { sizes in
        let tasks = await InFlightTasks(count: sizes["in flight"]!)
        return .async(tearDown: { await tasks.tearDown() }) { iterations in
          await tasks.churn.batch(iterations) { tasks.restart($0) }
        }
      },
      Workload(
        "Effect.Cancellation", scenario: "cancel one, restart it", parameters: inFlight,
        exactAllocations: false
      ) { sizes in
        let effects = await InFlightEffects(count: sizes["in flight"]!)
        return .async(tearDown: { await effects.tearDown() }) { iterations in
          await effects.churn.batch(iterations) { id in
            effects.store.send(.cancel(id))
            effects.store.send(.start(id))
          }
        }
      },
      Workload(
        "Effect.Cancellation", scenario: "cancelInFlight churn", parameters: inFlight,
        baseline: taskChurn, exactAllocations: false
      ) { sizes in
        let effects = await InFlightEffects(count: sizes["in flight"]!)
        return .async(tearDown: { await effects.tearDown() }) { iterations in
          await effects.churn.batch(iterations) { effects.store.send(.restart($0)) }
        }
      },
    ]
  }

  static let taskChurn = BaselineReference(
    workload: "Baseline.TaskChurn", scenario: "cancel a plain task, start another")
}

/// The order of a churn over `count` waiting effects, and the wait that ends each batch.
///
/// Ids continue from batch to batch, so the effect an operation cancels is always the one
/// started `count` operations earlier. A batch yields every 64 operations, as a busy app does, or
/// every `count` when fewer, so that the effect an operation cancels has started (TCA registers
/// a `.run`'s id when its task starts: a cancel before then is a race, CANCEL-09). It then waits
/// until the effects it cancelled have finished: without that wait, a sample timed only the
/// tasks that happened to run before it ended, none when it had fewer than 64 operations, and
/// two runtimes were timed on different work.
@MainActor
final class Churn {
  let count: Int
  let finished = FinishedEffects()
  private var operations = 0

  init(count: Int) {
    self.count = count
  }

  /// Runs `iterations` operations on ids in turn, then waits for the effects they cancelled.
  func batch(_ iterations: Int, _ operation: (Int) -> Void) async {
    let cadence = min(64, count)
    for _ in 0..<iterations {
      operation(operations % count)
      operations += 1
      if operations % cadence == 0 { await Task.yield() }
    }
    while finished.count < operations { await Task.yield() }
  }
}

/// How many waiting effects have finished, counted from whichever thread they finish on.
final class FinishedEffects: Sendable {
  private let finished = Atomic<Int>(0)

  var count: Int { finished.load(ordering: .acquiring) }

  func increment() {
    finished.add(1, ordering: .releasing)
  }
}

/// `count` plain main-actor tasks that wait until cancelled, as `LongRunning`'s effects do,
/// with no runtime around them: the floor of a cancelInFlight churn.
@MainActor
final class InFlightTasks {
  let churn: Churn
  private var tasks: [Task<Void, Never>] = []

  init(count: Int) async {
    churn = Churn(count: count)
    tasks = (0..<count).map { _ in waitingTask() }
    await Task.yield()
  }

  /// Cancels the task at `index` and starts another in its place.
  func restart(_ index: Int) {
    tasks[index].cancel()
    tasks[index] = waitingTask()
  }

  /// Cancels every task and lets the cancelled tasks finish.
  func tearDown() async {
    for task in tasks { task.cancel() }
    tasks = []
    for _ in 0..<100 { await Task.yield() }
  }

  /// A main-actor task that calls a nonisolated function, as a store calls an effect's
  /// operation, which waits until cancelled.
  private func waitingTask() -> Task<Void, Never> {
    let finished = churn.finished
    return Task { @MainActor in await waitUntilCancelled(finished) }
  }
}

/// Waits until the task is cancelled, away from the main actor, as `LongRunning`'s operation does.
private nonisolated func waitUntilCancelled(_ finished: FinishedEffects) async {
  defer { finished.increment() }
  try? await Task.never()
}

/// A feature whose effects run until cancelled, each under its own id, and count themselves in
/// `finished` when they end.
struct LongRunning: Reducer {
  @CasePathable
  enum Action: Equatable {
    case start(Int)
    case restart(Int)
    case cancel(Int)
  }

  let finished: FinishedEffects

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start(let id):
      return waitUntilCancelled.cancellable(id: id)
    case .restart(let id):
      return waitUntilCancelled.cancellable(id: id, cancelInFlight: true)
    case .cancel(let id):
      return .cancel(id: id)
    }
  }

  private var waitUntilCancelled: Effect<Action> {
    .run { [finished] _ in
      defer { finished.increment() }
      try await Task.never()
    }
  }
}

/// A store with `count` effects in flight under distinct ids.
@MainActor
final class InFlightEffects {
  let churn: Churn
  private(set) var store: StoreOf<LongRunning>

  init(count: Int) async {
    churn = Churn(count: count)
    store = Store(initialState: 0) { [finished = churn.finished] in LongRunning(finished: finished) }
    for id in 0..<count { store.send(.start(id)) }
    await Task.yield()
  }

  /// Cancels every effect and lets the cancelled tasks finish.
  func tearDown() async {
    store = Store(initialState: 0) { LongRunning(finished: FinishedEffects()) }
    for _ in 0..<100 { await Task.yield() }
  }
}
