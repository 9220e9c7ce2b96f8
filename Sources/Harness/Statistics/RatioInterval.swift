import Foundation

/// The NEW/BASE ratio of two samples, with a distribution-free 95% confidence interval: the
/// Hodges–Lehmann estimate (the median of all pairwise ratios, computed on logs) and its Moses
/// interval, which is the interval that inverts the Mann–Whitney test.
public struct RatioInterval: Sendable, Codable, Equatable {
  /// The median of new/base over all pairs of samples.
  public let ratio: Double
  /// The lower end of the 95% confidence interval.
  public let lower95: Double
  /// The upper end of the 95% confidence interval.
  public let upper95: Double

  /// The ratio of `new` to `base` (both positive, such as nanoseconds per operation).
  public init(base: [Double], new: [Double]) {
    let logBase = base.map { log(max($0, .leastNormalMagnitude)) }
    let logNew = new.map { log(max($0, .leastNormalMagnitude)) }
    let differences = PairwiseDifferences(logNew, minus: logBase)
    let (n, m) = (Double(new.count), Double(base.count))
    let halfWidth = 1.959964 * (n * m * (n + m + 1) / 12).squareRoot()
    let (lowerIndex, upperIndex) = MedianConfidence.symmetricRanks(
      count: differences.count, halfWidth: halfWidth)
    self.ratio = exp(differences.median)
    self.lower95 = exp(differences.element(atRank: lowerIndex))
    self.upper95 = exp(differences.element(atRank: upperIndex))
  }
}
