import IssueReporting

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// An issue reporter that records every issue instead of failing a test.
///
/// Skipped assertions are classified as expected whichever way they arrive. A runtime reports them
/// inside `withExpectedIssue`: outside a test that reaches this reporter as `expectIssue`, but
/// inside a Swift Testing test it becomes Testing's `withKnownIssue`, and the runtime's
/// `reportIssue` reaches this reporter as a plain failure. The message's "Skipped assertions"
/// prefix is what both paths share.
final class IssueRecorder: IssueReporter {
  static let skippedAssertionPrefix = "Skipped assertions"

  private let recorded = LockIsolated<[RecordedIssue]>([])

  var issues: [RecordedIssue] {
    recorded.withValue { $0 }
  }

  func removeAll() -> [RecordedIssue] {
    recorded.withValue { issues in
      defer { issues.removeAll() }
      return issues
    }
  }

  private func record(
    _ kind: RecordedIssue.Kind, _ message: String?, _ fileID: StaticString, _ line: UInt
  ) {
    let issue = RecordedIssue(kind: kind, message: message ?? "", location: "\(fileID):\(line)")
    recorded.withValue { $0.append(issue) }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    let kind: RecordedIssue.Kind =
      severity == .warning
      ? .warning
      : text.hasPrefix(Self.skippedAssertionPrefix) ? .expected : .failure
    record(kind, text, fileID, line)
  }

  func reportIssue(
    _ error: any Error, _ message: @autoclosure () -> String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    record(.failure, "Caught error: \(error)\(message().map { ": \($0)" } ?? "")", fileID, line)
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    record(.expected, message(), fileID, line)
  }

  func expectIssue(
    _ error: any Error, _ message: @autoclosure () -> String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    record(.expected, "Caught error: \(error)\(message().map { ": \($0)" } ?? "")", fileID, line)
  }
}
