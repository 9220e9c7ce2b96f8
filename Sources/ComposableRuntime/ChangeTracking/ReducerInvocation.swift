extension Reducer {
  /// Runs `reducer` on this reducer's own state: the one way a reducer runs another on the same
  /// state (a builder's parts, a `body`, a wrapped reducer). A reducer of another state is a
  /// child, run by ``ChildRunning``. When a root store is tracking changes (see
  /// `ChangeTracker`), it records where they land.
  @inlinable @inline(__always)
  func _run<R: Reducer>(_ reducer: R, into state: inout State, action: R.Action) -> Effect<
    R.Action
  > where R.State == State {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .reducer)
    #endif
    guard let tracker = ChangeTracker.locating else {
      return reducer.reduce(into: &state, action: action)
    }
    return tracker.locate(reducer, into: &state, action: action)
  }

  /// Runs this reducer as a store's root, on the whole of the store's state.
  @inlinable @inline(__always)
  func _runAsRoot(into state: inout State, action: Action) -> Effect<Action> {
    _run(self, into: &state, action: action)
  }
}

/// Whether `R` only composes other reducers: one of this library's compositions, or a reducer
/// with a `body` (whose `reduce` runs the body).
@inlinable
func isComposition<R: Reducer>(_: R.Type) -> Bool {
  R.Body.self != Never.self || R.self is any _ReducerComposition.Type
}
