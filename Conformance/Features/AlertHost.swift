#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A parent holding an optional alert with the plain `ifLet` (no presentation state): on cancel
/// it shows a fresh alert in place of the one that sent the action (NAV-03).
struct AlertHost: Reducer {
  struct State: Equatable {
    var alert: AlertState<AlertChoice>?
  }

  @CasePathable
  enum Action: Equatable {
    case alert(AlertChoice)
    case show
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.cancel), .show:
        state.alert = AlertState { TextState("Really?") }
        return .none
      case .alert(.confirm):
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
  }
}
