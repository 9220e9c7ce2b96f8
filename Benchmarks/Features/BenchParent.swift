import Fixtures

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A parent holding a counter and a list of counters, for scoping and fan-out.
struct BenchParent: Reducer {
  struct State: Equatable {
    var count = 0
    var rows: IdentifiedArrayOf<Counter.State> = []
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case rows(IdentifiedActionOf<Counter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count &+= 1 }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Counter() }
  }
}
