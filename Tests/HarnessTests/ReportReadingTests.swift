import Foundation
import Testing

@testable import Harness

/// Reading files that are not sound reports: implausible values, the wrong kind of file, broken
/// JSON.
@Suite
struct ReportReadingTests {
  /// Writes `report` and expects reading it back to fail as corrupt, naming the file, `point`
  /// and `detail`.
  private func expectCorrupt(_ report: BenchReport, naming point: String, _ detail: String) throws {
    let path = ReportTests.temporaryPath("corrupt.json")
    try ReportFile.writeJSON(report, to: path)
    do {
      _ = try ReportFile.readReport(at: path)
      Issue.record("a report with \(detail) must not load")
    } catch {
      #expect(error.code == .usage)
      #expect(error.message.contains(path) && error.message.contains("corrupt"), "\(error.message)")
      #expect(error.message.contains(point) && error.message.contains(detail), "\(error.message)")
    }
  }

  /// Expects reading `path` to fail as bad input with a message containing `fragment` and not
  /// `misleading`.
  private func expectUnreadable(_ path: String, saying fragment: String, not misleading: String) {
    do {
      _ = try ReportFile.readReport(at: path)
      Issue.record("\(path) must not load")
    } catch {
      #expect(error.code == .usage)
      #expect(error.message.contains(path) && error.message.contains(fragment), "\(error.message)")
      #expect(!error.message.contains(misleading), "\(error.message)")
    }
  }

  @Test
  func nonPositiveTimingsAreCorrupt() throws {
    var negativeSample = ReportTests.sampleReport()
    negativeSample.results[1].samples[0] = -1
    try expectCorrupt(negativeSample, naming: "Store.Send/scoped depth=1", "sample -1.0")
    var zeroMedian = ReportTests.sampleReport()
    zeroMedian.results[2].summary = SampleSummary(samples: [0])
    try expectCorrupt(zeroMedian, naming: "Store.Send/scoped depth=10", "median 0.0")
    var noIterations = ReportTests.sampleReport()
    noIterations.results[0].iterationsPerSample = 0
    try expectCorrupt(
      noIterations, naming: "Baseline.DirectReduce/counter -", "iterationsPerSample 0")
  }

  @Test
  func negativeCountsAreCorrupt() throws {
    var allocations = ReportTests.sampleReport()
    allocations.results[1].allocationsPerOperation = -2
    try expectCorrupt(
      allocations, naming: "Store.Send/scoped depth=1", "allocationsPerOperation -2.0")
    var instructions = ReportTests.sampleReport()
    instructions.results[2].instructionsPerOperation = -0.5
    try expectCorrupt(
      instructions, naming: "Store.Send/scoped depth=10", "instructionsPerOperation -0.5")
  }

  @Test
  func duplicatedPointIsCorrupt() throws {
    var report = ReportTests.sampleReport()
    report.results.append(report.results[2])
    try expectCorrupt(report, naming: "Store.Send/scoped depth=10", "more than once")
  }

  /// `JSONEncoder` refuses NaN and infinity, so a file can only hold them as a number literal
  /// beyond `Double`'s range; in memory they are flagged like any implausible value.
  @Test
  func nonFiniteValuesAreCorrupt() throws {
    var report = ReportTests.sampleReport()
    report.results[1].samples[0] = 12345.5
    let path = ReportTests.temporaryPath("overflow.json")
    try ReportFile.writeJSON(report, to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
      of: "12345.5", with: "1e999")
    try ReportFile.writeAtomically(Data(text.utf8), to: path)
    expectUnreadable(path, saying: "overflow.json", not: "no such file")
    var nan = ReportTests.sampleReport()
    nan.results[0].samples[0] = .nan
    #expect(nan.corruption?.contains("Baseline.DirectReduce/counter -") == true)
    var infinite = ReportTests.sampleReport()
    infinite.results[2].instructionsPerOperation = .infinity
    #expect(infinite.corruption?.contains("instructionsPerOperation inf") == true)
  }

  @Test
  func measuredAndSkippedPointsAreSound() {
    var report = ReportTests.sampleReport()
    #expect(report.corruption == nil)
    report.results.append(
      PointResult(
        workload: "Store.Send", scenario: "root", sizes: Sizes(), samples: [],
        iterationsPerSample: 0,
        skipped: "setup failed"
      )
    )
    #expect(report.corruption == nil)
  }

  @Test
  func directoryIsNamedAsOne() {
    expectUnreadable(NSTemporaryDirectory(), saying: "is a directory", not: "no such file")
  }

  /// A FIFO named `name` in the tests' temporary directory.
  private func fifo(named name: String) throws -> String {
    let path = ReportTests.temporaryPath(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
    )
    try #require(mkfifo(path, 0o600) == 0)
    return path
  }

  @Test
  func fifoIsRefusedWithoutBlocking() throws {
    let path = try fifo(named: "fifo.json")
    defer { unlink(path) }
    expectUnreadable(path, saying: "is not a regular file", not: "no such file")
  }

  /// The baseline CI gates against must load, or every check fails with exit 2.
  @Test
  func theCommittedBaselineAndThresholdsLoad() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    let baseline = try ReportFile.readReport(at: "\(root)/Reports/baseline.json")
    #expect(baseline.results.allSatisfy { $0.skipped != nil || $0.instructionsPerOperation != nil })
    #expect(
      try ThresholdFile.load(in: "\(root)/Reports", swiftVersion: baseline.machine.swiftVersion)
        != nil)
  }

  @Test
  func aFifoThresholdsFileIsNamedAsOne() throws {
    let path = try fifo(named: "fifo-thresholds.json")
    defer { unlink(path) }
    do {
      _ = try ThresholdFile.load(from: path, swiftVersion: "6")
      Issue.record("a FIFO must not load")
    } catch {
      #expect(
        error.message.contains("is not a regular file") && !error.message.contains("no such file"),
        "\(error.message)")
    }
  }

  @Test
  func anotherKindOfReportIsNamedAsSuch() throws {
    let kinds = [
      ("conformance report", #"{"schemaVersion": 1, "rules": [], "totals": {}, "rows": []}"#),
      ("mutation report", #"{"schemaVersion": 1, "control": {}, "buildSeconds": 3, "rows": []}"#),
    ]
    for (kind, json) in kinds {
      let path = ReportTests.temporaryPath("\(kind.split(separator: " ")[0]).json")
      try ReportFile.writeAtomically(Data(json.utf8), to: path)
      expectUnreadable(path, saying: "is a \(kind), not a bench report", not: "corrupt")
    }
  }

  @Test
  func truncatedJSONIsNamedAsSuch() throws {
    let path = ReportTests.temporaryPath("truncated.json")
    let whole = try JSONEncoder().encode(ReportTests.sampleReport())
    try ReportFile.writeAtomically(whole.prefix(whole.count / 2), to: path)
    expectUnreadable(path, saying: "is not valid JSON", not: "schemaVersion")
  }

  @Test
  func topLevelDecodingErrorHasNoDanglingLocation() throws {
    let path = ReportTests.temporaryPath("partial.json")
    try ReportFile.writeAtomically(Data(#"{"schemaVersion": 1, "date": "x"}"#.utf8), to: path)
    expectUnreadable(path, saying: "missing git", not: " at ")
  }
}
