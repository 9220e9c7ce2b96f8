/// How a cost grows with a size: the least-squares slope of log(cost) against log(size).
///
/// A slope near 0 means the cost does not depend on the size; near 1, it grows linearly.
public struct GrowthFit: Sendable, Codable, Equatable {
  /// d log(cost) / d log(size).
  public let slope: Double
  /// The coefficient of determination of the fit, from 0 (no fit) to 1 (perfect).
  public let rSquared: Double
  /// How many points the fit used.
  public let points: Int

  /// Fits `(size, cost)` pairs; `nil` with fewer than two distinct positive sizes.
  public init?(_ pairs: [(size: Double, cost: Double)]) {
    let logs = pairs.filter { $0.size > 0 && $0.cost > 0 }.map {
      (x: log($0.size), y: log($0.cost))
    }
    guard Set(logs.map(\.x)).count >= 2 else { return nil }
    let count = Double(logs.count)
    let meanX = logs.map(\.x).reduce(0, +) / count
    let meanY = logs.map(\.y).reduce(0, +) / count
    let sxy = logs.reduce(0) { $0 + ($1.x - meanX) * ($1.y - meanY) }
    let sxx = logs.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
    let syy = logs.reduce(0) { $0 + ($1.y - meanY) * ($1.y - meanY) }
    self.slope = sxy / sxx
    self.rSquared = syy == 0 ? 1 : (sxy * sxy) / (sxx * syy)
    self.points = logs.count
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
