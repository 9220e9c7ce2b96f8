import Foundation
import Testing

@testable import Harness

/// Each export against the shape its consumer documents (see `docs/exports.md`).
struct ReportExportTests {
  /// The sample report, with instructions counted on one point and one point skipped.
  private static func report() -> BenchReport {
    var report = ReportTests.sampleReport()
    report.results[2].instructionsPerOperation = 1234
    var skipped = ReportTests.point("Store.Send", "observed", [("depth", 1)], samples: [1])
    skipped.summary = nil
    skipped.samples = []
    skipped.skipped = "needs the project API"
    report.results.append(skipped)
    return report
  }

  private static func json(_ format: ReportExportFormat) throws -> Any {
    try JSONSerialization.jsonObject(with: format.export(report()))
  }

  @Test func bencherMetricFormatMapsEachPointToItsMeasures() throws {
    let benchmarks = try #require(try Self.json(.bmf) as? [String: [String: [String: Double]]])
    #expect(
      Set(benchmarks.keys) == [
        "Baseline.DirectReduce/counter", "Store.Send/scoped depth=1", "Store.Send/scoped depth=10",
      ])
    for (name, measures) in benchmarks {
      #expect(!name.isEmpty && name.utf8.count <= 1024)
      for (slug, metric) in measures {
        #expect(
          slug.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil
            && slug.count <= 64)
        let value = try #require(metric["value"])
        #expect(Set(metric.keys).isSubset(of: ["value", "lower_value", "upper_value"]))
        #expect(
          (metric["lower_value"] ?? value) <= value && value <= (metric["upper_value"] ?? value))
      }
    }
    let deep = try #require(benchmarks["Store.Send/scoped depth=10"])
    #expect(deep["latency"]?["value"] == 21)
    #expect(deep["instructions"]?["value"] == 1234)
    #expect(benchmarks["Store.Send/scoped depth=1"]?["instructions"] == nil)
  }

  @Test func githubActionBenchmarkEntriesHaveANameAUnitAndAFiniteValue() throws {
    let entries = try #require(try Self.json(.githubActionBenchmark) as? [[String: Any]])
    #expect(entries.count == 7)
    for entry in entries {
      #expect(Set(entry.keys).isSubset(of: ["name", "unit", "value", "range", "extra"]))
      #expect(entry["name"] is String && entry["unit"] is String)
      #expect((entry["value"] as? Double)?.isFinite == true)
      if let range = entry["range"] {
        #expect(
          (range as? String)?.range(of: #"^(\+-|±)\s*\d"#, options: .regularExpression) != nil)
      }
    }
    let names = entries.compactMap { $0["name"] as? String }
    #expect(Set(names).count == names.count)
    #expect(names.contains("Store.Send/scoped depth=10 (instructions)"))
    let time = try #require(
      entries.first { $0["name"] as? String == "Store.Send/scoped depth=10 (time)" })
    #expect(time["unit"] as? String == "ns" && time["value"] as? Double == 21)
  }

  @Test func jmhResultsCarryWhatJMHReadersRequire() throws {
    let results = try #require(try Self.json(.jmh) as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      let benchmark = try #require(result["benchmark"] as? String)
      #expect(benchmark.contains("."))
      #expect(["thrpt", "avgt", "sample", "ss"].contains(result["mode"] as? String))
      #expect(result["threads"] is Int && result["forks"] is Int)
      #expect(result["secondaryMetrics"] is [String: Any])
      let primary = try #require(result["primaryMetric"] as? [String: Any])
      try Self.expectJMHMetric(primary)
      #expect(
        (primary["scoreUnit"] as? String)?.range(
          of: #"^(ns|us|ms|s)/op$"#, options: .regularExpression) != nil)
      if let params = result["params"] { #expect(params is [String: String]) }
    }
    let deep = try #require(results.first { ($0["params"] as? [String: String])?["depth"] == "10" })
    #expect(deep["benchmark"] as? String == "Store.Send.scoped")
    let secondary = try #require(deep["secondaryMetrics"] as? [String: [String: Any]])
    try Self.expectJMHMetric(try #require(secondary["instructions"]))
    #expect(secondary["instructions"]?["score"] as? Double == 1234)
    #expect(
      results.first { $0["params"] == nil }?["benchmark"] as? String
        == "Baseline.DirectReduce.counter")
  }

  private static func expectJMHMetric(_ metric: [String: Any]) throws {
    let score = try #require(metric["score"] as? Double)
    #expect(metric["scoreError"] is Double && metric["scoreUnit"] is String)
    let confidence = try #require(metric["scoreConfidence"] as? [Double])
    #expect(confidence.count == 2 && confidence[0] <= score && score <= confidence[1])
    let percentiles = try #require(metric["scorePercentiles"] as? [String: Double])
    #expect(percentiles["0.0"] != nil && percentiles["50.0"] != nil && percentiles["100.0"] != nil)
    #expect(metric["rawData"] is [[Double]])
  }

  @Test func anUnknownFormatIsAUsageError() throws {
    #expect(throws: BenchError.self) { try ReportExportFormat.parse(list: "bmf,csv") }
    #expect(try ReportExportFormat.parse(list: "jmh, bmf") == [.jmh, .bmf])
  }
}
