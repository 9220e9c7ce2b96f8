/// Applies binding actions to the state: `.binding(.set(\.field, value))` writes `value` at
/// `field` and returns no effect; every other action passes through untouched.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }  // sees the new value
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  /// The bindable action an action carries, if any; nil when the action is itself bindable, so
  /// that a binding action is not copied through an identity closure on its way to the state.
  @usableFromInline let toViewAction: ((Action) -> ViewAction?)?

  /// Applies the binding actions of a bindable `Action`.
  @inlinable
  public init() where Action == ViewAction {
    toViewAction = nil
  }

  /// Applies the binding actions nested in the case at `toViewAction`, such as `\.view`.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    // Resolved once, as Scope resolves its case path.
    let access = CaseAccess(resolving: toViewAction)
    self.toViewAction = { access.extract(from: $0) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let toViewAction {
      toViewAction(action)?.binding?.set(&state)
    } else {
      // Only `init()` leaves no closure, and it requires `Action == ViewAction`: a cast the
      // specialized code folds away.
      (action as! ViewAction).binding?.set(&state)
    }
    return .none
  }
}
