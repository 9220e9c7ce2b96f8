import Foundation

/// Instruction counts of the same build repeated, and the gate thresholds they justify.
///
/// callgrind counts the same instructions on every run of the same binary; what varies is the
/// little that depends on the environment. A point whose counts agree (spread under 0.01%) gets
/// `floor`, 1%: another binary of the same sources can move its counts by up to about 0.8%
/// (the Swift runtime's metadata caches, which instantiating a generic key path literal in a
/// reducer's `body` probes on every action, hash addresses inside the binary: three link layouts
/// of one source tree moved `Scope.FanOut/send to root` by 0.79%, `ForEach.Deep` by 0.25%, and
/// `Store.Send/root` not at all). A point whose counts vary a little (under `unstableSpread`: an
/// effect workload whose tasks' scheduling on the run loop depends on time) gets `varyingFloor`,
/// at least twenty times its spread. A point whose counts vary more is not gated on counts at
/// all: how much of its effects' work lands inside the counted operations depends on the run
/// (TCA's cancellation points varied 0.14–1.87% across three repeats and moved by up to 9.4% in a
/// run beside other work, measured), so no multiple of a quiet spread bounds it, and a gate that
/// fails at random would be ignored.
///
/// Counts can also depend on where the heap puts things, which any change to the binary moves:
/// swift-collections seeds each hash table with its storage's address, so a lookup by id in an
/// `IdentifiedArray` probes more or fewer buckets from one layout to the next
/// (`Baseline.DirectForEach`, no runtime at all, moved 15.5% at depth 4 and width 1,000 between
/// two builds). So each point is also counted under heap shifts (``RunPoint/heapShiftVariable``),
/// and its threshold grows by what they add to the repeats' spread.
public struct InstructionCalibration: Sendable {
  /// One point's repeated counts.
  public struct Point: Sendable {
    /// `Subject.Operation/scenario`.
    public let identifier: String
    /// The point's sizes.
    public let sizes: Sizes
    /// Instructions per operation, one per repeat.
    public let counts: [Double]
    /// Instructions per operation, one per heap shift.
    public var shiftedCounts: [Double] = []

    /// The point's key in thresholds files: `Subject.Operation/scenario sizes`.
    public var key: String {
      "\(identifier) \(sizes)"
    }

    /// (largest − smallest) / smallest of the repeats.
    public var spread: Double { Self.spread(of: counts) }

    /// (largest − smallest) / smallest of the repeats and the heap shifts together.
    public var layoutSpread: Double { Self.spread(of: counts + shiftedCounts) }

    private static func spread(of counts: [Double]) -> Double {
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

  /// The calibration of `repeats`, reports of the same points counted by the same build, and
  /// of `shifted`, the same counted under heap shifts.
  public init(
    repeats: [BenchReport], shifted: [BenchReport] = [], floor: Double = 0.01,
    varyingFloor: Double = 0.02, unstableSpread: Double = 0.001
  ) {
    self.floor = floor
    self.varyingFloor = varyingFloor
    self.unstableSpread = unstableSpread
    let first = repeats.first?.results ?? []
    points = first.compactMap { point in
      let counts = Self.counts(of: point.key, in: repeats)
      guard counts.count == repeats.count, !counts.isEmpty else { return nil }
      var calibrated = Point(identifier: point.identifier, sizes: point.sizes, counts: counts)
      calibrated.shiftedCounts = Self.counts(of: point.key, in: shifted)
      return calibrated
    }
  }

  private static func counts(of key: String, in reports: [BenchReport]) -> [Double] {
    reports.compactMap { report in
      report.results.first { $0.key == key }?.instructionsPerOperation
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
    let base = point.spread >= 0.0001 ? varyingFloor : floor
    let addedByLayout = point.layoutSpread - point.spread
    return addedByLayout >= 0.0001 ? base + addedByLayout : base
  }

  /// A markdown table of every point's counts, its spread and its workload's threshold.
  public func markdown(title: String) -> String {
    let thresholds = self.thresholds
    let repeats = max(points.first?.counts.count ?? 0, 1)
    let shifts = points.first?.shiftedCounts.count ?? 0
    let columns =
      (1...repeats).map { "count \($0)" } + (0..<shifts).map { "shift \($0 + 1)" }
      + (shifts > 0 ? ["spread", "layout spread"] : ["spread"])
    var lines = [
      "# \(title)", "", explanation(repeats: repeats, shifts: shifts), "",
      "| workload | sizes | " + columns.joined(separator: " | ") + " | threshold |",
      "|---|---|" + String(repeating: "---:|", count: columns.count) + "---:|",
    ]
    lines += points.map { row(of: $0, threshold: thresholds[$0.key], showingLayout: shifts > 0) }
    return lines.joined(separator: "\n") + "\n"
  }

  private func explanation(repeats: Int, shifts: Int) -> String {
    "Instructions per operation counted under callgrind \(repeats) times by the same build"
      + (shifts > 0 ? ", and under \(shifts) heap shifts" : "") + ". A "
      + "point whose counts agree (spread under 0.01%) is gated at "
      + String(format: "%.1f%%", floor * 100)
      + "; a point whose counts vary, at " + String(format: "%.0f%%", varyingFloor * 100)
      + "; a point whose counts vary by " + String(format: "%.1f%%", unstableSpread * 100)
      + " or more is not gated on counts."
      + (shifts > 0
        ? " What a point's layout spread, over the shifts too, adds to its spread is added to its threshold."
        : "")
  }

  private func row(of point: Point, threshold: Double?, showingLayout: Bool) -> String {
    let counts = (point.counts + point.shiftedCounts).map { String(format: "%.1f", $0) }
    let spreads =
      [point.spread] + (showingLayout ? [point.layoutSpread] : [])
    let threshold = threshold.map { String(format: "%.1f%%", $0 * 100) } ?? "not gated"
    return "| \(point.identifier) | \(point.sizes) | \(counts.joined(separator: " | ")) | "
      + spreads.map { String(format: "%.4f%%", $0 * 100) }.joined(separator: " | ")
      + " | \(threshold) |"
  }
}
