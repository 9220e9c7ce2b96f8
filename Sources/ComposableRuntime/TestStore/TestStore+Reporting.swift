extension TestStore {
  func fail(_ message: String, at location: SourceLocation) {
    reportTestFailure(message, at: location)
  }

  func failOrReportSkipped(_ message: String, at location: SourceLocation) {
    reportFailureOrSkipped(message, exhaustivity: exhaustivity, at: location)
  }

  func reportSkipped(_ message: String, at location: SourceLocation) {
    reportSkippedAssertion(message, at: location)
  }
}

/// Reports a test store failure at `location`, whatever the exhaustivity.
func reportTestFailure(_ message: String, at location: SourceLocation) {
  reportRuntimeIssue(
    message, fileID: location.fileID, filePath: location.filePath,
    line: location.line, column: location.column
  )
}

/// Reports a failure when exhaustive, an expected issue when non-exhaustive and showing skipped
/// assertions, and nothing otherwise.
func reportFailureOrSkipped(
  _ message: String, exhaustivity: Exhaustivity, at location: SourceLocation
) {
  switch exhaustivity {
  case .on: reportTestFailure(message, at: location)
  case .off(showSkippedAssertions: true): reportSkippedAssertion(message, at: location)
  case .off(showSkippedAssertions: false): break
  }
}

/// Reports `message` as an expected, non-failing issue prefixed "Skipped assertions: …", through
/// `withExpectedIssue`, as TCA does; under XCTest, which cannot expect an issue on Linux, it is
/// written to the test log instead of failing the test.
func reportSkippedAssertion(_ message: String, at location: SourceLocation) {
  let text = "Skipped assertions: …\n\n\(message)"
  if SkippedAssertionLog.replacesExpectedIssues {
    SkippedAssertionLog.write(
      "\(location.filePath):\(location.line): Skipped assertion (not a failure): \(text)")
    return
  }
  withExpectedIssue(
    fileID: location.fileID, filePath: location.filePath, line: location.line,
    column: location.column
  ) {
    reportRuntimeIssue(
      text, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  }
}

/// Where skipped assertions go when the test framework cannot take them as expected issues.
///
/// IssueReporting's `withExpectedIssue` fails an XCTest test off Apple platforms ("Expecting
/// failures is unavailable in XCTest"), and its default reporter turns every issue into an
/// `XCTFail` there. A skipped assertion is information, so under XCTest with the default reporter
/// it is printed with its location, in the test's own output.
enum SkippedAssertionLog {
  /// Receives each skipped assertion's line; tests replace it to read what was shown.
  @TaskLocal static var write: @Sendable (String) -> Void = { print($0) }

  /// Whether skipped assertions are written here rather than reported as expected issues: an
  /// XCTest test, issues going to IssueReporting's default reporter.
  static var replacesExpectedIssues: Bool {
    #if canImport(Darwin)
      return false
    #else
      guard case .xcTest = TestContext.current else { return false }
      return reachesDefaultReporter(IssueReporters.current)
    #endif
  }

  /// Whether `reporters`, or those a forwarding reporter among them hands issues on to, include
  /// IssueReporting's default reporter (as `XCTExpectFailure`'s does, on Linux).
  private static func reachesDefaultReporter(_ reporters: [any IssueReporter]) -> Bool {
    reporters.contains { reporter in
      if reporter is _DefaultReporter { return true }
      guard let forwarding = reporter as? any _ForwardingIssueReporter else { return false }
      return reachesDefaultReporter(forwarding.forwardsTo)
    }
  }
}

/// An issue reporter that hands the issues it does not keep to other reporters: the runtime looks
/// through it to decide how to show skipped assertions. `ComposableRuntimeTestSupport`'s
/// `XCTExpectFailure` installs one.
public protocol _ForwardingIssueReporter: IssueReporter {
  /// The reporters it hands issues on to.
  var forwardsTo: [any IssueReporter] { get }
}
