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

/// A generic wrapper that writes its own `reduce(into:action:)`: `@Reducer` must generate nothing
/// for it (MACRO-08). It counts the actions it passes on.
@Reducer
struct ActionCounting<Base: Reducer> {
  let base: Base
  let count: LockIsolated<Int>

  func reduce(into state: inout Base.State, action: Base.Action) -> EffectOf<Base> {
    count.withValue { $0 += 1 }
    return base.reduce(into: &state, action: action)
  }
}

/// A public reducer declaring nothing: what `@Reducer` generates must be public too (MACRO-08).
@Reducer
public struct PublicEmptyFeature {}

/// An enum reducer asking `@Reducer` for `Equatable` and `Sendable` on what it generates
/// (MACRO-08).
@Reducer(state: .equatable, .sendable, action: .equatable)
enum EquatableDestination {
  case counter(Counter)
  case other(Counter)
}
