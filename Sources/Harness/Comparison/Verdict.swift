/// What a comparison concludes about one workload point.
public enum Verdict: String, Codable, Sendable, CaseIterable {
  /// Significantly faster by more than the noise threshold.
  case faster
  /// Significantly slower by more than the noise threshold: a regression.
  case slower
  /// No significant change beyond the noise.
  case unchanged = "~"
  /// Too few samples for the test to reach the significance level.
  case unknown

  /// The verdict for `ratio` (NEW/BASE) with p-value `pValue`, given the significance level and
  /// the relative noise threshold.
  public static func decide(
    ratio: Double, pValue: Double, smallestPossiblePValue: Double, alpha: Double, threshold: Double
  ) -> Self {
    guard smallestPossiblePValue < alpha else { return .unknown }
    guard pValue < alpha else { return .unchanged }
    if ratio > 1 + threshold { return .slower }
    if ratio < 1 / (1 + threshold) { return .faster }
    return .unchanged
  }
}
