#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// The counter every send workload and `Baseline.DirectReduce` run.
struct BenchCounter: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id = 0
    var count = 0
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case increment
    case incrementLater
    case incrementAsync
  }

  // Not inlined, so the baseline measures a real reducer call, as a store makes.
  @inline(never)
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count &+= 1
      return .none
    case .incrementLater:
      return .send(.increment)
    case .incrementAsync:
      return .run { send in await send(.increment) }
    }
  }
}

/// A parent holding a counter and a list of counters, for scoping and fan-out.
struct BenchParent: Reducer {
  struct State: Equatable {
    var count = 0
    var rows: IdentifiedArrayOf<BenchCounter.State> = []
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case rows(IdentifiedActionOf<BenchCounter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count &+= 1 }
      return .none
    }
    .forEach(\.rows, action: \.rows) { BenchCounter() }
  }
}
