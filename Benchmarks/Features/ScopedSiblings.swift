#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A parent that runs one ``BenchCounter`` per row, each through its own `Scope`: every `.rows`
/// action reaches every row, so a send costs one `Scope` run per row.
///
/// The scopes are made once: a key path with a subscript argument is instantiated at run time,
/// which would otherwise cost more than the `Scope` runs measured.
@Reducer
struct ScopedSiblings {
  struct State: Equatable {
    var rows: [BenchCounter.State]
  }

  enum Action: Equatable {
    case rows(BenchCounter.Action)
  }

  private let scopes: [Scope<State, Action, BenchCounter>]

  init(count: Int) {
    scopes = (0..<count).map { index in
      Scope(state: \.rows[index], action: \.rows) { BenchCounter() }
    }
  }

  var body: some ReducerOf<Self> {
    for scope in scopes {
      scope
    }
  }
}
