#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// `BenchCounter` with `@ObservableState` state: the same fields and the same reduce, so that
/// `Observation.Send` against `Store.Send/root` shows what observation costs a send.
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

/// A list of `ObservedCounter` rows, for observation fan-out.
@Reducer
struct ObservedRows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<ObservedCounter.State> = []
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<ObservedCounter>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { ObservedCounter() }
  }
}
