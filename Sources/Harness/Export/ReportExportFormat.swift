import Foundation

/// A format other continuous-benchmarking tools read, into which a report can be exported.
///
/// Every format carries the measured points only (a skipped point has no value to send) and
/// names each point `Subject.Operation/scenario` followed by its sizes, as the report does.
public enum ReportExportFormat: String, CaseIterable, Sendable {
  /// Bencher Metric Format JSON (`bencher run --adapter json`).
  case bmf
  /// github-action-benchmark's `customSmallerIsBetter` JSON.
  case githubActionBenchmark = "github-action-benchmark"
  /// JMH's `-rf json` result file, as jmh-visualizer, Jenkins' JMH report and Bencher's `java_jmh` read it.
  case jmh

  /// The file name of `report` exported in this format, next to `<name>.json`.
  public func fileName(for name: String) -> String {
    "\(name).\(rawValue).json"
  }

  /// `report` in this format, as pretty-printed JSON with sorted keys.
  public func export(_ report: BenchReport) throws(BenchError) -> Data {
    try export(report.results.compactMap(ExportPoint.init))
  }

  /// `points`, in their order, as pretty-printed JSON with sorted keys.
  public func export(_ points: [ExportPoint]) throws(BenchError) -> Data {
    switch self {
    case .bmf: return try Self.encode(BencherMetricFormat(points))
    case .githubActionBenchmark:
      return try Self.encode(GitHubActionBenchmarkEntry.entries(for: points))
    case .jmh: return try Self.data(of: JMHResult.text(of: points.map(JMHResult.init)))
    }
  }

  /// The formats named in `list`, comma-separated; fails naming the unknown ones.
  public static func parse(list: String) throws(BenchError) -> [ReportExportFormat] {
    let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let unknown = names.filter { ReportExportFormat(rawValue: $0) == nil }
    guard unknown.isEmpty, !names.isEmpty else {
      throw BenchError(
        .usage,
        "unknown export format \(unknown.joined(separator: ", ")); known: \(allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    return names.compactMap(ReportExportFormat.init(rawValue:))
  }

  private static func data(of text: JSONText) throws(BenchError) -> Data {
    if let number = text.nonFiniteNumber {
      throw BenchError(.output, "cannot encode the export: \(number) is not a JSON number")
    }
    return Data(text.bytes) + Data("\n".utf8)
  }

  private static func encode(_ value: some Encodable) throws(BenchError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do { return try encoder.encode(value) + Data("\n".utf8) } catch {
      throw BenchError(.output, "cannot encode the export: \(error)")
    }
  }
}
