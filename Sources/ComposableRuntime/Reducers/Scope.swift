/// Runs a child reducer on part of the parent's state, for the actions of one case.
///
/// ```swift
/// Scope(state: \.profile, action: \.profile) {
///   Profile()
/// }
/// ```
///
/// `Scope` adds no cancellation namespace: siblings using the same cancel ID share it.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer, ChildRunning {
  @usableFromInline let toChildState: StateAccess<ParentState, Child.State>
  @usableFromInline let toChildAction: CaseAccess<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Runs `child` on `state` for actions extracted by `action`.
  ///
  /// The key paths are taken unevaluated: literals are resolved once per call site
  /// (`ConstantArguments`), not on every action.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: @escaping @autoclosure () -> WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let (state, action) = ConstantArguments.accesses(for: Self.self, toChildState, toChildAction)
    self.init(toChildState: state, toChildAction: action, child: child())
  }

  @usableFromInline
  init(
    toChildState: StateAccess<ParentState, Child.State>,
    toChildAction: CaseAccess<ParentAction, Child.Action>, child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
  }

  /// Runs `child` on `state` for actions extracted by `action`: TCA's newest spelling,
  /// `Scope(\.profile, action: \.profile) { Profile() }`.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: @escaping @autoclosure () -> WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let (state, action) = ConstantArguments.accesses(for: Self.self, toChildState, toChildAction)
    self.init(toChildState: state, toChildAction: action, child: child())
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .scope)
    #endif
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    return runChild(
      child, in: &state, at: toChildState, action: childAction,
      embed: { [toChildAction] in toChildAction.embed($0) })
  }
}
