// The `timeout:` of `receive` and `finish` as a `Duration`, TCA's current spelling, beside the
// nanosecond overloads.

extension Duration {
  /// The duration in whole nanoseconds, clamped to what a `UInt64` holds.
  var wholeNanoseconds: UInt64 {
    let (seconds, attoseconds) = components
    guard seconds >= 0 else { return 0 }
    let (product, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : product &+ UInt64(attoseconds / 1_000_000_000)
  }
}

extension TestStore where Action: Equatable {
  /// Asserts the next received action is `expectedAction`, waiting at most `duration`.
  public func receive(
    _ expectedAction: Action, timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      expectedAction, timeout: duration.wholeNanoseconds, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}

extension TestStore {
  /// Asserts the next received action satisfies `isMatching`, waiting at most `duration`.
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool, timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      isMatching, timeout: duration.wholeNanoseconds, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts the next received action is of the case `actionCase`, waiting at most `duration`.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>, timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, timeout: duration.wholeNanoseconds, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts the next received action is `actionCase` with `payload`, waiting at most `duration`.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>, _ payload: Value, timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, payload, timeout: duration.wholeNanoseconds, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Waits for every in-flight effect, failing after `duration`.
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: duration.wholeNanoseconds, fileID: fileID, file: filePath, line: line,
      column: column)
  }
}

extension TestStoreTask {
  /// Waits for the effects of this send (only) to finish, failing after `duration`.
  @MainActor
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: duration.wholeNanoseconds, fileID: fileID, file: filePath, line: line,
      column: column)
  }
}
