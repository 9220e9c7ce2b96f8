#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A feature with synchronous feedback, quick and slow effects, for exercising `TestStore`.
struct Tally: Reducer {
  enum CancelID { case longRunning }

  /// What `.gated` effects wait for: the case opens it when it wants their response.
  var gate = Gate()

  struct State: Equatable {
    var count = 0
    var note = ""
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case noop
    /// Feeds back `.step(1)` then `.step(2)` synchronously.
    case twice
    case step(Int)
    /// Feeds back `.response(42)` from a `.run`.
    case respond
    case response(Int)
    /// Feeds back `.response(value)` after `milliseconds` of real time.
    case delayed(milliseconds: Int, value: Int)
    /// Feeds back `.response(value)` once the feature's gate opens.
    case gated(value: Int)
    /// Starts an effect that never ends until cancelled.
    case longRunning
    case stop
    case note(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .noop:
      return .none
    case .twice:
      return .merge(.send(.step(1)), .send(.step(2)))
    case .step(let value):
      state.count = value
      return .none
    case .respond:
      return .run { send in await send(.response(42)) }
    case .response(let value):
      state.count = value
      return .none
    case .delayed(let milliseconds, let value):
      return .run { send in
        try await Task.sleep(for: .milliseconds(milliseconds))
        await send(.response(value))
      }
    case .gated(let value):
      return .run { [gate] send in
        try await gate.wait()
        await send(.response(value))
      }
    case .longRunning:
      return .run { _ in try await Task.never() }.cancellable(id: CancelID.longRunning)
    case .stop:
      return .cancel(id: CancelID.longRunning)
    case .note(let text):
      state.note = text
      return .none
    }
  }
}

/// A feature whose actions are not `Equatable`, received by case key path.
struct Loader: Reducer {
  struct State: Equatable {
    var value: Int?
  }

  @CasePathable
  enum Action {
    case load
    case loaded(Int)
    case failed(any Error)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .send(.loaded(7))
    case .loaded(let value):
      state.value = value
      return .none
    case .failed:
      return .none
    }
  }
}
