/// How strictly a `TestStore` requires a test to account for every change.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and in-flight effect must be asserted.
  case on
  /// Only what is asserted is checked; when `showSkippedAssertions` is true, what was skipped is
  /// reported as expected (non-failing) issues.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without reporting what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
