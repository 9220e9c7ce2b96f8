@_spi(SharedChangeTracking) import ComposableSharing

/// What a test store checks as it finishes: shared state written since the last assertion (by an
/// effect between steps) must have been asserted with `assert`; a non-exhaustive store lets it go.
struct UnassertedSharedChanges: Sendable {
  let tracker: SharedChangeTracker
  let exhaustivity: Exhaustivity

  /// Fails at `location` with the diff of each unasserted shared value, then forgets them.
  func check<State>(state: State, at location: SourceLocation) {
    defer { tracker.reset() }
    guard exhaustivity == .on, tracker.hasChanges else { return }
    let difference = tracker.asserting {
      TestStoreMessages.stateMismatch(
        TestStoreMessages.unassertedSharedChanges, expected: state, actual: state)
    }
    reportTestFailure("\(difference)\n\n\(TestStoreMessages.assertSharedChanges)", at: location)
  }
}
