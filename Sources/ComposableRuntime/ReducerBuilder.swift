/// Builds one reducer from a list of reducers that run in order on the same state.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// A reducer used as a statement of the builder.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// A reducer of existential type used as a statement, erased to a `Reduce`.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(_ reducer: any Reducer<State, Action>) -> Reduce<State, Action>
  {
    Reduce(reducer)
  }

  /// An empty builder body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// The first reducer of a body.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers so far followed by the next one.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1> {
    _SequenceReducer(first: accumulated, second: next)
  }

  /// A reducer under an `if` without `else`, running only when the condition held.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ reducer: R?) -> R? {
    reducer
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _ConditionalReducer<R0, R1> {
    .first(reducer)
  }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _ConditionalReducer<R0, R1> {
    .second(reducer)
  }

  /// Reducers built by a `for` loop.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _ArrayReducer<R> {
    _ArrayReducer(reducers: reducers)
  }

  /// A reducer under `if #available`.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ reducer: R
  ) -> R {
    reducer
  }
}

/// Two reducers run one after the other; their effects are merged.
public struct _SequenceReducer<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  @usableFromInline let first: R0
  @usableFromInline let second: R1

  @inlinable
  init(first: R0, second: R1) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let firstEffect = _run(first, into: &state, action: action)
    let secondEffect = _run(second, into: &state, action: action)
    if firstEffect.isNone { return secondEffect }
    if secondEffect.isNone { return firstEffect }
    return .merge(firstEffect, secondEffect)
  }
}

/// One of two reducers, chosen by an `if`/`else` or `switch` in a builder.
public enum _ConditionalReducer<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  case first(R0)
  case second(R1)

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    switch self {
    case .first(let reducer): _run(reducer, into: &state, action: action)
    case .second(let reducer): _run(reducer, into: &state, action: action)
    }
  }
}

/// Reducers built by a `for` loop in a builder, run in order.
public struct _ArrayReducer<R: Reducer>: Reducer {
  @usableFromInline let reducers: [R]

  @inlinable
  init(reducers: [R]) {
    self.reducers = reducers
  }

  @inlinable
  public func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    .merge(reducers.map { _run($0, into: &state, action: action) })
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer, if any.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    guard let self else { return .none }
    return _run(self, into: &state, action: action)
  }
}
