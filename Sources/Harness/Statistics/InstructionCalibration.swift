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
/// `Store.Send/root` not at all). A point whose counts vary a little (under `unstableSpread`:
/// an effect workload whose tasks' scheduling on the run loop depends on time) gets
/// `varyingFloor`, at least twenty times its spread. A point whose counts vary more is not gated
/// on counts at all: how much of its effects' work lands inside the counted operations depends
/// on the run (TCA's cancellation points varied 0.14–1.87% across three repeats and moved by up
/// to 9.4% in a run beside other work, measured), so no multiple of a quiet spread bounds it,
/// and a gate that fails at random would be ignored.
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
  /// The spread from which a point's counts are not gated.
  public let unstableSpread: Double

  /// The calibration of `repeats`, reports of the same points counted by the same build.
  public init(
    repeats: [BenchReport], floor: Double = 0.01, varyingFloor: Double = 0.02,
    unstableSpread: Double = 0.001
  ) {
    self.floor = floor
    self.varyingFloor = varyingFloor
    self.unstableSpread = unstableSpread
    let first = repeats.first?.results ?? []
    points = first.compactMap { point in
      let counts = repeats.compactMap { report in
        report.results.first { $0.key == point.key }?.instructionsPerOperation
      }
      return counts.count == repeats.count && !counts.isEmpty
        ? Point(identifier: point.identifier, sizes: point.sizes, counts: counts) : nil
    }
  }

  /// Per gated point (by ``Point/key``): `floor`, or `varyingFloor` for counts that vary.
  public var thresholds: [String: Double] {
    Dictionary(points.filter { !isUnstable($0) }.map { ($0.key, threshold(of: $0)) }) { first, _ in
      first
    }
  }

  /// The points not gated on counts (by ``Point/key``), each with its measured spread.
  public var unstableCounts: [String: String] {
    Dictionary(
      points.filter(isUnstable).map { point in
        let spread = String(format: "%.2f%%", point.spread * 100)
        return (
          point.key,
          "they varied by \(spread) over \(point.counts.count) counts of one build (bench calibrate --instructions)"
        )
      }
    ) { first, _ in first }
  }

  private func isUnstable(_ point: Point) -> Bool {
    point.spread >= unstableSpread
  }

  private func threshold(of point: Point) -> Double {
    point.spread >= 0.0001 ? varyingFloor : floor
  }

  /// A markdown table of every point's counts, its spread and its workload's threshold.
  public func markdown(title: String) -> String {
    let thresholds = self.thresholds
    let repeats = points.first?.counts.count ?? 0
    var lines = [
      "# \(title)", "",
      "Instructions per operation counted under callgrind \(repeats) times by the same build. A "
        + "point whose counts agree (spread under 0.01%) is gated at "
        + String(format: "%.1f%%", floor * 100)
        + "; a point whose counts vary, at " + String(format: "%.0f%%", varyingFloor * 100)
        + "; a point whose counts vary by " + String(format: "%.1f%%", unstableSpread * 100)
        + " or more is not gated on counts.", "",
      "| workload | sizes | " + (1...max(repeats, 1)).map { "count \($0)" }.joined(separator: " | ")
        + " | spread | threshold |",
      "|---|---|" + String(repeating: "---:|", count: max(repeats, 1)) + "---:|---:|",
    ]
    lines += points.map { point in
      let counts = point.counts.map { String(format: "%.1f", $0) }.joined(separator: " | ")
      let threshold =
        thresholds[point.key].map { String(format: "%.1f%%", $0 * 100) } ?? "not gated"
      return "| \(point.identifier) | \(point.sizes) | \(counts) | "
        + String(format: "%.4f%%", point.spread * 100) + " | \(threshold) |"
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
