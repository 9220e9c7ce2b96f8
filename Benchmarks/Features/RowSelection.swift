#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// The row a `SelectedRowByDependency` runs.
enum SelectedRowKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  /// The id of the row a `SelectedRowByDependency` runs.
  var selectedRow: Int {
    get { self[SelectedRowKey.self] }
    set { self[SelectedRowKey.self] = newValue }
  }
}

/// Runs the row the `selectedRow` dependency names, read by `body` on every action.
struct SelectedRowByDependency: Reducer {
  typealias State = BenchParent.State
  typealias Action = BenchParent.Action

  var body: some ReducerOf<Self> {
    @Dependency(\.selectedRow) var row
    EmptyReducer<State, Action>()
      .ifLet(\.rows[id: row], action: \.rows[id: row]) { BenchCounter() }
  }
}

/// Runs the row its stored `id` names.
struct SelectedRowByValue: Reducer {
  typealias State = BenchParent.State
  typealias Action = BenchParent.Action

  let id: Int

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .ifLet(\.rows[id: id], action: \.rows[id: id]) { BenchCounter() }
  }
}

/// Runs one counter through a `Scope` whose key paths are literals in a type that is not
/// generic: the twin of `WrapReducer` (generic) at depth 1.
@Reducer
struct PlainScope {
  struct State: Equatable {
    var inner = BenchCounter.State()
  }

  enum Action {
    case inner(BenchCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { BenchCounter() }
  }
}
