#if !canImport(ObjectiveC) && canImport(XCTest)
  import Foundation
  import ComposableRuntime
  import IssueReporting

  /// An issue as an expected-failure matcher sees it: the shape of XCTest's `XCTIssue` that
  /// matchers read on Apple platforms.
  public struct XCTIssue: Sendable {
    /// `failed - ` and the issue's message, as XCTest describes a recorded failure.
    public let compactDescription: String
    /// Where the issue was reported.
    public let sourceCodeContext: XCTSourceCodeContext

    /// The issue's compact description.
    public var description: String { compactDescription }
  }

  /// Where an issue was reported.
  public struct XCTSourceCodeContext: Sendable {
    /// The file and line, when known.
    public let location: XCTSourceCodeLocation?
  }

  /// A file and a line.
  public struct XCTSourceCodeLocation: Sendable {
    /// The file.
    public let fileURL: URL
    /// The line, from 1.
    public let lineNumber: Int
  }

  /// The reporter in force while failures are expected: it keeps the issues its matcher accepts
  /// and hands every other one to the reporters that were in force before.
  final class ExpectedFailures: _ForwardingIssueReporter, Sendable {
    let base: [any IssueReporter]
    private let reason: String?
    private let matcher: UncheckedSendable<((XCTIssue) -> Bool)?>
    private let matched = LockIsolated(0)

    var forwardsTo: [any IssueReporter] { base }

    init(reason: String?, matcher: ((XCTIssue) -> Bool)?) {
      self.base = IssueReporters.current
      self.reason = reason
      // Unchecked: issues reach it on the test's own thread, where XCTest calls its matchers too.
      self.matcher = UncheckedSendable(matcher)
    }

    func reportIssue(
      _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
      filePath: StaticString, line: UInt, column: UInt
    ) {
      let text = message()
      guard severity != .error || !expects(text ?? "", filePath: filePath, line: line) else {
        return
      }
      for reporter in base {
        reporter.reportIssue(
          text, severity: severity, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }

    func reportIssue(
      _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString,
      filePath: StaticString, line: UInt, column: UInt
    ) {
      let text = message()
      guard !expects("Caught error: \(error)", filePath: filePath, line: line) else { return }
      for reporter in base {
        reporter.reportIssue(
          error, text, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }

    func expectIssue(
      _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
      line: UInt, column: UInt
    ) {
      for reporter in base {
        reporter.expectIssue(
          message(), fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }

    func expectIssue(
      _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString,
      filePath: StaticString, line: UInt, column: UInt
    ) {
      for reporter in base {
        reporter.expectIssue(
          error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }

    /// Whether the issue is one of the expected failures; counts it if so.
    private func expects(_ message: String, filePath: StaticString, line: UInt) -> Bool {
      let location = XCTSourceCodeLocation(
        fileURL: URL(fileURLWithPath: "\(filePath)"), lineNumber: Int(line))
      let issue = XCTIssue(
        compactDescription: "failed - \(message)",
        sourceCodeContext: XCTSourceCodeContext(location: location))
      guard matcher.value?(issue) ?? true else { return false }
      matched.withValue { $0 += 1 }
      return true
    }

    /// Fails the test when a strict expectation saw no failure.
    func end(strict: Bool, file: StaticString, line: UInt) {
      guard strict, matched.value == 0 else { return }
      let because = reason.map { ": \($0)" } ?? ""
      for reporter in base {
        reporter.reportIssue(
          "Expected failure\(because), but none was recorded", severity: .error,
          fileID: file, filePath: file, line: line, column: 0)
      }
    }
  }
#endif
