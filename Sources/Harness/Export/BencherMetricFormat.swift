/// A report in Bencher Metric Format: each point's name maps to its measures by slug.
///
/// `latency` is Bencher's built-in measure in nanoseconds (the median, with its 95% interval as
/// the bounds); `instructions` is its built-in instruction count; `allocations`,
/// `allocated-bytes` and `peak-resident-bytes` are created by Bencher on first use.
struct BencherMetricFormat: Encodable {
  /// One measure's value, with its bounds when the report has them.
  struct Metric: Encodable, Equatable {
    var value: Double
    var lowerValue: Double?
    var upperValue: Double?

    enum CodingKeys: String, CodingKey {
      case value
      case lowerValue = "lower_value"
      case upperValue = "upper_value"
    }
  }

  /// Measures by point name, then by measure slug.
  var benchmarks: [String: [String: Metric]]

  init(_ points: [ExportPoint]) {
    benchmarks = Dictionary(
      points.map { ($0.qualifiedName, Self.measures(of: $0)) },
      uniquingKeysWith: { first, _ in first })
  }

  func encode(to encoder: any Encoder) throws {
    try benchmarks.encode(to: encoder)
  }

  private static func measures(of point: ExportPoint) -> [String: Metric] {
    let summary = point.summary
    var measures = [
      "latency": Metric(
        value: summary.median, lowerValue: summary.medianLower95, upperValue: summary.medianUpper95)
    ]
    measures["instructions"] = point.instructionsPerOperation.map { Metric(value: $0) }
    measures["allocations"] = point.allocationsPerOperation.map { Metric(value: $0) }
    measures["allocated-bytes"] = point.bytesPerOperation.map { Metric(value: $0) }
    measures["peak-resident-bytes"] = point.peakResidentBytes.map { Metric(value: Double($0)) }
    return measures
  }
}
