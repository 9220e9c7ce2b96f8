// What a view's `$store.field` binding does, spelled on the store: a write sends the binding
// action that sets the field, so the reducer (and a test store) sees every write.

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field; a write sends `.binding(.set(keyPath, newValue))`.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { send(.set(sendable(keyPath), newValue)) }
  }
}

extension Store
where
  State: Equatable & Sendable, State: ObservableState, Action: BindableAction,
  Action.State == State
{
  /// The current state; a write sends `.binding(.set(\.self, newValue))`.
  public var state: State {
    get { trackedState }
    set { send(.set(\.self, newValue)) }
  }
}

extension Store
where
  State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field; a write sends `.view(.binding(.set(keyPath, newValue)))`.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { send(.view(.set(sendable(keyPath), newValue))) }
  }
}

extension Store
where
  State: Equatable & Sendable, State: ObservableState, Action: ViewAction,
  Action.ViewAction: BindableAction, Action.ViewAction.State == State
{
  /// The current state; a write sends `.view(.binding(.set(\.self, newValue)))`.
  public var state: State {
    get { trackedState }
    set { send(.view(.set(\.self, newValue))) }
  }
}
