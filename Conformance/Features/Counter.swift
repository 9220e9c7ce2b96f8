#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A counter, the smallest feature with state and actions.
struct Counter: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id = 0
    var count = 0
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case increment
    case decrement
    case set(Int)
    /// Feeds `.increment` back synchronously.
    case incrementLater
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    case .set(let value):
      state.count = value
      return .none
    case .incrementLater:
      return .send(.increment)
    }
  }
}

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
