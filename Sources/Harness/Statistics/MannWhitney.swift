import Foundation

/// The Mann–Whitney U test: whether one sample tends to be larger than another, without
/// assuming any distribution (timings are skewed, with outliers).
public struct MannWhitney: Sendable, Equatable {
  /// U of the first sample: the number of pairs in which it is the larger (ties count ½).
  public let u: Double
  /// The two-sided p-value.
  public let pValue: Double
  /// Whether `pValue` comes from the exact distribution (small samples without ties).
  public let isExact: Bool

  /// Tests `first` against `second`.
  public init(_ first: [Double], _ second: [Double]) {
    let n = first.count
    let m = second.count
    precondition(n > 0 && m > 0, "both samples need values")
    let ranks = Self.ranks(of: first + second)
    let rankSum = ranks.prefix(n).reduce(0, +)
    let u = rankSum - Double(n * (n + 1)) / 2
    let hasTies = Set(first + second).count < n + m
    self.u = u
    if !hasTies, n * m <= 10_000, n + m <= 200 {
      self.pValue = Self.exactPValue(u: u, n: n, m: m)
      self.isExact = true
    } else {
      self.pValue = Self.normalPValue(u: u, n: n, m: m, ranks: ranks)
      self.isExact = false
    }
  }

  /// The smallest two-sided p-value any outcome can reach with these sample sizes.
  public static func smallestPossiblePValue(n: Int, m: Int) -> Double {
    min(1, 2 / binomial(n + m, n))
  }

  /// Mid-ranks (1-based), ties sharing the average of their ranks.
  static func ranks(of values: [Double]) -> [Double] {
    let order = values.indices.sorted { values[$0] < values[$1] }
    var ranks = [Double](repeating: 0, count: values.count)
    var start = 0
    while start < order.count {
      var end = start
      while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
      let rank = Double(start + end) / 2 + 1
      for index in start...end { ranks[order[index]] = rank }
      start = end + 1
    }
    return ranks
  }

  /// The exact two-sided p-value, counting the arrangements with each U by dynamic programming.
  static func exactPValue(u: Double, n: Int, m: Int) -> Double {
    // counts[i][j][k]: arrangements of i values of the first and j of the second sample with U = k.
    var previous = [[Double]](repeating: [1], count: m + 1)
    for i in 1...n {
      var current = [[Double]](repeating: [], count: m + 1)
      current[0] = [1]
      for j in 1...max(m, 1) where j <= m {
        let maxU = i * j
        var row = [Double](repeating: 0, count: maxU + 1)
        for (k, count) in previous[j].enumerated() where k + j <= maxU { row[k + j] += count }
        for (k, count) in current[j - 1].enumerated() where k <= maxU { row[k] += count }
        current[j] = row
      }
      previous = current
    }
    let distribution = previous[m]
    let total = distribution.reduce(0, +)
    let mean = Double(n * m) / 2
    let distance = abs(u - mean)
    let extreme = distribution.enumerated()
      .filter { abs(Double($0.offset) - mean) >= distance - 1e-9 }
      .reduce(0) { $0 + $1.element }
    return min(1, extreme / total)
  }

  /// The two-sided p-value from the normal approximation, with tie and continuity corrections.
  static func normalPValue(u: Double, n: Int, m: Int, ranks: [Double]) -> Double {
    let (nd, md) = (Double(n), Double(m))
    let total = nd + md
    let tieGroups = Dictionary(grouping: ranks, by: { $0 }).values.map { Double($0.count) }
    let tieTerm = tieGroups.reduce(0) { $0 + ($1 * $1 * $1 - $1) } / (total * (total - 1))
    let variance = nd * md / 12 * ((total + 1) - tieTerm)
    guard variance > 0 else { return 1 }
    let z = max(abs(u - nd * md / 2) - 0.5, 0) / variance.squareRoot()
    return min(1, erfc(z / 2.0.squareRoot()))
  }

  private static func binomial(_ n: Int, _ k: Int) -> Double {
    (0..<k).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) }
  }
}
