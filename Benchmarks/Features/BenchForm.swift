#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A form whose field is written by binding actions through `BindingReducer`.
@Reducer
struct BenchForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A parent scoping to one `BenchForm`, so a binding action crosses a `Scope`.
@Reducer
struct BenchFormHost {
  @ObservableState
  struct State: Equatable {
    var form = BenchForm.State()
  }

  enum Action: Equatable {
    case form(BenchForm.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.form, action: \.form) { BenchForm() }
  }
}
