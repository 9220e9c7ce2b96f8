extension TestStore {
  /// Fails if received actions are left, then waits for every in-flight effect, failing after
  /// `timeout` nanoseconds.
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    checkNoReceivedActions(at: location)
    let timeout = nanoseconds ?? timeoutNanoseconds
    await yieldToEffects()
    defer {
      UnassertedSharedChanges(tracker: sharedChanges, exhaustivity: exhaustivity)
        .check(state: recording.state, at: location)
    }
    guard await poll(until: { recording.inFlight.isEmpty }, timeout: timeout) else {
      failOrReportSkipped(TestStoreMessages.effectsStillRunning(after: timeout), at: location)
      return
    }
  }

  /// Moves the asserted state to that after the last received action and clears the queue,
  /// reporting what was skipped as information. With `strict`, fails if nothing was queued.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await yieldToEffects()
    if strict, recording.received.isEmpty {
      fail("There were no received actions to skip.", at: location)
      return
    }
    skipReceived(at: location)
  }

  /// Stops waiting for the in-flight effects, without cancelling them: their later actions can
  /// still be received. With `strict`, fails if nothing was in flight.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await yieldToEffects()
    if strict, recording.inFlight.isEmpty {
      fail("There were no in-flight effects to skip.", at: location)
      return
    }
    guard !recording.inFlight.isEmpty else { return }
    let skipped = recording.inFlight
    recording.inFlight.removeAll()
    if exhaustivity != .off(showSkippedAssertions: false) {
      reportSkipped(
        "\(TestStoreMessages.count(skipped.count, "in-flight effect")) skipped, started at:\n\n\(skipped.map { "  \($0.location.fileID):\($0.location.line)" }.joined(separator: "\n"))",
        at: location
      )
    }
  }

  func skipReceived(at location: SourceLocation) {
    guard let last = recording.received.last else { return }
    let actions = recording.received.map(\.action)
    recording.received.removeAll()
    assertedState = last.state
    if exhaustivity != .off(showSkippedAssertions: false) {
      reportSkipped(
        TestStoreMessages.skippedActions(actions),
        at: location
      )
    }
  }

  func checkNoReceivedActions(at location: SourceLocation) {
    reportUnreceivedActions(recording, exhaustivity: exhaustivity, at: location)
  }

}

/// What a test store checks when it goes away: no action left unreceived, no effect running.
///
/// Runs from the test store's deinit, which happens in the main-actor context of the test that
/// releases it (even when that context is not on the main thread, as under the serial executor).
struct EndOfTestChecks<State, Action>: Sendable {
  let recording: TestRecording<State, Action>
  let creation: SourceLocation
  let exhaustivity: Exhaustivity

  func run() {
    reportUnreceivedActions(recording, exhaustivity: exhaustivity, at: creation)
    for effect in recording.inFlight {
      reportFailureOrSkipped(
        TestStoreMessages.effectStillRunning, exhaustivity: exhaustivity, at: effect.location)
    }
    recording.inFlight.removeAll()
  }
}

/// Reports the actions effects fed back that the test never received.
func reportUnreceivedActions<State, Action>(
  _ recording: TestRecording<State, Action>, exhaustivity: Exhaustivity, at location: SourceLocation
) {
  guard !recording.received.isEmpty else { return }
  reportFailureOrSkipped(
    TestStoreMessages.unreceived(recording.received.map(\.action)), exhaustivity: exhaustivity,
    at: location
  )
}
