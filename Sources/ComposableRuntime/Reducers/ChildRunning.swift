/// A reducer that runs a child reducer on part of its state: `Scope`, `ifLet`, `ifCaseLet`,
/// `forEach`, and the presentation `ifLet` and stack `forEach` conform.
///
/// All that running a child takes is here and nowhere else: the change tracker learns where the
/// child's state lies; the child's effects get its cancellation namespace, are cancellable as
/// the child's and have its actions embedded; a presented child's `dismiss` is bound to it; and
/// once the parent ran, the effects of the children it removed are cancelled. The compiler keeps
/// the first: the `_run` every reducer has takes only its own state. `ChildRunningContractTests`
/// keeps the rest: it fails on any call of `reduce(into:action:)`, or of the effect namespacing
/// this protocol uses, from anywhere else. Conforming also makes the reducer a composition: it
/// changes no state of its own except through ``changeOwnState(_:by:)``.
///
/// Every method on a send's path is always inlined: the reducers are generic, and a call through
/// this protocol would look up their conformance on every action. Only `scoped`, which runs once
/// a child started an effect, is called out of line.
@usableFromInline
protocol ChildRunning: Reducer, _ReducerComposition {}

extension ChildRunning {
  /// Runs `child` on the property of `state` that `access` reaches, changed in place (nothing
  /// runs for an enum case the state is not in), and returns its effect with its actions
  /// embedded by `embed`, in no namespace of its own: `Scope`'s run.
  ///
  /// Not written through the `into:` overload below: the tracker check stays outside the closure
  /// `access` runs, which costs 10 instructions per `Scope` a send passes otherwise.
  @inlinable @inline(__always)
  func runChild<Child: Reducer>(
    _ child: Child, in state: inout State, at access: StateAccess<State, Child.State>,
    action: Child.Action, embed: @autoclosure () -> @Sendable (Child.Action) -> Action
  ) -> Effect<Action> {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .reducer)
    #endif
    guard let tracker = ChangeTracker.locating else {
      let effect = access.modify(&state, orInAnotherCase: .none) {
        child.reduce(into: &$0, action: action)
      }
      return effect.isNone ? .none : effect.map(embed())
    }
    let place: ChildPlace = access.isEnumCase ? .unlocated : .property(access.keyPath)
    let effect = access.modify(&state, orInAnotherCase: .none) {
      tracker.run(child, at: place, into: &$0, action: action)
    }
    return effect.isNone ? .none : effect.map(embed())
  }

  /// Runs `child` on `childState`, which lies at `place` in this reducer's state, and returns
  /// its effect as this reducer's: its actions embedded by `embed`, its cancellation IDs
  /// namespaced under `identity`, and the whole cancellable as that child's.
  @inlinable @inline(__always)
  func runChild<Child: Reducer>(
    _ child: Child, into childState: inout Child.State, action: Child.Action,
    at place: @autoclosure () -> ChildPlace, as identity: @autoclosure () -> NavigationID,
    embed: @autoclosure () -> @Sendable (Child.Action) -> Action
  ) -> Effect<Action> {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .reducer)
    #endif
    guard let tracker = ChangeTracker.locating else {
      let effect = child.reduce(into: &childState, action: action)
      return effect.isNone ? .none : effect.scopedToChild(identity(), embed: embed())
    }
    let effect = tracker.run(child, at: place(), into: &childState, action: action)
    return effect.isNone ? .none : effect.scopedToChild(identity(), embed: embed())
  }

  /// Runs `child` on the element at `position` of the collection that `access` reaches, in
  /// place, as the overload above does: `forEach`'s run. The embedding stays outside the
  /// closure `access` runs, and out of line: inside it, it made the closure copy this reducer
  /// (136 to 272 bytes per element send), and inlined, it grew every element send with code
  /// only an effect runs.
  @inlinable @inline(__always)
  func runChild<Child: Reducer, Elements: MutableCollection>(
    _ child: Child, in state: inout State, at access: StateAccess<State, Elements>,
    position: Elements.Index, action: Child.Action, place: @autoclosure () -> ChildPlace,
    as identity: @autoclosure () -> NavigationID,
    embed: @autoclosure () -> @Sendable (Child.Action) -> Action
  ) -> Effect<Action> where Elements.Element == Child.State {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .reducer)
    #endif
    guard let tracker = ChangeTracker.locating else {
      let effect = access.modify(&state) { child.reduce(into: &$0[position], action: action) }
      return effect.isNone ? .none : scoped(effect, as: identity, embed: embed)
    }
    let place = place()
    let effect = access.modify(&state) {
      tracker.run(child, at: place, into: &$0[position], action: action)
    }
    return effect.isNone ? .none : scoped(effect, as: identity, embed: embed)
  }

  /// The child's effect as this reducer's, out of line.
  @usableFromInline
  func scoped<ChildAction>(
    _ effect: Effect<ChildAction>, as identity: () -> NavigationID,
    embed: () -> @Sendable (ChildAction) -> Action
  ) -> Effect<Action> {
    effect.scopedToChild(identity(), embed: embed())
  }

  /// Runs `body`, the run of a presented child or a stack element, with the child's `dismiss`
  /// dependency asking `identity`'s dismissal channel to dismiss it.
  @inline(__always)
  func withDismissal<Result>(as identity: NavigationID, _ body: () -> Result) -> Result {
    withDependencies {
      $0.dismiss = DismissalChannel.dismissEffect(for: identity)
    } operation: {
      body()
    }
  }

  /// Runs the child by `reduceChild`, then `parent`, which may remove or replace it: `childID`
  /// is the child's identity in a state, nil when there is no child. If the parent changed it,
  /// the child's effects are cancelled.
  @inline(__always)
  func runChildThenParent<Parent: Reducer<State, Action>>(
    _ parent: Parent, into state: inout State, action: Action,
    child reduceChild: (inout State) -> Effect<Action>, childID: (State) -> NavigationID?
  ) -> Effect<Action> {
    let childEffects = reduceChild(&state)
    let childBefore = childID(state)
    let parentEffects = _run(parent, into: &state, action: action)
    guard let childBefore, childBefore != childID(state) else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge(childEffects, parentEffects, cancellingEffects(of: childBefore))
  }

  /// Changes `value`, a part of this reducer's own state, by `change` (a dismissal, a push, a
  /// pop): the change tracker, which does not compare a composition's state, is told.
  @inline(__always)
  func changeOwnState<Value>(_ value: inout Value, by change: (inout Value) -> Void) {
    ChangeTracker.locating?.isUnlocated = true
    change(&value)
  }

  /// An effect that cancels every in-flight effect of the `removed` child, its descendants'
  /// included.
  @inline(__always)
  func cancellingEffects(of removed: NavigationID) -> Effect<Action> {
    .cancelChildEffects(of: removed)
  }

  /// The effect that waits in `child`'s namespace for its `dismiss`, then sends `dismissal`.
  @inline(__always)
  func dismissalChannel(for child: NavigationID, sending dismissal: Action) -> Effect<Action> {
    DismissalChannel.effect(for: child, sending: dismissal)
  }
}
