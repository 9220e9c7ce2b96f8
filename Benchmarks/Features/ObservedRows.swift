#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

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
