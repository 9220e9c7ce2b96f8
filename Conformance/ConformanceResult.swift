/// The outcome of one conformance case.
public struct ConformanceResult: Sendable, Codable, Equatable {
  /// Whether the runtime behaved as the rule says.
  public enum Status: String, Sendable, Codable {
    /// Every check held and every reported issue was expected.
    case passed
    /// A check failed, an issue was reported that the case did not expect, or the case timed out
    /// waiting for what the rule promises.
    case failed
    /// The case could not complete for a reason of its own: it threw an unexpected error.
    case error
    /// The case was not run because `CONFORMANCE_SKIP` names its rule (a runtime it crashes).
    case notRun
  }

  public let ruleID: String
  public let title: String
  /// Whose API the case needs.
  public let api: ConformanceCase.API
  public let status: Status
  /// Why the case failed or errored; empty when it passed.
  public let messages: [String]
  /// Every issue the runtime reported while the case ran.
  public let issues: [RecordedIssue]
  public let durationSeconds: Double
}
