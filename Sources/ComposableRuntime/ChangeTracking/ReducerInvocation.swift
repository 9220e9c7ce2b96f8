/// Runs `reducer`, the one way this library runs a reducer inside another: on the parent's own
/// state, or as the child at `place` (`Scope`, `forEach`, `ifLet`, a stack element, …). When a
/// root store is tracking changes (see `ChangeTracker`), it records where they land; a child run
/// any other way would hide its changes from the observers of collection elements.
///
/// Always inlined, so that `place` is built only when this thread's send is tracking.
@inlinable @inline(__always)
func _run<R: Reducer>(
  _ reducer: R, into state: inout R.State, action: R.Action,
  as place: @autoclosure () -> ChildPlace? = nil
) -> Effect<R.Action> {
  #if COMPOSABLE_RUNTIME_SLOWDOWN
    InjectedSlowdown.spend(at: .reducer)
  #endif
  guard let tracker = ChangeTracker.locating else {
    return reducer.reduce(into: &state, action: action)
  }
  guard let place = place() else { return tracker.locate(reducer, into: &state, action: action) }
  return tracker.run(reducer, at: place, into: &state, action: action)
}

/// Runs `child` on the property of `state` that `access` reaches, as `Scope` does: `_run` with
/// the child at `.property`, with the property changed in place. For a `Scope` on an enum case
/// the state is not in, nothing runs and there is no effect.
///
/// Its own function, so that the closure `access` runs stays small enough to be inlined.
@inlinable @inline(__always)
func _run<Parent, R: Reducer>(
  _ child: R, in state: inout Parent, at access: StateAccess<Parent, R.State>, action: R.Action
) -> Effect<R.Action> {
  #if COMPOSABLE_RUNTIME_SLOWDOWN
    InjectedSlowdown.spend(at: .reducer)
  #endif
  guard let tracker = ChangeTracker.locating else {
    return access.modify(&state, orInAnotherCase: .none) { child.reduce(into: &$0, action: action) }
  }
  let place: ChildPlace = access.isEnumCase ? .unlocated : .property(access.keyPath)
  return access.modify(&state, orInAnotherCase: .none) {
    tracker.run(child, at: place, into: &$0, action: action)
  }
}

/// Whether `R` only composes other reducers: one of this library's compositions, or a reducer
/// with a `body` (whose `reduce` runs the body).
@inlinable
func isComposition<R: Reducer>(_: R.Type) -> Bool {
  R.Body.self != Never.self || R.self is any _ReducerComposition.Type
}
