import Foundation

/// What a sweep's smaller points say about its next one: a point whose first operation alone
/// would take longer than the point budget is not started, since an operation cannot be stopped
/// once it runs (TCA's row churn at 10,000 rows takes minutes where 1,000 take a second).
struct SweepForecast {
  private var medians: [String: [(sizes: Sizes, median: Double)]] = [:]

  /// Keeps a measured point's median for the points after it.
  mutating func record(_ result: PointResult) {
    guard let median = result.summary?.median else { return }
    medians[result.identifier, default: []].append((result.sizes, median))
  }

  /// Nanoseconds per operation predicted at `sizes` from the nearest smaller size of the same
  /// workload with every other size equal, growing at least linearly (faster where the two
  /// nearest smaller sizes grew faster), with the size it came from; `nil` without one.
  func predictedCost(of identifier: String, at sizes: Sizes) -> (nanoseconds: Double, from: Sizes)?
  {
    let smaller = (medians[identifier] ?? []).compactMap { point in
      Self.sweptValues(from: point.sizes, to: sizes).map {
        (value: Double($0.from), target: Double($0.to), point)
      }
    }.sorted { $0.value < $1.value }
    guard let nearest = smaller.last else { return nil }
    var slope = 1.0
    if smaller.count >= 2 {
      let previous = smaller[smaller.count - 2]
      slope = max(
        1, log(nearest.2.median / previous.2.median) / log(nearest.value / previous.value))
    }
    return (nearest.2.median * pow(nearest.target / nearest.value, slope), nearest.2.sizes)
  }

  /// The one parameter in which `smaller` is below `target` (all others equal), as its two values.
  private static func sweptValues(from smaller: Sizes, to target: Sizes) -> (from: Int, to: Int)? {
    let pairs = zip(smaller.entries, target.entries)
    guard smaller.entries.count == target.entries.count, pairs.allSatisfy({ $0.name == $1.name })
    else { return nil }
    let differing = pairs.filter { $0.value != $1.value }
    guard differing.count == 1, let (from, to) = differing.first, from.value > 0,
      from.value < to.value
    else { return nil }
    return (from.value, to.value)
  }
}
