import CustomDump

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// What a case body checks with: assertions that throw `ConformanceFailure`, and the issues the
/// runtime reported so far, each of which the case must claim with `expectIssue`.
@MainActor
public final class ConformanceContext {
  private let recorder: IssueRecorder
  private var claimed: [RecordedIssue] = []
  private var pending: [RecordedIssue] = []
  /// Where the case last checked something (`fileID:line`), so that a case that stops making
  /// progress can say what it was waiting for: whatever follows that line.
  private(set) var lastCheckpoint: String?

  init(recorder: IssueRecorder) {
    self.recorder = recorder
  }

  /// Fails unless `condition` holds.
  public func expect(
    _ condition: Bool, _ message: @autoclosure () -> String = "condition was false",
    fileID: StaticString = #fileID, line: UInt = #line
  ) throws {
    lastCheckpoint = "\(fileID):\(line)"
    guard !condition else { return }
    throw ConformanceFailure(message: message(), location: "\(fileID):\(line)")
  }

  /// Fails unless `actual == expected`, showing a diff.
  public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value,
    fileID: StaticString = #fileID, line: UInt = #line
  ) throws {
    lastCheckpoint = "\(fileID):\(line)"
    guard actual != expected else { return }
    let difference = diff(expected, actual).map { "\n\($0)\n(Expected: −, Actual: +)" } ?? ""
    throw ConformanceFailure(
      message:
        "expected \(String(customDumping: expected)), got \(String(customDumping: actual))\(difference)",
      location: "\(fileID):\(line)"
    )
  }

  /// Claims the issues of `kind` reported since the last claim, requiring exactly `count` of
  /// them, each containing every string in `containing`.
  @discardableResult
  public func expectIssues(
    _ count: Int, kind: RecordedIssue.Kind = .failure, containing fragments: [String] = [],
    fileID: StaticString = #fileID, line: UInt = #line
  ) throws -> [RecordedIssue] {
    pending += recorder.removeAll()
    let matching = pending.filter { $0.kind == kind }
    pending.removeAll { $0.kind == kind }
    claimed += matching
    try expect(
      matching.count == count,
      "expected \(count) \(kind) issue(s), got \(matching.count): \(matching.map(\.message))",
      fileID: fileID, line: line
    )
    for issue in matching {
      for fragment in fragments where !issue.message.contains(fragment) {
        throw ConformanceFailure(
          message: "issue does not contain \"\(fragment)\":\n\(issue.message)",
          location: "\(fileID):\(line)"
        )
      }
    }
    return matching
  }

  /// Claims exactly one failure issue containing every string in `fragments`.
  @discardableResult
  public func expectIssue(
    containing fragments: String..., fileID: StaticString = #fileID, line: UInt = #line
  ) throws -> RecordedIssue {
    try expectIssues(1, containing: fragments, fileID: fileID, line: line)[0]
  }

  /// Fails if any issue was reported and not claimed.
  public func expectNoIssues(fileID: StaticString = #fileID, line: UInt = #line) throws {
    pending += recorder.removeAll()
    try expect(
      pending.isEmpty, "unexpected issues: \(pending.map(\.message))", fileID: fileID, line: line)
  }

  /// Waits, yielding to effects, until `condition` holds or `timeout` seconds pass. The
  /// deadline only ends a wait a failing runtime would make forever, so it is long enough that a
  /// loaded machine never reaches it; `description` is read at the timeout, so it can say what
  /// had happened by then.
  public func waitUntil(
    timeout: Double = 8, _ description: @autoclosure () -> String = "condition",
    fileID: StaticString = #fileID, line: UInt = #line,
    _ condition: () -> Bool
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(timeout))
    while !condition() {
      try expect(
        clock.now < deadline, "timed out waiting for \(description())", fileID: fileID, line: line)
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Every issue claimed or still pending, for the report.
  var allIssues: [RecordedIssue] {
    claimed + pending + recorder.issues
  }
}
