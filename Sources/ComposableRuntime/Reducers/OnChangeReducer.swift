extension Reducer {
  /// Runs this reducer, then, when the value at `toValue` changed (`!=`) across it, the effect
  /// `perform` returns for the old value and the new state.
  ///
  /// ```swift
  /// Reduce { … }
  ///   .onChange(of: \.query) { oldValue, state in
  ///     .run { [query = state.query] send in await send(.search(query)) }
  ///   }
  /// ```
  @inlinable
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, Value, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// Runs this reducer, then, when the value at `toValue` changed (`!=`) across it, the reducer
  /// `reducer` builds from the old and new values, on the same action and state.
  @inlinable
  public func onChange<Value: Equatable, Body: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Body
  ) -> _OnChangeReducer<Self, Value, Body> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Like ``onChange(of:_:)-(_,(Value,Value)->Body)``, deciding "unchanged" with `isDuplicate`
  /// instead of `==`.
  @inlinable
  public func onChange<Value, Body: Reducer>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Body
  ) -> _OnChangeReducer<Self, Value, Body> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// Runs `base`, then the reducer `reducer` builds when the value it watches changed across `base` alone: changes
/// made by reducers outside `base` never trigger it.
public struct _OnChangeReducer<Base: Reducer, Value, Changed: Reducer>: Reducer
where Base.State == Changed.State, Base.Action == Changed.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Changed

  @usableFromInline
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Changed
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = _run(base, into: &state, action: action)
    let newValue = toValue(state)
    if isDuplicate(oldValue, newValue) { return baseEffect }
    return .merge(baseEffect, _run(reducer(oldValue, newValue), into: &state, action: action))
  }
}
