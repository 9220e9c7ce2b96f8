@_spi(Internals) import CasePaths
@_spi(SharedChangeTracking) import ComposableSharing

extension TestStore {
  /// Checks `actual` against the last asserted state transformed by `update`, then re-bases the
  /// asserted state on `actual`.
  ///
  /// `update` draws stack element ids from a generator of its own starting at `nextStackID` (by
  /// default, where the store's generator stands now), so that it reproduces the ids a send
  /// assigned and never advances the store's generator.
  func checkState(
    actual: State,
    update: ((inout State) throws -> Void)?,
    requireChange: Bool = true,
    nextStackID: StackElementID? = nil,
    at location: SourceLocation
  ) {
    defer {
      assertedState = actual
      sharedChanges.reset()
    }
    // Shared values written in this step read their earlier values in the expected state (see
    // SharedChangeTracker); a step that wrote only shared state still changed something.
    let wroteSharedState = sharedChanges.hasChanges
    if exhaustivity != .on { sharedChanges.reset() }
    guard SharedChangeTracker.sharedValuesExist else {
      return compare(
        actual: actual, update: update, requireChange: requireChange, nextStackID: nextStackID,
        at: location)
    }
    sharedChanges.asserting {
      compare(
        actual: actual, update: update, requireChange: requireChange && !wroteSharedState,
        nextStackID: nextStackID, at: location
      )
    }
  }

  private func compare(
    actual: State, update: ((inout State) throws -> Void)?, requireChange: Bool,
    nextStackID: StackElementID?, at location: SourceLocation
  ) {
    do {
      if exhaustivity == .on {
        try checkExhaustively(
          actual: actual, update: update, requireChange: requireChange, nextStackID: nextStackID,
          at: location
        )
      } else {
        try checkPartially(actual: actual, update: update, nextStackID: nextStackID, at: location)
      }
    } catch {
      fail("Threw error: \(error)", at: location)
    }
  }

  private func checkExhaustively(
    actual: State, update: ((inout State) throws -> Void)?, requireChange: Bool,
    nextStackID: StackElementID?, at location: SourceLocation
  ) throws {
    let before = assertedState
    var expected = before
    try applying(update, to: &expected, nextStackID: nextStackID)
    if expected != actual {
      let heading = update == nil ? TestStoreMessages.unexpectedChange : TestStoreMessages.mismatch
      fail(
        TestStoreMessages.stateMismatch(heading, expected: expected, actual: actual), at: location)
    } else if requireChange, update != nil, expected == before {
      fail(TestStoreMessages.noChange, at: location)
    }
  }

  private func checkPartially(
    actual: State, update: ((inout State) throws -> Void)?, nextStackID: StackElementID?,
    at location: SourceLocation
  ) throws {
    var expectedFromActual = actual
    try applying(update, to: &expectedFromActual, nextStackID: nextStackID)
    if expectedFromActual != actual {
      fail(
        TestStoreMessages.stateMismatch(
          TestStoreMessages.mismatch, expected: expectedFromActual, actual: actual),
        at: location
      )
      return
    }
    guard exhaustivity == .off(showSkippedAssertions: true) else { return }
    var expectedFromBefore = assertedState
    try applying(update, to: &expectedFromBefore, nextStackID: nextStackID)
    guard expectedFromBefore != actual else { return }
    let heading = update == nil ? TestStoreMessages.unexpectedChange : TestStoreMessages.mismatch
    reportSkipped(
      TestStoreMessages.stateMismatch(heading, expected: expectedFromBefore, actual: actual),
      at: location
    )
  }

  /// Runs `update` on `state` with the store's dependencies; `XCTModify` inside it checks for a
  /// change only when the store is exhaustive, as with TCA.
  private func applying(
    _ update: ((inout State) throws -> Void)?, to state: inout State, nextStackID: StackElementID?
  ) throws {
    guard let update else { return }
    let first = (nextStackID ?? recording.dependencies.stackElementID.peek()).generation
    // Qualified: `TestStore.withDependencies` would change the store's values, not bind them.
    try Dependencies.withDependencies {
      $0 = recording.dependencies
      $0.stackElementID = StackElementIDGenerator(first: first)
      if SharedChangeTracker.sharedValuesExist { sharedChanges.assert(&$0) }
    } operation: {
      try XCTModifyLocals.$isExhaustive.withValue(exhaustivity == .on) {
        try update(&state)
      }
    }
  }
}
