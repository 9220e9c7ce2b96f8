#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A feature written in TCA's current spellings: an unlabeled `Scope`, and an effect that stops
/// another with `Task.cancel(id:)`.
@Reducer
struct Spelled {
  @ObservableState
  struct State: Equatable {
    var child = Counter.State()
    var ticks = 0
    var stopped = false
  }

  enum Action: Equatable {
    case child(Counter.Action)
    case start
    case stop
    case stopped
    case tick
  }

  enum CancelID { case waiting }

  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) { Counter() }
    Reduce { state, action in
      switch action {
      case .start:
        return .run { _ in try await Task.never() }.cancellable(id: CancelID.waiting)
      case .stop:
        return .run { send in
          Task.cancel(id: CancelID.waiting)
          await send(.stopped)
        }
      case .stopped:
        state.stopped = true
        return .none
      case .tick:
        state.ticks += 1
        return .none
      case .child:
        return .none
      }
    }
  }
}
