/// Runs `reducer`, locating its changes when a root store is tracking them (see
/// `ChangeTracker`).
@inlinable
func _run<R: Reducer>(_ reducer: R, into state: inout R.State, action: R.Action) -> Effect<R.Action> {
  #if COMPOSABLE_RUNTIME_SLOWDOWN
    InjectedSlowdown.spend(at: .reducer)
  #endif
  guard let tracker = ChangeTracker.locating, !isComposition(R.self) else {
    return reducer.reduce(into: &state, action: action)
  }
  let before = state
  let effect = reducer.reduce(into: &state, action: action)
  if !haveSameBits(before, state) { tracker.recordChange(from: before, to: state) }
  return effect
}

/// Whether `R` only composes other reducers: one of this library's compositions, or a reducer
/// with a `body` (whose `reduce` runs the body).
@inlinable
func isComposition<R: Reducer>(_: R.Type) -> Bool {
  R.Body.self != Never.self || R.self is any _ReducerComposition.Type
}
