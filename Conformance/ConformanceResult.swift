/// The outcome of one conformance case.
public struct ConformanceResult: Sendable, Codable, Equatable {
  /// Whether the runtime behaved as the rule says.
  public enum Status: String, Sendable, Codable {
    /// Every check held and every reported issue was expected.
    case passed
    /// A check failed, or an issue was reported that the case did not expect.
    case failed
    /// The case could not complete: it threw an unexpected error or timed out.
    case error
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
