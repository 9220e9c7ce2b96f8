import Foundation
import Testing

@testable import Harness

/// Every report the validator accepts exports to files their readers parse, and a report no
/// measurement could produce is refused before anything is exported.
struct ExportValidityTests {
  /// Points at the edges of what a run writes: skipped, without counts, with names holding
  /// quotes, newlines, control characters, markup and non-ASCII text, and dots in a scenario.
  private static func edgeCaseReport() -> BenchReport {
    var report = ReportTests.sampleReport()
    var skipped = ReportTests.point("Store.Send", "skipped", [("depth", 1)], samples: [1])
    (skipped.summary, skipped.samples, skipped.iterationsPerSample, skipped.skipped) = (
      nil, [], 0, "needs the project API"
    )
    var uncounted = ReportTests.point("Store.Send", "uncounted", [], samples: [5])
    (uncounted.allocationsPerOperation, uncounted.bytesPerOperation, uncounted.peakResidentBytes) =
      (nil, nil, nil)
    let names = [
      "say \"hi\"\\", "two\nlines\r", "\u{1B}[2J\u{7}", "<script>|`x`</script>", "naïve 名前 🧪",
      ".send feedback",
    ]
    report.results +=
      [skipped, uncounted]
      + names.map { ReportTests.point("Odd.Names", $0, [("n", 3)], samples: [7, 8, 9]) }
    report.results[2].instructionsPerOperation = 1234
    return report
  }

  /// `report` written to disk and read back through the validator.
  private static func accepted(_ report: BenchReport) throws -> BenchReport {
    let path = ReportTests.temporaryPath("edge.json")
    try ReportFile.writeJSON(report, to: path)
    return try ReportFile.readReport(at: path)
  }

  @Test(arguments: ReportExportFormat.allCases)
  func everyFormatOfAnAcceptedReportParsesBackAsJSON(_ format: ReportExportFormat) throws {
    let report = try Self.accepted(Self.edgeCaseReport())
    let parsed = try JSONSerialization.jsonObject(with: try format.export(report))
    let text = String(decoding: try format.export(report), as: UTF8.self)
    #expect(
      !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
      "control characters are escaped")
    let measured = report.results.filter { $0.skipped == nil }
    switch format {
    case .bmf: try Self.expectBencher(parsed, names: measured.map(\.qualifiedName))
    case .githubActionBenchmark:
      try Self.expectGitHubActionBenchmark(parsed, points: measured.count)
    case .jmh: try Self.expectJMH(parsed, points: measured.count)
    }
  }

  private static func expectBencher(_ parsed: Any, names: [String]) throws {
    let benchmarks = try #require(parsed as? [String: [String: [String: Double]]])
    #expect(Set(benchmarks.keys) == Set(names), "every measured point, its name kept byte for byte")
    for metric in benchmarks.values.flatMap(\.values) {
      let value = try #require(metric["value"])
      #expect(
        (metric["lower_value"] ?? value) <= value && value <= (metric["upper_value"] ?? value))
    }
  }

  private static func expectGitHubActionBenchmark(_ parsed: Any, points: Int) throws {
    let entries = try #require(parsed as? [[String: Any]])
    let names = entries.compactMap { $0["name"] as? String }
    #expect(names.count == entries.count && Set(names).count == names.count)
    #expect(
      entries.filter { ($0["name"] as? String)?.hasSuffix(" (time)") == true }.count == points)
    for range in entries.compactMap({ $0["range"] as? String }) {
      #expect(
        range.range(of: #"^± \d"#, options: .regularExpression) != nil,
        "a non-negative half width: \(range)")
    }
  }

  private static func expectJMH(_ parsed: Any, points: Int) throws {
    let results = try #require(parsed as? [[String: Any]])
    #expect(results.count == points)
    for result in results {
      let benchmark = try #require(result["benchmark"] as? String)
      let method = benchmark.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
      #expect(!method.isEmpty, "a method after the class: \(benchmark)")
      let primary = try #require(result["primaryMetric"] as? [String: Any])
      #expect(try #require(primary["scoreError"] as? Double) >= 0)
    }
    let dotted = results.compactMap { $0["benchmark"] as? String }.filter {
      $0.hasPrefix("Odd.Names.")
    }
    #expect(
      dotted.allSatisfy { $0.split(separator: ".", omittingEmptySubsequences: false).count == 3 },
      "\(dotted)")
  }

  /// The issue's report: `medianLower95` above the median, which exported as BMF
  /// `lower_value > value` and a negative JMH `scoreError`.
  @Test(arguments: [("medianLower95", 48.6), ("medianUpper95", 0.5)])
  func aMedianOutsideItsIntervalIsRefusedAsImplausible(_ field: String, _ value: Double) throws {
    let path = ReportTests.temporaryPath("implausible.json")
    try ReportFile.writeJSON(ReportTests.sampleReport(), to: path)
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        as? [String: Any])
    var results = try #require(json["results"] as? [[String: Any]])
    var summary = try #require(results[0]["summary"] as? [String: Any])
    summary[field] = value
    results[0]["summary"] = summary
    json["results"] = results
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
    let error = try #require(throws: BenchError.self) { try ReportFile.readReport(at: path) }
    #expect(error.code == .usage)
    #expect(
      error.message.contains("implausible") && error.message.contains("95% interval")
        && !error.message.contains("\n"), "\(error.message)")
  }

  /// A 160 MB report took `compare` 3.4 GB of memory: a report past the limit is refused
  /// before it is read (a sparse file, so the test writes nothing).
  @Test func aReportPastTheSizeLimitIsRefusedUnread() throws {
    let path = ReportTests.temporaryPath("huge.json")
    try ReportFile.writeJSON(ReportTests.sampleReport(), to: path)
    let file = try #require(FileHandle(forWritingAtPath: path))
    try file.truncate(atOffset: UInt64(ReportFile.maximumReportBytes + 1))
    try file.close()
    let error = try #require(throws: BenchError.self) { try ReportFile.readReport(at: path) }
    #expect(
      error.code == .usage && error.message.contains("larger than the 32 MB"), "\(error.message)")
  }

  /// `schemaVersion: 1.5` was called truncated JSON.
  @Test func aFractionalSchemaVersionIsNamedAsSuch() throws {
    let path = ReportTests.temporaryPath("fraction.json")
    try ReportFile.writeAtomically(Data(#"{"schemaVersion": 1.5}"#.utf8), to: path)
    let error = try #require(throws: BenchError.self) { try ReportFile.readReport(at: path) }
    #expect(
      error.code == .usage && error.message.contains("schemaVersion 1.5")
        && !error.message.contains("JSON"), "\(error.message)")
  }

  /// Reports without a point in common said "**inconclusive** — ." in their markdown.
  @Test func aComparisonWithoutCommonPointsSaysSo() {
    var other = ReportTests.sampleReport()
    for index in other.results.indices { other.results[index].workload = "Other.Workload" }
    let markdown = ReportComparison(
      base: ReportTests.sampleReport(), new: other, options: ComparisonOptions()
    ).markdown()
    #expect(
      markdown.contains("no point was measured in both reports") && !markdown.contains("— ."),
      "\(markdown)")
  }

  /// Two points that only the sizes' separator tells apart would share one name in every export
  /// and in the history.
  @Test func pointsSharingAQualifiedNameAreRefused() throws {
    var report = ReportTests.sampleReport()
    report.results.append(ReportTests.point("Store.Send", "scoped depth=1", [], samples: [3]))
    #expect(report.corruption?.contains("appears more than once") == true)
  }
}
