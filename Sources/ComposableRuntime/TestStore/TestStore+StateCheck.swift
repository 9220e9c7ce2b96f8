extension TestStore {
  /// Checks `actual` against the last asserted state transformed by `update`, then re-bases the
  /// asserted state on `actual`.
  func checkState(
    actual: State,
    update: ((inout State) throws -> Void)?,
    requireChange: Bool = true,
    at location: SourceLocation
  ) {
    defer { if !Mutant.testStoreKeepsStaleBaseline.isActive { assertedState = actual } }
    guard !Mutant.testStoreSkipsStateCheck.isActive else { return }
    do {
      if exhaustivity == .on {
        try checkExhaustively(actual: actual, update: update, requireChange: requireChange, at: location)
      } else {
        try checkPartially(actual: actual, update: update, at: location)
      }
    } catch {
      fail("Threw error: \(error)", at: location)
    }
  }

  private func checkExhaustively(
    actual: State, update: ((inout State) throws -> Void)?, requireChange: Bool,
    at location: SourceLocation
  ) throws {
    let before = assertedState
    var expected = before
    try applying(update, to: &expected)
    if expected != actual {
      let heading = update == nil ? TestStoreMessages.unexpectedChange : TestStoreMessages.mismatch
      fail(TestStoreMessages.stateMismatch(heading, expected: expected, actual: actual), at: location)
    } else if requireChange, update != nil, expected == before {
      fail(TestStoreMessages.noChange, at: location)
    }
  }

  private func checkPartially(
    actual: State, update: ((inout State) throws -> Void)?, at location: SourceLocation
  ) throws {
    var expectedFromActual = actual
    try applying(update, to: &expectedFromActual)
    if expectedFromActual != actual {
      fail(
        TestStoreMessages.stateMismatch(TestStoreMessages.mismatch, expected: expectedFromActual, actual: actual),
        at: location
      )
      return
    }
    guard exhaustivity == .off(showSkippedAssertions: true) else { return }
    var expectedFromBefore = assertedState
    try applying(update, to: &expectedFromBefore)
    guard expectedFromBefore != actual else { return }
    let heading = update == nil ? TestStoreMessages.unexpectedChange : TestStoreMessages.mismatch
    reportSkipped(
      TestStoreMessages.stateMismatch(heading, expected: expectedFromBefore, actual: actual), at: location
    )
  }

  private func applying(_ update: ((inout State) throws -> Void)?, to state: inout State) throws {
    guard let update else { return }
    try withDependencies { $0 = recording.dependencies } operation: {
      try update(&state)
    }
  }
}
