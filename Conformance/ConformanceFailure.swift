/// Why a conformance case failed.
public struct ConformanceFailure: Error, CustomStringConvertible, Sendable {
  /// What was expected and what happened.
  public let message: String
  /// `fileID:line` of the failed check.
  public let location: String

  public var description: String {
    "\(location): \(message)"
  }
}
