#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A parent whose `body` runs the row that the `number` dependency names, read on every action:
/// `.ifLet(\.rows[id: number], action: \.rows[id: number])`.
struct NumberedRow: Reducer {
  typealias State = Parent.State
  typealias Action = Parent.Action

  var body: some ReducerOf<Self> {
    @Dependency(\.number) var number
    EmptyReducer<State, Action>()
      .ifLet(\.rows[id: number], action: \.rows[id: number]) { Counter() }
  }
}

/// A parent whose `body` runs the row its own `id` names: two values of it, one call site.
struct FocusedRow: Reducer {
  typealias State = Parent.State
  typealias Action = Parent.Action

  let id: Int

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .ifLet(\.rows[id: id], action: \.rows[id: id]) { Counter() }
  }
}

/// A generic parent that runs its child one level down, through one `Scope` call site for every
/// child type.
struct Wrapping<Child: Reducer & SendableMetatype>: Reducer where Child.State: Equatable {
  struct State: Equatable {
    var inner: Child.State
  }

  @CasePathable
  enum Action {
    case inner(Child.Action)
  }

  let child: Child

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { child }
  }
}
