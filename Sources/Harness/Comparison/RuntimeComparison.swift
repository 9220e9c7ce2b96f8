/// Two reports of two different runtimes (TCA and this repository's, or any two packages)
/// measured on the same points, set side by side: no verdict, since neither is the other's
/// earlier revision.
public struct RuntimeComparison: Codable, Sendable {
  /// The runtime of the first report.
  public var base: RuntimeDescription
  /// The runtime of the second report.
  public var new: RuntimeDescription
  /// Whether both reports were measured on the same machine with the same toolchain.
  public var sameMachine: Bool
  /// When each report was made.
  public var dates: [String]
  /// The points both runtimes measured, with ratios, allocations and instructions.
  public var rows: [ComparisonRow]
  /// The points one runtime could not measure, with the reason its report gives.
  public var notMeasured: [NotMeasured]

  /// A point one of the runtimes has no measurement for.
  public struct NotMeasured: Codable, Sendable, Equatable {
    /// `Subject.Operation/scenario`.
    public var identifier: String
    /// The point's sizes.
    public var sizes: Sizes
    /// The runtime without a measurement.
    public var runtime: String
    /// Why, as that runtime's report says (or that it lacks the point).
    public var reason: String
  }

  /// Whether `base` and `new` measured different runtimes, so that they are compared as runtimes
  /// rather than judged as two revisions of one.
  public static func appliesTo(base: BenchReport, new: BenchReport) -> Bool {
    guard let first = base.runtime, let second = new.runtime else { return false }
    return first.module != second.module || first.package != second.package
  }

  /// The runtimes of `base` and `new` side by side, point by point.
  public init(base: BenchReport, new: BenchReport, comparison: ReportComparison) {
    let unknown = RuntimeDescription(
      module: "unknown", package: "unknown", version: nil, revision: nil, source: "unknown")
    self.base = base.runtime ?? unknown
    self.new = new.runtime ?? unknown
    self.sameMachine = base.machine == new.machine
    self.dates = [base.date, new.date]
    self.rows = comparison.rows.filter { $0.baseMedian != nil && $0.newMedian != nil }
    self.notMeasured =
      Self.notMeasured(in: base, by: self.base.module, against: new)
      + Self.notMeasured(in: new, by: self.new.module, against: base)
  }

  /// The points of `report` that have no measurement, and those of `other` that `report` lacks.
  private static func notMeasured(
    in report: BenchReport, by runtime: String, against other: BenchReport
  ) -> [NotMeasured] {
    let keys = Set(report.results.map(\.key))
    let skipped = report.results.filter { $0.summary == nil }.map {
      NotMeasured(
        identifier: $0.identifier, sizes: $0.sizes, runtime: runtime,
        reason: $0.skipped ?? "no measurement")
    }
    let missing = other.results.filter { !keys.contains($0.key) }.map {
      NotMeasured(
        identifier: $0.identifier, sizes: $0.sizes, runtime: runtime, reason: "not in its report")
    }
    return skipped + missing
  }
}
