import Foundation
import GRDB
import Harness

/// The history of bench reports across revisions, in an embedded SQLite database.
///
/// Every write is one transaction: an interrupted or failed record leaves the database as it
/// was. A file that is not such a database, or one written by a newer bench, is refused with a
/// usage error and left untouched.
public struct HistoryStore: Sendable {
  /// The history file's default location, relative to the package.
  public static let defaultPath = ".bench/history.sqlite"

  private let queue: DatabaseQueue
  /// The database file.
  public let path: String

  /// Opens (creating it if absent) the history at `path` and migrates it to this build's schema.
  public init(path: String) throws(BenchError) {
    self.path = path
    do {
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true
      )
    } catch {
      throw BenchError(.output, "cannot create the directory of \(path): \(error.localizedDescription)")
    }
    do { queue = try DatabaseQueue(path: path) } catch {
      throw BenchError(.usage, "\(path) is not a bench history database: \(Self.reason(error))")
    }
    try migrate()
  }

  private func migrate() throws(BenchError) {
    let migrator = HistorySchema.migrator
    let superseded: Bool
    do { superseded = try queue.read { try migrator.hasBeenSuperseded($0) } } catch {
      throw BenchError(.usage, "\(path) is not a bench history database: \(Self.reason(error))")
    }
    guard !superseded else {
      throw BenchError(.usage, "\(path) was written by a newer bench (its schema has migrations this one lacks); it was left as is")
    }
    do { try migrator.migrate(queue) } catch {
      throw BenchError(.output, "cannot migrate \(path): \(Self.reason(error))")
    }
  }

  /// Appends `report`, as recorded by `command`, in one transaction; returns the run's id.
  @discardableResult
  public func record(_ report: BenchReport, command: String) throws(BenchError) -> Int64 {
    let encoded: Data
    do { encoded = try JSONEncoder().encode(report) } catch {
      throw BenchError(.output, "cannot encode the report for \(path): \(error)")
    }
    do {
      return try queue.write { db in
        let runID = try Self.insertRun(report, command: command, encoded: encoded, db)
        for point in report.results where point.skipped == nil {
          try Self.insert(point, runID: runID, db)
        }
        return runID
      }
    } catch {
      throw BenchError(.output, "cannot record the report in \(path): \(Self.reason(error)); the history is unchanged")
    }
  }

  private static func insertRun(_ report: BenchReport, command: String, encoded: Data, _ db: Database) throws -> Int64 {
    try db.execute(
      sql: """
        INSERT INTO run (command, revision, dirty, date, machine, swiftVersion, runtime, quick, report)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        command, report.git.revision, report.git.dirty, report.date, machineKey(report.machine),
        report.machine.swiftVersion, report.runtime?.title ?? "ComposableRuntime", report.options.quick, encoded,
      ]
    )
    return db.lastInsertedRowID
  }

  private static func insert(_ point: PointResult, runID: Int64, _ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO point (runID, name, medianNanoseconds, lower95, upper95, instructions, allocations, bytes)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        runID, point.qualifiedName, point.summary?.median, point.summary?.medianLower95, point.summary?.medianUpper95,
        point.instructionsPerOperation, point.allocationsPerOperation, point.bytesPerOperation,
      ]
    )
  }

  /// The machine a run is keyed by: series from different machines are never mixed.
  public static func machineKey(_ machine: MachineDescription) -> String {
    "\(machine.cpuModel), \(machine.cores) cores, \(machine.operatingSystem), \(machine.architecture)"
  }

  /// The names of the points recorded, sorted.
  public func pointNames() throws(BenchError) -> [String] {
    try read { db in try String.fetchAll(db, sql: "SELECT DISTINCT name FROM point ORDER BY name") }
  }

  /// The point `name`'s `metric`, one entry per run that measured it, oldest first; only runs
  /// on `machine` when one is given.
  public func series(of name: String, metric: HistoryMetric, machine: String? = nil) throws(BenchError) -> [HistoryEntry] {
    try read { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT run.id, run.revision, run.dirty, run.date, run.command, point.\(metric.column) AS value,
            point.lower95, point.upper95
          FROM point JOIN run ON run.id = point.runID
          WHERE point.name = ? AND point.\(metric.column) IS NOT NULL AND (? IS NULL OR run.machine = ?)
          ORDER BY run.id
          """,
        arguments: [name, machine, machine]
      )
      return rows.map { row in
        HistoryEntry(
          runID: row["id"], revision: row["revision"], dirty: row["dirty"], date: row["date"], command: row["command"],
          value: row["value"], lower95: metric == .time ? row["lower95"] : nil, upper95: metric == .time ? row["upper95"] : nil
        )
      }
    }
  }

  /// The report recorded as run `id`.
  public func report(ofRun id: Int64) throws(BenchError) -> BenchReport? {
    let data = try read { db in try Data.fetchOne(db, sql: "SELECT report FROM run WHERE id = ?", arguments: [id]) }
    guard let data else { return nil }
    do { return try JSONDecoder().decode(BenchReport.self, from: data) } catch {
      throw BenchError(.usage, "run \(id) in \(path) holds a report this bench cannot read: \(error)")
    }
  }

  /// The revisions of the runs `command` recorded on `machine`.
  public func revisions(command: String, machine: String) throws(BenchError) -> Set<String> {
    try read { db in
      Set(try String.fetchAll(db, sql: "SELECT revision FROM run WHERE command = ? AND machine = ? AND revision IS NOT NULL", arguments: [command, machine]))
    }
  }

  /// The ids of the runs recorded, oldest first.
  public func runIDs() throws(BenchError) -> [Int64] {
    try read { db in try Int64.fetchAll(db, sql: "SELECT id FROM run ORDER BY id") }
  }

  /// The number of runs recorded.
  public func runCount() throws(BenchError) -> Int {
    try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM run") ?? 0 }
  }

  private func read<T>(_ body: @Sendable (Database) throws -> T) throws(BenchError) -> T {
    do { return try queue.read(body) } catch {
      throw BenchError(.usage, "cannot read \(path): \(Self.reason(error))")
    }
  }

  private static func reason(_ error: any Error) -> String {
    (error as? DatabaseError).map { "\($0.resultCode): \($0.message ?? "")" } ?? "\(error)"
  }
}
