import Foundation
import Testing

@testable import Harness

@Suite
struct ReportTests {
  static func sampleReport() -> BenchReport {
    let results = [
      point("Baseline.DirectReduce", "counter", [], samples: [2, 2, 3]),
      point("Store.Send", "scoped", [("depth", 1)], samples: [10, 11, 12], baseline: true),
      point("Store.Send", "scoped", [("depth", 10)], samples: [20, 21, 22], baseline: true),
    ]
    let withRatios = ReportAssembler.withBaselineRatios(results)
    return BenchReport(
      date: "2026-11-23T00:00:00Z", git: GitRevision(revision: "abc", dirty: false),
      machine: MachineDescription(
        cpuModel: "Test CPU", cores: 2, memoryBytes: 1 << 30, operatingSystem: "Test OS",
        swiftVersion: "6.3", architecture: "x86_64"
      ),
      options: RunOptions(
        quick: true, filter: nil, measurement: .quick, allocator: "system",
        allocationCounting: true, buildConfiguration: "release"
      ),
      results: withRatios, growth: ReportAssembler.growth(of: withRatios)
    )
  }

  static func point(
    _ workload: String, _ scenario: String, _ sizes: [(String, Int)], samples: [Double],
    baseline: Bool = false
  ) -> PointResult {
    PointResult(
      workload: workload, scenario: scenario,
      sizes: Sizes(sizes.map { SizeEntry(name: $0.0, value: $0.1) }),
      samples: samples, iterationsPerSample: 100, summary: SampleSummary(samples: samples),
      allocationsPerOperation: 0, bytesPerOperation: 0, peakResidentBytes: 1 << 20,
      baseline: baseline
        ? BaselineReference(workload: "Baseline.DirectReduce", scenario: "counter") : nil
    )
  }

  static func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "harness-tests-\(UUID().uuidString)/\(name)"
  }

  @Test
  func baselineRatiosAndGrowthAreDerived() throws {
    let report = Self.sampleReport()
    #expect(report.results[1].baselineRatio == 11.0 / 2.0)
    let growth = try #require(report.growth.first { $0.workload == "Store.Send" })
    #expect(growth.parameter == "depth")
    #expect(abs(growth.fit.slope - log(21.0 / 11.0) / log(10.0)) < 1e-9)
  }

  @Test
  func jsonRoundTripKeepsEverything() throws {
    let path = Self.temporaryPath("latest.json")
    let report = Self.sampleReport()
    try ReportFile.writeJSON(report, to: path)
    #expect(try ReportFile.readReport(at: path) == report)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect(leftovers == ["latest.json"], "an atomic write leaves no temporary file")
  }

  @Test
  func missingReportIsAUsageError() {
    #expect(throws: BenchError.self) { try ReportFile.readReport(at: "/nonexistent/report.json") }
    do { _ = try ReportFile.readReport(at: "/nonexistent/report.json") } catch {
      #expect(error.code == .usage)
      #expect(error.message.contains("/nonexistent/report.json"))
    }
  }

  @Test
  func oldSchemaNamesTheFileAndVersion() throws {
    let path = Self.temporaryPath("old.json")
    try ReportFile.writeAtomically(Data(#"{"schemaVersion": 0, "results": []}"#.utf8), to: path)
    do {
      _ = try ReportFile.readReport(at: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .usage)
      #expect(error.message.contains(path) && error.message.contains("schemaVersion 0"))
    }
  }

  @Test
  func corruptReportIsReportedNotCrashed() throws {
    let path = Self.temporaryPath("corrupt.json")
    try ReportFile.writeAtomically(Data("{ not json".utf8), to: path)
    #expect(throws: BenchError.self) { try ReportFile.readReport(at: path) }
    let truncated = Self.temporaryPath("truncated.json")
    try ReportFile.writeAtomically(Data(#"{"schemaVersion": 1, "date": "x"}"#.utf8), to: truncated)
    do {
      _ = try ReportFile.readReport(at: truncated)
      Issue.record("a report missing its fields must not load")
    } catch {
      #expect(error.message.contains("corrupt") && error.message.contains("missing"))
    }
  }

  @Test
  func unwritableDirectoryIsAnOutputError() {
    do {
      try ReportFile.writeAtomically(Data("x".utf8), to: "/proc/forbidden/latest.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .output)
    }
  }
}
