// XCTest's `XCTExpectFailure` where swift-corelibs-xctest lacks it (Linux), with its semantics:
// the issues a matcher accepts (all, without one) do not fail the test; a strict expectation
// (the default) fails the test when none was recorded. Issues arrive through IssueReporting,
// as every issue of the runtime does; a bare `XCTFail` in the test's own code is not intercepted.
#if !canImport(ObjectiveC) && canImport(XCTest)
  import Foundation
  import IssueReporting
  import XCTest

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Expects failures inside `failingBlock`; `issueMatcher` picks the ones that are expected.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil,
    failingBlock: () throws -> R, issueMatcher: ((XCTIssue) -> Bool)? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) rethrows -> R {
    guard enabled != false else { return try failingBlock() }
    let expectation = ExpectedFailures(reason: failureReason, matcher: issueMatcher)
    defer { expectation.end(strict: strict ?? true, file: file, line: line) }
    return try withIssueReporters([expectation], operation: failingBlock)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Expects failures inside the async `failingBlock`; `issueMatcher` picks the expected ones.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    failingBlock: () async throws -> R, issueMatcher: ((XCTIssue) -> Bool)? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) async rethrows -> R {
    guard enabled != false else { return try await failingBlock() }
    let expectation = ExpectedFailures(reason: failureReason, matcher: issueMatcher)
    defer { expectation.end(strict: strict ?? true, file: file, line: line) }
    return try await withIssueReporters([expectation], operation: failingBlock)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Expects failures from here to the end of the running XCTest test.
  public func XCTExpectFailure(
    _ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil,
    issueMatcher: ((XCTIssue) -> Bool)? = nil, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard enabled != false else { return }
    guard let testCase = RunningTestCase.current else {
      return reportIssue(
        "XCTExpectFailure without a failing block needs a running XCTest test case",
        filePath: file, line: line)
    }
    let expectation = ExpectedFailures(reason: failureReason, matcher: issueMatcher)
    IssueReporters.current = [expectation]
    testCase.addTeardownBlock {
      IssueReporters.current = expectation.base
      expectation.end(strict: strict ?? true, file: file, line: line)
    }
  }
#endif
