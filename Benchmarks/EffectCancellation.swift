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

/// The order of a churn over `count` waiting effects, and the waits that keep every runtime
/// timed on the same work.
///
/// Ids continue from batch to batch, so the effect an operation cancels is always the one
/// started `count` operations earlier. Every 64 operations (or every `count`, when fewer), as a
/// busy app yields, the batch waits until every effect sent so far has started: an effect's
/// operation runs off the main actor, and TCA registers a `.run`'s id only there, so a cancel
/// sent before would be a race (CANCEL-09) that leaves the effect running. A batch ends once
/// every effect it cancelled has finished: without that wait, a sample timed only the tasks that
/// happened to run before it ended (none when it had fewer than 64 operations), and two
/// runtimes were timed on different work.
@MainActor
final class Churn {
  let count: Int
  let effects = EffectCounts()
  private var operations = 0

  init(count: Int) {
    self.count = count
  }

  /// Waits until the `count` effects started before the first batch are running.
  func waitForSetUp() async {
    await effects.wait { started, _ in started >= count }
  }

  /// Waits until every effect started so far has finished: at tear-down, once all are cancelled.
  func waitUntilAllFinished() async {
    await effects.wait { started, finished in finished >= started }
  }

  /// Runs `iterations` operations on ids in turn, then waits for the effects they cancelled.
  func batch(_ iterations: Int, _ operation: (Int) -> Void) async {
    let cadence = min(64, count)
    for _ in 0..<iterations {
      operation(operations % count)
      operations += 1
      if operations % cadence == 0 {
        await effects.wait { [sent = count + operations] started, _ in started >= sent }
      }
    }
    await effects.wait { [done = operations] _, finished in finished >= done }
  }
}

/// How many waiting effects have started and finished, counted from whichever thread they run on.
final class EffectCounts: Sendable {
  private let started = Atomic<Int>(0)
  private let finished = Atomic<Int>(0)

  func didStart() {
    started.add(1, ordering: .releasing)
  }

  func didFinish() {
    finished.add(1, ordering: .releasing)
  }

  /// Yields until `isDone(started, finished)`.
  @MainActor
  func wait(until isDone: (Int, Int) -> Bool) async {
    repeat {
      await Task.yield()
    } while !isDone(started.load(ordering: .acquiring), finished.load(ordering: .acquiring))
  }

  /// Waits until cancelled, then counts the finish.
  nonisolated func waitUntilCancelled() async throws {
    didStart()
    defer { didFinish() }
    try await Task.never()
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
    await churn.waitForSetUp()
  }

  /// Cancels the task at `index` and starts another in its place.
  func restart(_ index: Int) {
    tasks[index].cancel()
    tasks[index] = waitingTask()
  }

  /// Cancels every task and waits until every task has finished, so that none is still
  /// finishing while the next point is timed.
  func tearDown() async {
    for task in tasks { task.cancel() }
    tasks = []
    await churn.waitUntilAllFinished()
  }

  /// A main-actor task that calls a nonisolated function, as a store calls an effect's
  /// operation, which waits until cancelled.
  private func waitingTask() -> Task<Void, Never> {
    let effects = churn.effects
    return Task { @MainActor in try? await effects.waitUntilCancelled() }
  }
}

/// A feature whose effects run until cancelled, each under its own id, counted in `effects`.
struct LongRunning: Reducer {
  @CasePathable
  enum Action: Equatable {
    case start(Int)
    case restart(Int)
    case cancel(Int)
  }

  let effects: EffectCounts

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
    .run { [effects] _ in try await effects.waitUntilCancelled() }
  }
}

/// A store with `count` effects in flight under distinct ids.
@MainActor
final class InFlightEffects {
  let churn: Churn
  private(set) var store: StoreOf<LongRunning>

  init(count: Int) async {
    churn = Churn(count: count)
    store = Store(initialState: 0) { [effects = churn.effects] in LongRunning(effects: effects) }
    for id in 0..<count { store.send(.start(id)) }
    await churn.waitForSetUp()
  }

  /// Cancels every effect and waits until every effect has finished, so that none is still
  /// finishing while the next point is timed.
  func tearDown() async {
    store = Store(initialState: 0) { LongRunning(effects: EffectCounts()) }
    await churn.waitUntilAllFinished()
  }
}
