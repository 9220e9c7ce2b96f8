#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// `BenchCounter` with `@ObservableState` state: the same fields and the same reduce for
/// `.increment`, so that `Observation.Send` against `Store.Send/root` shows what observation costs
/// a send; also the row of the row-churn workloads and of the runtime's row tests.
@Reducer
struct ObservedCounter {
  @ObservableState
  struct State: Equatable, Identifiable, Sendable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case increment
  }

  // Not inlined, as `BenchCounter.reduce` is not.
  @inline(never)
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}
