extension Reducer {
  /// Overrides the dependency at `keyPath` with `value` for this reducer and the effects it
  /// creates.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.continuousClock, ImmediateClock())
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs the reducer with `value` in force as the dependency whose key is `Value` itself, as
  /// with `.dependency(APIClient.mock)` for a client that is its own `TestDependencyKey`.
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Transforms the dependencies of this reducer and the effects it creates.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer `dependency(_:_:)` returns.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      _run(base, into: &state, action: action)
    }
  }
}

extension _DependencyKeyWritingReducer {
  /// This reducer with one more dependency override, fused into one: the override written
  /// nearer the reducer still wins, as it does when each override wraps the next.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(base: base) { [update] values in
      values[keyPath: keyPath] = value
      update(&values)
    }
  }

  /// This reducer with one more dependency transform, fused into one: the transform written
  /// farther from the reducer runs first, as it does when each transform wraps the next.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    Self(base: base) { [update] values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}
