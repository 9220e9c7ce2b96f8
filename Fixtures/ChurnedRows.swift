#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A list whose parent adds and removes `ObservedCounter` rows, as a list screen does.
@Reducer
struct ChurnedRows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<ObservedCounter.State> = []
  }

  enum Action: Equatable {
    case add(Int)
    case remove(Int)
    case rows(IdentifiedActionOf<ObservedCounter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let id): state.rows.append(ObservedCounter.State(id: id))
      case .remove(let id): state.rows.remove(id: id)
      case .rows: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { ObservedCounter() }
  }
}
