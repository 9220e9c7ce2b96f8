/// Groups reducers that run in order on the same state, so modifiers apply to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.child, action: \.child) { Child() }
///   Reduce { state, action in .none }
/// }
/// .dependency(\.uuid, .incrementing)
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers the builder lists.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _run(reducers, into: &state, action: action)
  }
}
