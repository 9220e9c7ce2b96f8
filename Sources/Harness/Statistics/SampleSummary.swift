import Histogram

/// The distribution of one grid point's samples (nanoseconds per operation).
public struct SampleSummary: Sendable, Codable, Equatable {
  /// The number of samples.
  public let count: Int
  /// The fastest sample.
  public let min: Double
  /// The exact median.
  public let median: Double
  /// The 90th percentile, from the HDR histogram.
  public let p90: Double
  /// The 99th percentile, from the HDR histogram.
  public let p99: Double
  /// The arithmetic mean.
  public let mean: Double
  /// The distribution-free 95% confidence interval of the median.
  public let medianLower95: Double
  /// The upper end of the median's 95% confidence interval.
  public let medianUpper95: Double

  /// Summarizes `samples`; percentiles come from an HDR histogram at three significant digits.
  public init(samples: [Double]) {
    precondition(!samples.isEmpty, "a summary needs at least one sample")
    let sorted = samples.sorted()
    let histogram = Self.histogram(of: sorted)
    let interval = MedianConfidence.interval(sortedSamples: sorted)
    self.count = sorted.count
    self.min = sorted[0]
    self.median = Self.exactMedian(sorted)
    self.p90 = Double(histogram.valueAtPercentile(90)) / Self.scale
    self.p99 = Double(histogram.valueAtPercentile(99)) / Self.scale
    self.mean = sorted.reduce(0, +) / Double(sorted.count)
    self.medianLower95 = interval.lower
    self.medianUpper95 = interval.upper
  }

  /// Every statistic with its name, as reports spell it.
  var statistics: [(String, Double)] {
    [
      ("median", median), ("min", min), ("p90", p90), ("p99", p99), ("mean", mean),
      ("medianLower95", medianLower95), ("medianUpper95", medianUpper95),
    ]
  }

  /// Operations per second at the median.
  public var operationsPerSecond: Double {
    median > 0 ? 1e9 / median : .infinity
  }

  /// Samples are recorded in picoseconds so that sub-nanosecond differences survive.
  private static let scale = 1000.0

  private static func histogram(of samples: [Double]) -> Histogram<UInt64> {
    var histogram = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
    for sample in samples {
      _ = histogram.record(UInt64((Swift.max(sample, 0) * scale).rounded()))
    }
    return histogram
  }

  static func exactMedian(_ sorted: [Double]) -> Double {
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}

/// The order-statistic confidence interval of a median, which assumes nothing about the
/// distribution (timings are skewed and often bimodal).
public enum MedianConfidence {
  /// The 95% interval: the order statistics at ranks `k` and `n + 1 − k` (1-based), with
  /// `k = ⌊n/2 − 1.96·√n/2⌋`, clamped to the sample range.
  public static func interval(sortedSamples sorted: [Double]) -> (lower: Double, upper: Double) {
    let (lower, upper) = symmetricRanks(
      count: sorted.count, halfWidth: 1.959964 * Double(sorted.count).squareRoot() / 2)
    return (sorted[lower], sorted[upper])
  }

  /// The 0-based indices of the order statistics `k` and `n + 1 − k` among `count` sorted values,
  /// where `k = ⌊count/2 − halfWidth⌋` (clamped to the valid range).
  static func symmetricRanks(count: Int, halfWidth: Double) -> (lower: Int, upper: Int) {
    let k = Swift.max(Int((Double(count) / 2 - halfWidth).rounded(.down)), 1)
    let lower = Swift.min(k - 1, count - 1)
    return (lower, Swift.max(count - k, lower))
  }
}
