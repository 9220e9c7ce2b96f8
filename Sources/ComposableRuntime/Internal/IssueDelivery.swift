#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reports an issue of the runtime or of a test store through IssueReporting, first making sure
/// that a test process can actually receive it.
func reportRuntimeIssue(
  _ message: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  TestFrameworkLink.requireReachable(forIssue: message)
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Whether issues reported through IssueReporting can reach the test framework of this process.
///
/// IssueReporting finds Swift Testing and XCTest through symbols of `IssueReportingTestSupport`.
/// A test target that does not link it has every issue printed and ignored, so its tests cannot
/// fail; the runtime stops such a process instead of letting a failure pass silently.
enum TestFrameworkLink {
  /// The symbol IssueReporting looks up to record an issue in Swift Testing.
  static let recordIssueSymbol = "$s25IssueReportingTestSupport07_recordA0ypyF"

  /// Whether `IssueReportingTestSupport` is linked into (or loadable by) this process.
  static let isLinked: Bool = {
    guard
      let handle = dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY)
    else { return false }
    return dlsym(handle, recordIssueSymbol) != nil
  }()

  /// Whether an issue reported now would be lost: a test process, issues going to IssueReporting's
  /// default reporter, and no test support to hand them to the test framework.
  static func losesIssues(isTesting: Bool, isLinked: Bool, usesDefaultReporter: Bool) -> Bool {
    isTesting && usesDefaultReporter && !isLinked
  }

  /// Stops the process with a message naming the fix when `message` would be lost.
  static func requireReachable(forIssue message: String) {
    let usesDefaultReporter = IssueReporters.current.contains { $0 is _DefaultReporter }
    guard
      losesIssues(
        isTesting: isTesting, isLinked: isLinked, usesDefaultReporter: usesDefaultReporter)
    else { return }
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
    fatalError(
      """
      ComposableRuntime reported an issue that no test framework can receive: this test target \
      does not link "IssueReportingTestSupport". Add the "ComposableRuntimeTestSupport" product \
      (or "IssueReportingTestSupport") to the test target's dependencies. The issue: \(firstLine)
      """
    )
  }
}
