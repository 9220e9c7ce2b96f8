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
func reportFailureOrSkipped(_ message: String, exhaustivity: Exhaustivity, at location: SourceLocation) {
  switch exhaustivity {
  case .on: reportTestFailure(message, at: location)
  case .off(showSkippedAssertions: true): reportSkippedAssertion(message, at: location)
  case .off(showSkippedAssertions: false): break
  }
}

/// Reports `message` as an expected, non-failing issue prefixed "Skipped assertions: …", through
/// `withExpectedIssue`, as TCA does.
func reportSkippedAssertion(_ message: String, at location: SourceLocation) {
  withExpectedIssue(
    fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
  ) {
    reportRuntimeIssue(
      "Skipped assertions: …\n\n\(message)",
      fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
    )
  }
}
