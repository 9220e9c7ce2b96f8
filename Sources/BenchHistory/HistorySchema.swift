import GRDB

/// The history database's schema, as numbered migrations: a database is migrated forward when
/// a run is recorded, and one that holds a migration this build does not know is refused, never
/// rewritten.
enum HistorySchema {
  /// What an opened database holds, as far as this build's schema goes.
  enum State: Equatable {
    /// No tables at all: a new (or zero-length) file.
    case empty
    /// Some of this build's migrations, not all: a history of an older bench.
    case older
    /// Every table of this build's schema, but not its newest indexes or columns: readable as it
    /// is (only slower); a record adds them.
    case olderAdditions
    /// Exactly this build's schema.
    case current
    /// A migration this build does not know: a history of a newer bench.
    case newer
    /// Tables that are not a history's, or a history missing some of its tables.
    case foreign(String)
  }

  /// The tables every migrated history has.
  static let tables: Set<String> = ["grdb_migrations", "run", "point"]

  /// Tells what `db` holds without changing it.
  static func state(of db: Database) throws -> State {
    let present = Set(
      try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    )
    guard !present.isEmpty else { return .empty }
    guard present.contains("grdb_migrations") else {
      return .foreign("it has tables but none of this bench's migrations")
    }
    let migrator = self.migrator
    if try migrator.hasBeenSuperseded(db) { return .newer }
    guard try migrator.hasCompletedMigrations(db) else {
      let missing = Set(migrator.migrations).subtracting(try migrator.appliedIdentifiers(db))
      return missing.isSubset(of: additiveMigrations) && tables.isSubset(of: present)
        ? .olderAdditions : .older
    }
    let missing = tables.subtracting(present)
    return missing.isEmpty
      ? .current : .foreign("its table \(missing.sorted().joined(separator: ", ")) is missing")
  }

  /// The migrations this build knows, oldest first.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try createRuns(db)
      try createPoints(db)
    }
    // A point's series reads its rows by name in run order straight from this index, and a
    // history of 10,000 runs holds a million points.
    migrator.registerMigration("v2-point-name-run") { db in
      try db.create(index: "point_name_run", on: "point", columns: ["name", "runID"])
    }
    migrator.registerMigration("v3-point-export") { db in
      try addExportColumns(db)
    }
    return migrator
  }

  /// The migrations that only add indexes or columns: a history lacking them is read as it is.
  static let additiveMigrations: Set<String> = ["v2-point-name-run", "v3-point-export"]

  /// One recorded report: where and when it was measured, and the report itself.
  private static func createRuns(_ db: Database) throws {
    try db.create(table: "run") { table in
      table.autoIncrementedPrimaryKey("id")
      table.column("command", .text).notNull()
      table.column("revision", .text)
      table.column("dirty", .boolean)
      table.column("date", .text).notNull()
      table.column("machine", .text).notNull()
      table.column("swiftVersion", .text).notNull()
      table.column("runtime", .text).notNull()
      table.column("quick", .boolean).notNull()
      table.column("report", .blob).notNull()
    }
    try db.create(index: "run_revision", on: "run", columns: ["revision"])
  }

  /// One measured point of a run, the numbers a series is made of.
  private static func createPoints(_ db: Database) throws {
    try db.create(table: "point") { table in
      table.column("runID", .integer).notNull().references("run", onDelete: .cascade)
      table.column("name", .text).notNull()
      table.column("medianNanoseconds", .double)
      table.column("lower95", .double)
      table.column("upper95", .double)
      table.column("instructions", .double)
      table.column("allocations", .double)
      table.column("bytes", .double)
      table.primaryKey(["runID", "name"])
    }
    try db.create(index: "point_name", on: "point", columns: ["name"])
  }

  /// The rest of what the export formats write of a point, so that a run is exported from its
  /// rows: decoding a stored report (160 KB of JSON in a quick run) made exporting 10,000 runs
  /// take 101 s. They stay `NULL` in the rows of runs recorded before, which export from their
  /// reports; `position` is the point's place in its report, whose order two formats keep.
  private static func addExportColumns(_ db: Database) throws {
    try db.alter(table: "point") { table in
      table.add(column: "position", .integer)
      table.add(column: "workload", .text)
      table.add(column: "scenario", .text)
      table.add(column: "sizes", .text)
      table.add(column: "iterationsPerSample", .integer)
      table.add(column: "sampleCount", .integer)
      table.add(column: "minimum", .double)
      table.add(column: "p90", .double)
      table.add(column: "p99", .double)
      table.add(column: "peakResidentBytes", .integer)
      table.add(column: "samples", .blob)
    }
  }
}
