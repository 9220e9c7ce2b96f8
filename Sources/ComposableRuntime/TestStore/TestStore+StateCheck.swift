extension TestStore {
  /// Checks `actual` against the last asserted state transformed by `update`, then re-bases the
  /// asserted state on `actual`.
  ///
  /// `update` draws stack element ids from a copy of `stackIDs` (by default, of the store's
  /// generator as it stands now), so that it reproduces the ids a send assigned and never
  /// advances the store's generator.
  func checkState(
    actual: State,
    update: ((inout State) throws -> Void)?,
    requireChange: Bool = true,
    stackIDs: StackElementIDGenerator? = nil,
    at location: SourceLocation
  ) {
    let stackIDs = stackIDs ?? recording.dependencies.stackElementID.copy()
    defer { if !Mutant.testStoreKeepsStaleBaseline.isActive { assertedState = actual } }
    guard !Mutant.testStoreSkipsStateCheck.isActive else { return }
    do {
      if exhaustivity == .on {
        try checkExhaustively(actual: actual, update: update, requireChange: requireChange, stackIDs: stackIDs, at: location)
      } else {
        try checkPartially(actual: actual, update: update, stackIDs: stackIDs, at: location)
      }
    } catch {
      fail("Threw error: \(error)", at: location)
    }
  }

  private func checkExhaustively(
    actual: State, update: ((inout State) throws -> Void)?, requireChange: Bool,
    stackIDs: StackElementIDGenerator, at location: SourceLocation
  ) throws {
    let before = assertedState
    var expected = before
    try applying(update, to: &expected, stackIDs: stackIDs)
    if expected != actual {
      let heading = update == nil ? TestStoreMessages.unexpectedChange : TestStoreMessages.mismatch
      fail(TestStoreMessages.stateMismatch(heading, expected: expected, actual: actual), at: location)
    } else if requireChange, update != nil, expected == before {
      fail(TestStoreMessages.noChange, at: location)
    }
  }

  private func checkPartially(
    actual: State, update: ((inout State) throws -> Void)?, stackIDs: StackElementIDGenerator,
    at location: SourceLocation
  ) throws {
    var expectedFromActual = actual
    try applying(update, to: &expectedFromActual, stackIDs: stackIDs)
    if expectedFromActual != actual {
      fail(
        TestStoreMessages.stateMismatch(TestStoreMessages.mismatch, expected: expectedFromActual, actual: actual),
        at: location
      )
      return
    }
    guard exhaustivity == .off(showSkippedAssertions: true) else { return }
    var expectedFromBefore = assertedState
    try applying(update, to: &expectedFromBefore, stackIDs: stackIDs)
    guard expectedFromBefore != actual else { return }
    let heading = update == nil ? TestStoreMessages.unexpectedChange : TestStoreMessages.mismatch
    reportSkipped(
      TestStoreMessages.stateMismatch(heading, expected: expectedFromBefore, actual: actual), at: location
    )
  }

  private func applying(
    _ update: ((inout State) throws -> Void)?, to state: inout State, stackIDs: StackElementIDGenerator
  ) throws {
    guard let update else { return }
    try withDependencies {
      $0 = recording.dependencies
      $0.stackElementID = stackIDs.copy()
    } operation: {
      try update(&state)
    }
  }
}
