import Fixtures

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A parent holding one counter child, optional and listed children, and a log of what it saw.
struct Parent: Reducer {
  struct State: Equatable {
    var child = Counter.State()
    var optional: Counter.State?
    var rows: IdentifiedArrayOf<Counter.State> = []
    var received: [Action] = []
  }

  @CasePathable
  enum Action: Equatable {
    case child(Counter.Action)
    case optional(Counter.Action)
    case rows(IdentifiedActionOf<Counter>)
    case other
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.received.append(action)
    return .none
  }
}
