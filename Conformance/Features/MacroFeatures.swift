import Observation

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A reducer declaring nothing: `@Reducer` supplies its State, Action and body.
@Reducer
struct EmptyFeature {}

/// A reducer whose `body` lists two reducers, which compiles only with `@ReducerBuilder`
/// attached; its `Action` is made case-pathable and its enum `State` dynamic-member-lookup.
@Reducer
struct TwoStepFeature {
  @CasePathable
  enum Mode: Equatable {
    case idle
    case running(Int)
  }
  struct State: Equatable { var steps: [String] = [] }
  enum Action {
    case tap
    case pair(Int, Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.steps.append("first")
      return .none
    }
    Reduce { state, _ in
      state.steps.append("second")
      return .none
    }
  }
}

/// A reducer whose enum state gets `@CasePathable @dynamicMemberLookup` from `@Reducer`.
@Reducer
struct EnumStateFeature {
  enum State: Equatable {
    case idle
    case running(Int)
  }
  enum Action { case start }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state = .running(1)
      return .none
    }
  }
}
