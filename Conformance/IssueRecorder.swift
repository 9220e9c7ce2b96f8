import ComposableRuntime
import Synchronization

/// An issue reporter that records every issue instead of failing a test.
final class IssueRecorder: IssueReporter {
  private let recorded = Mutex<[RecordedIssue]>([])

  var issues: [RecordedIssue] {
    recorded.withLock { $0 }
  }

  func removeAll() -> [RecordedIssue] {
    recorded.withLock { issues in
      defer { issues.removeAll() }
      return issues
    }
  }

  private func record(_ kind: RecordedIssue.Kind, _ message: String?, _ fileID: StaticString, _ line: UInt) {
    let issue = RecordedIssue(kind: kind, message: message ?? "", location: "\(fileID):\(line)")
    recorded.withLock { $0.append(issue) }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    record(severity == .warning ? .warning : .failure, message(), fileID, line)
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
