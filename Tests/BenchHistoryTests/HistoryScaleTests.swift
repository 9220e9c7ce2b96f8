import BenchHistory
import Foundation
import GRDB
import Testing

/// What keeps a long history fast: the index a point's series is read by, added to old
/// histories without making them unreadable, and exports that read one run at a time.
struct HistoryScaleTests {
  private static func indexes(at path: String) throws -> [String] {
    try DatabaseQueue(path: path).read { db in
      try String.fetchAll(
        db,
        sql:
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'point' ORDER BY name"
      )
    }
  }

  /// A history as the bench before the index wrote it: every table, only the first migration.
  private static func historyWithoutTheIndex() throws -> String {
    let path = HistoryStoreTests.temporaryPath()
    try HistoryStore(path: path).record(
      HistoryStoreTests.report(revision: "aaa", instructions: 1000), command: "run")
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql:
          "DROP INDEX point_name_run; DELETE FROM grdb_migrations WHERE identifier = 'v2-point-name-run'"
      )
    }
    return path
  }

  @Test func aNewHistoryReadsAPointsSeriesByNameAndRun() throws {
    let path = HistoryStoreTests.temporaryPath()
    try HistoryStore(path: path).record(
      HistoryStoreTests.report(revision: "aaa", instructions: 1000), command: "run")
    #expect(try Self.indexes(at: path).contains("point_name_run"))
    let plan = try DatabaseQueue(path: path).read { db in
      try Row.fetchAll(
        db, sql: "EXPLAIN QUERY PLAN SELECT runID FROM point WHERE name = ? ORDER BY runID",
        arguments: ["x"]
      )
      .map { $0["detail"] as String? ?? "" }
    }
    #expect(
      plan.joined().contains("point_name_run") && !plan.joined().contains("TEMP B-TREE"), "\(plan)")
  }

  @Test func aHistoryWithoutTheIndexIsReadAsItIsAndGetsItWhenRecordedInto() throws {
    let path = try Self.historyWithoutTheIndex()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let reader = try HistoryStore(readingAt: path)
    #expect(
      try reader.series(of: try #require(try reader.pointNames().first), metric: .instructions)
        .count == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "a read changes nothing")
    try HistoryStore(path: path).record(
      HistoryStoreTests.report(revision: "bbb", instructions: 1000), command: "run")
    #expect(try Self.indexes(at: path).contains("point_name_run"))
  }

  @Test func runsAreListedWithTheirRevisionsWithoutTheirReports() throws {
    let path = HistoryStoreTests.temporaryPath()
    let store = try HistoryStore(path: path)
    for revision in ["aaa", "bbb"] {
      try store.record(
        HistoryStoreTests.report(revision: revision, instructions: 1000), command: "run")
    }
    let runs = try HistoryStore(readingAt: path).runRevisions()
    #expect(runs.map(\.id) == [1, 2] && runs.map(\.revision) == ["aaa", "bbb"])
  }
}
