#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A destination or stack element for the navigation workloads: a counter that can also start
/// effects that run until cancelled, counted in `effects`.
struct BenchScreen: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case tap
    /// Starts that many effects that run until the screen goes away.
    case startEffects(Int)
  }

  let effects: EffectCounts

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.count &+= 1
      return .none
    case .startEffects(let count):
      return .merge(
        (0..<count).map { _ in .run { [effects] _ in try await effects.waitUntilCancelled() } })
    }
  }
}

/// A root that presents a ``BenchScreen`` and keeps a stack of them.
struct NavigationHost: Reducer {
  /// Counts the effects every screen starts.
  var effects = EffectCounts()

  struct State: Equatable {
    @PresentationState var screen: BenchScreen.State?
    var path = StackState<BenchScreen.State>()
  }

  @CasePathable
  enum Action: Equatable {
    case screen(PresentationAction<BenchScreen.Action>)
    case path(StackActionOf<BenchScreen>)
    case present
    case push
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.screen = BenchScreen.State()
      case .push:
        state.path.append(BenchScreen.State())
      case .screen, .path:
        break
      }
      return .none
    }
    .ifLet(\.$screen, action: \.screen) { BenchScreen(effects: effects) }
    .forEach(\.path, action: \.path) { BenchScreen(effects: effects) }
  }
}
