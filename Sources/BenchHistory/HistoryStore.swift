import Foundation
import GRDB
import Harness

/// The history of bench reports across revisions, in an embedded SQLite database.
///
/// Every write is one transaction, which waits for another bench's write to finish: concurrent
/// recorders each record their run, and an interrupted or failed record leaves the database as
/// it was. A file that is not such a database, or one written by a newer bench, is refused with
/// a usage error and left untouched; a history opened for reading is never created or changed.
public struct HistoryStore: Sendable {
  /// The history file's default location, relative to the package.
  public static let defaultPath = ".bench/history.sqlite"

  /// How long a read or write waits for another bench's write to finish, in seconds; a record
  /// of a full run takes well under a second.
  static let lockWait: TimeInterval = 60

  let queue: DatabaseQueue
  /// The database file.
  public let path: String

  /// Opens for recording (creating it if absent) the history at `path`, and migrates it to
  /// this build's schema; fails with `.output` when `path` cannot be written.
  public init(path: String) throws(BenchError) {
    try HistoryLocation.requireWritable(path)
    // The check leaves no directory it made; SQLite creates the file but not its directory.
    try? FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
      withIntermediateDirectories: true
    )
    self.path = path
    queue = try Self.queue(at: path, readonly: false)
    try migrate()
  }

  /// Opens the existing history at `path` read-only: nothing is created, migrated or changed,
  /// and a file that is not a history of this bench's schema is refused.
  public init(readingAt path: String) throws(BenchError) {
    try HistoryLocation.requireReadable(path)
    self.path = path
    queue = try Self.queue(at: path, readonly: true)
    if let refusal = Self.refusal(try state(), at: path, recording: false) { throw refusal }
  }

  private static func queue(at path: String, readonly: Bool) throws(BenchError) -> DatabaseQueue {
    var configuration = Configuration()
    configuration.readonly = readonly
    configuration.busyMode = .timeout(lockWait)
    do { return try DatabaseQueue(path: path, configuration: configuration) } catch {
      let primary = (error as? DatabaseError)?.resultCode.primaryResultCode
      let unwritable =
        !readonly
        && [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_IOERR, .SQLITE_FULL].contains(
          primary)
      throw failure(
        error, unwritable ? .output : .usage,
        unwritable ? "cannot record in \(path)" : "\(path) is not a bench history database")
    }
  }

  private func state() throws(BenchError) -> HistorySchema.State {
    do { return try queue.read(HistorySchema.state(of:)) } catch {
      throw Self.failure(error, .usage, "\(path) is not a bench history database")
    }
  }

  /// Migrates a new or older history; another bench migrating it at the same moment is no error.
  /// Each migration is its own transaction, so a bench that lost the race for one (its tables
  /// already exist) tries again once the other has moved on, up to about 5 s.
  private func migrate() throws(BenchError) {
    let state = try state()
    if let refusal = Self.refusal(state, at: path, recording: true) { throw refusal }
    guard state != .current else { return }
    for attempt in 1...100 {
      do { return try HistorySchema.migrator.migrate(queue) } catch {
        if (try? self.state()) == .current { return }
        if attempt == 100 { throw Self.failure(error, .output, "cannot migrate \(path)") }
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }

  /// Why a history in `state` cannot be read or, when `recording`, recorded into; `nil` if it can.
  private static func refusal(_ state: HistorySchema.State, at path: String, recording: Bool)
    -> BenchError?
  {
    switch state {
    case .current, .olderAdditions: nil
    case .empty:
      recording
        ? nil
        : BenchError(
          .usage, "\(path) is not a bench history database: it is empty; it was left as is")
    case .older:
      recording
        ? nil
        : BenchError(
          .usage, "\(path) is a history of an older bench: record a run into it to migrate it")
    case .newer:
      BenchError(
        .usage,
        "\(path) was written by a newer bench (its schema has migrations this one lacks); it was left as is"
      )
    case .foreign(let reason):
      BenchError(.usage, "\(path) is not a bench history database: \(reason); it was left as is")
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
      // Immediate: the write lock is taken (waiting for another writer) before anything is read.
      return try queue.writeWithoutTransaction { db in
        var runID: Int64 = 0
        try db.inTransaction(.immediate) {
          runID = try Self.insertRun(report, command: command, encoded: encoded, db)
          for (position, point) in report.results.enumerated() where point.skipped == nil {
            try db.execute(
              sql: PointRow.insert,
              arguments: PointRow.arguments(point, runID: runID, position: position))
          }
          return .commit
        }
        return runID
      }
    } catch {
      throw Self.failure(
        error, .output, "cannot record the report in \(path)", then: "; the history is unchanged")
    }
  }

  private static func insertRun(
    _ report: BenchReport, command: String, encoded: Data, _ db: Database
  ) throws -> Int64 {
    try db.execute(
      sql: """
        INSERT INTO run (command, revision, dirty, date, machine, swiftVersion, runtime, quick, report)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        command, report.git.revision, report.git.dirty, report.date, machineKey(report.machine),
        report.machine.swiftVersion, report.runtime?.title ?? "ComposableRuntime",
        report.options.quick, encoded,
      ]
    )
    return db.lastInsertedRowID
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
  public func series(of name: String, metric: HistoryMetric, machine: String? = nil)
    throws(BenchError) -> [HistoryEntry]
  {
    try read { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT run.id, run.revision, run.dirty, run.date, run.command, point.\(metric.column) AS value,
            point.lower95, point.upper95
          FROM point JOIN run ON run.id = point.runID
          WHERE point.name = ? AND point.\(metric.column) IS NOT NULL AND (? IS NULL OR run.machine = ?)
          ORDER BY point.runID
          """,
        arguments: [name, machine, machine]
      )
      return rows.map { row in
        HistoryEntry(
          runID: row["id"], revision: row["revision"], dirty: row["dirty"], date: row["date"],
          command: row["command"],
          value: row["value"], lower95: metric == .time ? row["lower95"] : nil,
          upper95: metric == .time ? row["upper95"] : nil
        )
      }
    }
  }

  /// The report recorded as run `id`.
  public func report(ofRun id: Int64) throws(BenchError) -> BenchReport? {
    let data = try read { db in
      try Data.fetchOne(db, sql: "SELECT report FROM run WHERE id = ?", arguments: [id])
    }
    guard let data else { return nil }
    do { return try JSONDecoder().decode(BenchReport.self, from: data) } catch {
      throw BenchError(
        .usage, "run \(id) in \(path) holds a report this bench cannot read: \(error)")
    }
  }

  /// The points of run `id` as the export formats write them, in its report's order; `nil` when
  /// there is no such run. They are read from the run's point rows, and from its stored report
  /// only for a run recorded before the rows held every exported field.
  public func exportPoints(ofRun id: Int64) throws(BenchError) -> [ExportPoint]? {
    if let points = try read({ db in try PointRow.exportPoints(ofRun: id, db) }) { return points }
    return try report(ofRun: id)?.results.compactMap(ExportPoint.init)
  }

  /// The revisions of the runs `command` recorded on `machine`.
  public func revisions(command: String, machine: String) throws(BenchError) -> Set<String> {
    try read { db in
      Set(
        try String.fetchAll(
          db,
          sql:
            "SELECT revision FROM run WHERE command = ? AND machine = ? AND revision IS NOT NULL",
          arguments: [command, machine]))
    }
  }

  /// The id and revision of every run recorded, oldest first, without their reports: an export
  /// of many runs reads those one at a time (``exportPoints(ofRun:)``).
  public func runRevisions() throws(BenchError) -> [(id: Int64, revision: String?)] {
    try read { db in
      try Row.fetchAll(db, sql: "SELECT id, revision FROM run ORDER BY id").map {
        (id: $0["id"], revision: $0["revision"])
      }
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
      throw Self.failure(error, .usage, "cannot read \(path)")
    }
  }

  /// `error` as one line after `context`, with `code`; but a history still locked after
  /// ``lockWait`` is an output failure whatever the command, since waiting longer might succeed.
  static func failure(
    _ error: any Error, _ code: BenchError.ExitCode, _ context: String, then suffix: String = ""
  ) -> BenchError {
    guard let database = error as? DatabaseError else {
      return BenchError(code, "\(context): \(error)\(suffix)")
    }
    let locked = [.SQLITE_BUSY, .SQLITE_LOCKED].contains(database.resultCode.primaryResultCode)
    let reason =
      locked
      ? "another bench held it locked for over \(Int(lockWait)) s"
      : database.message ?? "\(database.resultCode)"
    return BenchError(locked ? .output : code, "\(context): \(reason)\(suffix)")
  }
}
