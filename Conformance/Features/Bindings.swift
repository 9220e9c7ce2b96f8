#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A form whose fields are written by binding actions, with reducers before and after its
/// `BindingReducer` recording the name each saw.
@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var age = 0
    var seenBefore: [String] = []
    var seenAfter: [String] = []
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    /// Feeds back a binding of `name` to the given value.
    case echo(String)
    case other
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seenBefore.append(state.name)
      return .none
    }
    BindingReducer()
    Reduce { state, action in
      state.seenAfter.append(state.name)
      guard case .echo(let name) = action else { return .none }
      return .send(.binding(.set(\.name, name)))
    }
  }
}

/// A screen whose view actions include bindings, applied by `BindingReducer(action: \.view)`.
@Reducer
struct SearchScreen {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var submitted = 0
  }

  enum Action: ViewAction, Equatable {
    case view(View)
    case loaded

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case submit
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      if case .view(.submit) = action { state.submitted += 1 }
      return .none
    }
  }
}
