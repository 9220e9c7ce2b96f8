import Foundation

/// One entry of github-action-benchmark's `customSmallerIsBetter` file: a named value and its unit.
///
/// Each point gives one entry per measure, named `<point> (<measure>)`, since the action keys a
/// series by name alone. Time is in `ns`, which the action rescales against `us`/`ms`/`s`; the
/// range is `± half the median's 95% interval`, the form the action recognises.
struct GitHubActionBenchmarkEntry: Encodable, Equatable {
  var name: String
  var unit: String
  var value: Double
  var range: String?
  var extra: String?

  /// The entries of `points`, in report order.
  static func entries(for points: [ExportPoint]) -> [Self] {
    points.flatMap(entries(for:))
  }

  private static func entries(for point: ExportPoint) -> [Self] {
    let summary = point.summary
    let halfWidth = (summary.medianUpper95 - summary.medianLower95) / 2
    let extra =
      "\(summary.count) samples of \(point.iterationsPerSample) operations; p90 \(String(format: "%.4g", summary.p90)) ns"
    var entries = [
      Self(
        name: "\(point.qualifiedName) (time)", unit: "ns", value: summary.median,
        range: "± \(String(format: "%.4g", halfWidth))", extra: extra)
    ]
    if let instructions = point.instructionsPerOperation {
      entries.append(
        Self(
          name: "\(point.qualifiedName) (instructions)", unit: "instructions", value: instructions))
    }
    if let allocations = point.allocationsPerOperation {
      entries.append(
        Self(name: "\(point.qualifiedName) (allocations)", unit: "allocations", value: allocations))
    }
    return entries
  }
}
