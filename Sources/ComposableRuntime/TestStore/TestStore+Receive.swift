extension TestStore where Action: Equatable {
  /// Asserts that the next action an effect fed back is `expectedAction`, and the state change
  /// it made.
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      matching: ActionMatcher(
        matches: { $0 == expectedAction },
        missing:
          "Expected to receive the following action, but didn't:\n\n\(TestStoreMessages.indent(String(customDumping: expectedAction), by: 2))",
        mismatch: { received in
          let difference =
            diff(expectedAction, received, format: .proportional)
            .map { TestStoreMessages.indent($0, by: 4) } ?? String(customDumping: received)
          return "Received unexpected action:\n\n\(difference)\n\n(Expected: −, Received: +)"
        }
      ),
      timeout: nanoseconds, update: updateStateToExpectedResult, at: location
    )
  }
}

extension TestStore {
  /// Asserts that the next action an effect fed back satisfies `isMatching`.
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      matching: .described(isMatching, as: "predicate"),
      timeout: nanoseconds, update: updateStateToExpectedResult, at: location
    )
  }

  /// Asserts that the next action an effect fed back is of the case `actionCase`; the action
  /// needs no `Equatable`.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let access = CaseAccess(resolving: actionCase)
    await receive(
      matching: .caseKeyPath(
        { access.extract(from: $0) != nil }, named: ResolvedCases.name(of: actionCase)),
      timeout: nanoseconds, update: updateStateToExpectedResult, at: location
    )
  }

  /// Asserts that the next action an effect fed back is of the case `actionCase` with `payload`.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ payload: Value,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let access = CaseAccess(resolving: actionCase)
    var matcher = ActionMatcher<Action>.caseKeyPath(
      { access.extract(from: $0) == payload }, named: ResolvedCases.name(of: actionCase)
    )
    matcher.mismatch = { received in
      guard let receivedPayload = access.extract(from: received),
        let difference = diff(payload, receivedPayload, format: .proportional)
      else { return TestStoreMessages.unexpectedAction(received) }
      return
        "Received unexpected action:\n\n\(TestStoreMessages.indent(difference, by: 2))\n\n(Expected: −, Actual: +)"
    }
    await receive(
      matching: matcher, timeout: nanoseconds, update: updateStateToExpectedResult, at: location)
  }

  func receive(
    matching matcher: ActionMatcher<Action>,
    timeout nanoseconds: UInt64?,
    update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    await waitForReceivedAction(
      matching: matcher, timeout: nanoseconds ?? timeoutNanoseconds, at: location)
    if exhaustivity == .on {
      receiveExhaustively(matcher, update: update, at: location)
    } else {
      receivePartially(matcher, update: update, at: location)
    }
    await yieldToEffects()
  }

  private func receiveExhaustively(
    _ matcher: ActionMatcher<Action>, update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    guard !recording.received.isEmpty else {
      fail(matcher.missing, at: location)
      return
    }
    let (action, state) = recording.received.removeFirst()
    guard matcher.matches(action) else {
      // As TCA: a mismatch is reported alone, and the next assertion starts from this state.
      fail(matcher.mismatch(action), at: location)
      assertedState = state
      return
    }
    checkState(actual: state, update: update, at: location)
  }

  private func receivePartially(
    _ matcher: ActionMatcher<Action>, update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    guard let index = recording.received.firstIndex(where: { matcher.matches($0.action) }) else {
      fail(matcher.missing, at: location)
      return
    }
    if index > 0 {
      let skipped = recording.received[..<index]
      if exhaustivity == .off(showSkippedAssertions: true) {
        reportSkipped(
          TestStoreMessages.skippedActions(skipped.map(\.action)),
          at: location
        )
      }
      assertedState = skipped.last!.state
    }
    let state = recording.received[index].state
    recording.received.removeFirst(index + 1)
    checkState(actual: state, update: update, at: location)
  }

  /// Waits until a received action (a matching one when non-exhaustive) is queued, no effect is
  /// in flight, or `timeout` passes; reports the timeout.
  private func waitForReceivedAction(
    matching matcher: ActionMatcher<Action>, timeout: UInt64, at location: SourceLocation
  ) async {
    let isReady = { [recording, exhaustivity] in
      exhaustivity == .on
        ? !recording.received.isEmpty
        : recording.received.contains { matcher.matches($0.action) }
    }
    guard !isReady(), !recording.inFlight.isEmpty else { return }
    guard await poll(until: isReady, timeout: timeout) else {
      let noun = exhaustivity == .on ? "an action" : "a matching action"
      fail(
        """
        Expected to receive \(noun), but received none after \(TestStoreMessages.seconds(timeout)) seconds.

        \(recording.inFlight.isEmpty
          ? "No effect is in flight that could deliver it: was the effect cancelled?"
          : "Effects are still in flight: if the one that delivers this action waits on a clock, advance it, or pass a larger \"timeout\".")
        """,
        at: location
      )
      return
    }
  }
}

/// How `receive` recognizes the expected action, and what it says when it does not.
struct ActionMatcher<Action> {
  var matches: (Action) -> Bool
  var missing: String
  var mismatch: (Action) -> String

  static func described(_ matches: @escaping (Action) -> Bool, as description: String) -> Self {
    Self(
      matches: matches,
      missing: "Expected to receive an action matching \(description), but didn't get one.",
      mismatch: { received in
        "\(TestStoreMessages.unexpectedAction(received))\n\nExpected an action matching \(description)."
      }
    )
  }

  /// A matcher for a case key path: TCA's messages, which name no case, preceded by the case's
  /// name when the action's ``_CasePathTable`` knows it.
  static func caseKeyPath(_ matches: @escaping (Action) -> Bool, named name: String?) -> Self {
    let namePrefix = name.map { "Case path: \($0)\n\n" } ?? ""
    let nameSuffix = name.map { "\n\nExpected: \($0)" } ?? ""
    return Self(
      matches: matches,
      missing: namePrefix + "Expected to receive an action matching case path, but didn't get one.",
      mismatch: { received in
        TestStoreMessages.unexpectedAction(received) + nameSuffix
      }
    )
  }
}
