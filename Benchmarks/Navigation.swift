import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var navigationWorkloads: [Workload] {
    let effects = [SizeParameter("effects", [0, 1, 10, 100])]
    return [
      Workload(
        "Navigation.Stack", scenario: "send to top element",
        parameters: [SizeParameter("depth", [1, 10, 100])]
      ) { sizes in
        let store = Store(initialState: NavigationHost.State()) { NavigationHost() }
        for _ in 0..<sizes["depth"]! { store.send(.push) }
        await Task.yield()
        let top = store.withState(\.path.ids.last)!
        return .sync { iterations in
          for _ in 0..<iterations { store.send(.path(.element(id: top, action: .tap))) }
          blackHole(store)
        }
      },
      Workload(
        "Baseline.TaskFanOut", scenario: "start plain tasks, cancel them", parameters: effects,
        exactAllocations: false
      ) { sizes in
        let groups = EffectGroups(effects: sizes["effects"]!)
        return .async(tearDown: { await settle() }) { iterations in
          await groups.run(iterations) {
            groups.waitingTasks()
          } end: { tasks in
            for task in tasks.joined() { task.cancel() }
          }
        }
      },
      Workload(
        "Navigation.PushPop", scenario: "push, start effects, pop", parameters: effects,
        baseline: taskFanOut, exactAllocations: false
      ) { sizes in
        let groups = EffectGroups(effects: sizes["effects"]!)
        let store = Store(initialState: NavigationHost.State()) { [counts = groups.counts] in
          NavigationHost(effects: counts)
        }
        return .async(tearDown: { await settle() }) { iterations in
          await groups.run(iterations) {
            push(groups.effects, onto: store)
          } end: { ids in
            for id in ids.reversed() { store.send(.path(.popFrom(id: id))) }
          }
        }
      },
      Workload("Navigation.Present", scenario: "present, send, dismiss", exactAllocations: false) {
        _ in
        let store = Store(initialState: NavigationHost.State()) { NavigationHost() }
        return .async(tearDown: { await settle() }) { iterations in
          for iteration in 0..<iterations {
            store.send(.present)
            store.send(.screen(.presented(.tap)))
            store.send(.screen(.dismiss))
            if iteration % 16 == 15 { await Task.yield() }
          }
          blackHole(store)
        }
      },
    ]
  }

  static let taskFanOut = BaselineReference(
    workload: "Baseline.TaskFanOut", scenario: "start plain tasks, cancel them")

  /// Lets cancelled effect tasks finish.
  @MainActor
  private static func settle() async {
    for _ in 0..<100 { await Task.yield() }
  }
}

/// Operations that each start `effects` effects, or plain tasks, run in groups of 16 as a busy
/// app yields: a group is ended (its screens popped, its tasks cancelled) only once all it
/// started runs, so that nothing is cancelled before it starts (CANCEL-09), and a run waits
/// until all it cancelled has finished, so that a sample times every effect it starts.
@MainActor
final class EffectGroups {
  let effects: Int
  let counts = EffectCounts()
  private var started = 0

  init(effects: Int) {
    self.effects = effects
  }

  /// Starts `iterations` operations by `start`, ending each group of them by `end`.
  func run<Started>(
    _ iterations: Int, start: () -> Started, end: ([Started]) -> Void
  ) async {
    var remaining = iterations
    while remaining > 0 {
      let group = (0..<min(16, remaining)).map { _ in start() }
      started += group.count * effects
      await counts.wait { [started] running, _ in running >= started }
      end(group)
      remaining -= group.count
    }
    await counts.wait { [started] _, finished in finished >= started }
  }

  /// `effects` plain main-actor tasks that wait until cancelled, as the screens' effects do.
  func waitingTasks() -> [Task<Void, Never>] {
    (0..<effects).map { _ in
      Task { @MainActor [counts] in try? await counts.waitUntilCancelled() }
    }
  }
}

/// Pushes a screen and starts `effects` effects in it; returns the screen's id.
@MainActor
private func push(_ effects: Int, onto store: StoreOf<NavigationHost>) -> StackElementID {
  store.send(.push)
  let id = store.withState(\.path.ids.last)!
  if effects > 0 { store.send(.path(.element(id: id, action: .startEffects(effects)))) }
  return id
}
