import BenchHistory
import Foundation
import GRDB
import Testing

@testable import Harness

/// Exporting a recorded run from its point rows: the same bytes as exporting its report, in
/// every format, without reading the report; runs recorded before the rows held every exported
/// field still export from their reports.
struct HistoryRowExportTests {
  /// Reports measured by this bench and committed in `Reports/`, and a synthetic one with a
  /// skipped point and a point without a summary.
  private static func reports() throws -> [BenchReport] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let measured = try ["latest", "baseline", "before"].map { name in
      try ReportFile.readReport(at: directory.appendingPathComponent("Reports/\(name).json").path)
    }
    var synthetic = HistoryStoreTests.report(revision: "ccc", instructions: 1000)
    var unsummarized = synthetic.results[0]
    unsummarized.scenario = "unsummarized"
    unsummarized.summary = nil
    var skipped = synthetic.results[0]
    skipped.scenario = "skipped"
    skipped.skipped = "not measured"
    synthetic.results += [unsummarized, skipped]
    return measured + [synthetic]
  }

  /// A history holding `reports`, one run each, in order.
  private static func history(of reports: [BenchReport]) throws -> String {
    let path = HistoryStoreTests.temporaryPath()
    let store = try HistoryStore(path: path)
    for report in reports { try store.record(report, command: "run") }
    return path
  }

  /// Every format of run `id`'s exported points, as `history export` writes them.
  private static func exports(ofRun id: Int64, at path: String) throws -> [Data] {
    let points = try #require(try HistoryStore(readingAt: path).exportPoints(ofRun: id))
    return try ReportExportFormat.allCases.map { try $0.export(points) }
  }

  @Test func eachRunExportsFromItsRowsAsItsReportDid() throws {
    let reports = try Self.reports()
    #expect(reports[0].results.count > 100, "a whole quick run")
    let path = try Self.history(of: reports)
    // A report the export read would now fail to decode.
    try DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE run SET report = x'7b'") }
    for (index, report) in reports.enumerated() {
      let expected = try ReportExportFormat.allCases.map { try $0.export(report) }
      #expect(try Self.exports(ofRun: Int64(index + 1), at: path) == expected, "run \(index + 1)")
    }
    #expect(try HistoryStore(readingAt: path).exportPoints(ofRun: 99) == nil)
  }

  @Test func aRunRecordedBeforeTheRowsHeldEveryFieldExportsFromItsReport() throws {
    let reports = try Self.reports()
    let path = try Self.history(of: reports)
    try DatabaseQueue(path: path).write {
      try $0.execute(sql: "UPDATE point SET position = NULL WHERE runID = 4")
    }
    let expected = try ReportExportFormat.allCases.map { try $0.export(reports[3]) }
    #expect(try Self.exports(ofRun: 4, at: path) == expected)
  }

  @Test func aHistoryWithoutTheExportColumnsIsExportedFromItsReportsAndLeftAsItWas() throws {
    let reports = try Self.reports()
    let path = try Self.history(of: Array(reports.suffix(2)))
    let columns = [
      "position", "workload", "scenario", "sizes", "iterationsPerSample", "sampleCount", "minimum",
      "p90", "p99", "peakResidentBytes", "samples",
    ]
    try DatabaseQueue(path: path).write { db in
      for column in columns { try db.execute(sql: "ALTER TABLE point DROP COLUMN \(column)") }
      try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v3-point-export'")
    }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for (index, report) in reports.suffix(2).enumerated() {
      let expected = try ReportExportFormat.allCases.map { try $0.export(report) }
      #expect(try Self.exports(ofRun: Int64(index + 1), at: path) == expected)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "a read changes nothing")
  }
}
