/// An issue the runtime reported through IssueReporting while a case ran.
public struct RecordedIssue: Sendable, Codable, Equatable {
  /// How the issue was reported.
  public enum Kind: String, Sendable, Codable {
    /// A failure (`reportIssue`).
    case failure
    /// A warning (`reportIssue(severity: .warning)`).
    case warning
    /// An expected, non-failing issue (`withExpectedIssue`, `expectIssue`).
    case expected
  }

  public let kind: Kind
  public let message: String
  /// `fileID:line` of the reported location.
  public let location: String
}
