import Foundation

/// Instruction counts of the same build repeated, and the gate thresholds they justify.
///
/// callgrind counts the same instructions on every run of the same binary; what varies is the
/// little that depends on the environment. A point whose counts agree (spread under 0.01%) gets
/// `floor`, 1%: its counts barely move with the heap layout (a 16 B to 100 KB allocation made
/// before four points moved them by at most 0.02%, measured) or the environment's size (≤ 0.06%),
/// but another binary of the same sources can move them by up to about 0.8%: the Swift
/// runtime's metadata caches, which instantiating a generic key path literal in a reducer's
/// `body` probes on every action, hash addresses inside the binary (three link layouts of one
/// source tree moved `Scope.FanOut/send to root` by 0.79%, `ForEach.Deep` by 0.25%, and
/// `Store.Send/root` not at all). A point whose counts vary (an effect workload, whose tasks'
/// scheduling on the run loop depends on time) gets five times its spread and at least
/// `varyingFloor`: three repeats see only part of its variation, and a gate that fails at
/// random would be ignored.
public struct InstructionCalibration: Sendable {
  /// One point's repeated counts.
  public struct Point: Sendable {
    /// `Subject.Operation/scenario`.
    public let identifier: String
    /// The point's sizes.
    public let sizes: Sizes
    /// Instructions per operation, one per repeat.
    public let counts: [Double]

    /// The point's key in thresholds files: `Subject.Operation/scenario sizes`.
    public var key: String {
      "\(identifier) \(sizes)"
    }

    /// (largest − smallest) / smallest.
    public var spread: Double {
      guard let low = counts.min(), let high = counts.max(), low > 0 else { return 0 }
      return (high - low) / low
    }
  }

  /// Every counted point, in report order.
  public let points: [Point]
  /// The threshold of a point whose counts agree.
  public let floor: Double
  /// The smallest threshold of a point whose counts vary.
  public let varyingFloor: Double

  /// The calibration of `repeats`, reports of the same points counted by the same build.
  public init(repeats: [BenchReport], floor: Double = 0.01, varyingFloor: Double = 0.02) {
    self.floor = floor
    self.varyingFloor = varyingFloor
    let first = repeats.first?.results ?? []
    points = first.compactMap { point in
      let counts = repeats.compactMap { report in
        report.results.first { $0.key == point.key }?.instructionsPerOperation
      }
      return counts.count == repeats.count && !counts.isEmpty
        ? Point(identifier: point.identifier, sizes: point.sizes, counts: counts) : nil
    }
  }

  /// Per point (by ``Point/key``): `floor`, or for varying counts 5 × the spread and at least
  /// `varyingFloor`, rounded up to 0.1%.
  public var thresholds: [String: Double] {
    Dictionary(points.map { ($0.key, threshold(of: $0)) }) { first, _ in first }
  }

  private func threshold(of point: Point) -> Double {
    guard point.spread >= 0.0001 else { return floor }
    return max(varyingFloor, ((5 * point.spread) * 1000).rounded(.up) / 1000)
  }

  /// A markdown table of every point's counts, its spread and its workload's threshold.
  public func markdown(title: String) -> String {
    let thresholds = self.thresholds
    let repeats = points.first?.counts.count ?? 0
    var lines = [
      "# \(title)", "",
      "Instructions per operation counted under callgrind \(repeats) times by the same build. A "
        + "point whose counts agree (spread under 0.01%) is gated at " + String(format: "%.1f%%", floor * 100)
        + "; a point whose counts vary, at 5 × its spread and at least " + String(format: "%.0f%%", varyingFloor * 100) + ".", "",
      "| workload | sizes | " + (1...max(repeats, 1)).map { "count \($0)" }.joined(separator: " | ")
        + " | spread | threshold |",
      "|---|---|" + String(repeating: "---:|", count: max(repeats, 1)) + "---:|---:|",
    ]
    lines += points.map { point in
      let counts = point.counts.map { String(format: "%.1f", $0) }.joined(separator: " | ")
      let threshold = thresholds[point.key] ?? floor
      return "| \(point.identifier) | \(point.sizes) | \(counts) | "
        + String(format: "%.4f%%", point.spread * 100) + " | " + String(format: "%.1f%%", threshold * 100) + " |"
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
