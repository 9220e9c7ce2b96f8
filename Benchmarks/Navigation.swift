import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var navigationWorkloads: [Workload] {
    [
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
        "Navigation.PushPop", scenario: "push, start effects, pop",
        parameters: [SizeParameter("effects", [0, 1, 10, 100])],
        exactAllocations: false
      ) { sizes in
        let pushPop = PushPop(effects: sizes["effects"]!)
        return .async(tearDown: { await settle() }) { iterations in
          await pushPop.run(iterations)
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

  /// Lets cancelled effect tasks finish.
  @MainActor
  private static func settle() async {
    for _ in 0..<100 { await Task.yield() }
  }
}

/// Pushes screens that start effects and pops them, in groups of 16, as a busy app yields.
///
/// A group pops only once the effects it started are running, so no pop races an effect's start
/// (CANCEL-09), and a run ends once every effect it cancelled has finished: a sample times every
/// effect it starts, whatever its number of iterations.
@MainActor
final class PushPop {
  let effects: Int
  let counts = EffectCounts()
  let store: StoreOf<NavigationHost>
  private var started = 0

  init(effects: Int) {
    self.effects = effects
    store = Store(initialState: NavigationHost.State()) { [counts] in
      NavigationHost(effects: counts)
    }
  }

  /// Pushes, starts effects in and pops `iterations` screens.
  func run(_ iterations: Int) async {
    var remaining = iterations
    while remaining > 0 {
      let group = min(16, remaining)
      await pushThenPop(group)
      remaining -= group
    }
    await counts.wait { [started] _, finished in finished >= started }
  }

  private func pushThenPop(_ group: Int) async {
    let ids = (0..<group).map { _ in push() }
    await counts.wait { [started] running, _ in running >= started }
    for id in ids.reversed() { store.send(.path(.popFrom(id: id))) }
  }

  private func push() -> StackElementID {
    store.send(.push)
    let id = store.withState(\.path.ids.last)!
    if effects > 0 { store.send(.path(.element(id: id, action: .startEffects(effects)))) }
    started += effects
    return id
  }
}
