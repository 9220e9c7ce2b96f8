import Foundation
import GRDB
import Harness

/// Runs recorded on other machines (a CI matrix's shards, another runner's history) brought
/// into this history: each run once, all of them in one transaction.
extension HistoryStore {
  /// What an import did: runs added, and runs this history already held.
  public struct ImportOutcome: Equatable, Sendable {
    /// Runs added.
    public var imported: Int
    /// Runs skipped because this history already held them.
    public var alreadyHeld: Int
  }

  /// Adds every run of `others` that this history does not hold, in one transaction: a failure
  /// leaves this history as it was. `others` are opened read-only, so another program's database
  /// is refused as reads refuse it.
  public func importRuns(from others: [HistoryStore]) throws(BenchError) -> ImportOutcome {
    var incoming: [StoredRun] = []
    for other in others { incoming += try other.storedRuns() }
    do {
      return try queue.writeWithoutTransaction { db in
        var outcome = ImportOutcome(imported: 0, alreadyHeld: 0)
        try db.inTransaction(.immediate) {
          var held = Set(try StoredRun.fetchAll(db).map(\.identity))
          for run in incoming {
            guard held.insert(run.identity).inserted else {
              outcome.alreadyHeld += 1
              continue
            }
            try run.insert(db)
            outcome.imported += 1
          }
          return .commit
        }
        return outcome
      }
    } catch let error as BenchError {
      throw error
    } catch {
      throw Self.failure(
        error, .output, "cannot import into \(path)", then: "; the history is unchanged")
    }
  }

  /// Every run of this history with its report decoded, oldest first; a report that does not
  /// decode is bad input, refused before anything is imported.
  func storedRuns() throws(BenchError) -> [StoredRun] {
    var runs: [StoredRun]
    do { runs = try queue.read { db in try StoredRun.fetchAll(db, withReports: true) } } catch {
      throw Self.failure(error, .usage, "cannot read \(path)")
    }
    for index in runs.indices {
      do {
        runs[index].decoded = try JSONDecoder().decode(
          BenchReport.self, from: runs[index].report ?? Data())
      } catch {
        throw BenchError(
          .usage, "\(path): the report of its run \(index + 1) is corrupt; nothing was imported")
      }
    }
    return runs
  }
}

/// One run's row as stored, and what tells two recordings of the same run apart from two runs.
struct StoredRun: Sendable {
  var command, date, machine, swiftVersion, runtime: String
  var revision: String?
  var dirty: Bool?
  var quick: Bool
  var reportLength: Int
  var report: Data?
  /// The report, decoded before the import's transaction begins.
  var decoded: BenchReport?

  /// The same measurement recorded twice has the same command, revision, date, machine,
  /// toolchain, runtime and report size.
  var identity: String {
    [
      command, revision ?? "-", dirty.map { "\($0)" } ?? "-", date, machine, swiftVersion,
      runtime, "\(quick)", "\(reportLength)",
    ].joined(separator: "\u{1}")
  }

  static func fetchAll(_ db: Database, withReports: Bool = false) throws -> [StoredRun] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT command, revision, dirty, date, machine, swiftVersion, runtime, quick,
        length(report) AS reportLength\(withReports ? ", report" : "") FROM run ORDER BY id
        """)
    return rows.map { row in
      StoredRun(
        command: row["command"], date: row["date"], machine: row["machine"],
        swiftVersion: row["swiftVersion"], runtime: row["runtime"], revision: row["revision"],
        dirty: row["dirty"], quick: row["quick"], reportLength: row["reportLength"],
        report: withReports ? row["report"] : nil)
    }
  }

  /// Inserts the run as it was stored, and its points from its report.
  func insert(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO run (command, revision, dirty, date, machine, swiftVersion, runtime, quick, report)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [command, revision, dirty, date, machine, swiftVersion, runtime, quick, report])
    let runID = db.lastInsertedRowID
    for (position, point) in (decoded?.results ?? []).enumerated() where point.skipped == nil {
      try db.execute(
        sql: PointRow.insert, arguments: PointRow.arguments(point, runID: runID, position: position)
      )
    }
  }
}
