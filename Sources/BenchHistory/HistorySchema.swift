import GRDB

/// The history database's schema, as numbered migrations: a database is migrated forward on
/// open, and one that holds a migration this build does not know is refused, never rewritten.
enum HistorySchema {
  /// The migrations this build knows, oldest first.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try createRuns(db)
      try createPoints(db)
    }
    return migrator
  }

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
}
