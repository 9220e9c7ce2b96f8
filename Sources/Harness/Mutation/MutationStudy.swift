/// Whether the conformance suite catches deliberate single-rule breaks of the runtime: one
/// suite run per mutant, and a control run with none.
public struct MutationStudy: Codable, Sendable, Equatable {
  /// The schema version this build writes.
  public static let currentSchemaVersion = 1

  /// One mutant's run.
  public struct Row: Codable, Sendable, Equatable {
    /// The mutant's name, its patch's file name (`none` for the control).
    public var mutant: String
    /// The rule it breaks and how.
    public var summary: String
    /// The cases that failed or errored (`RULE-ID: title`); empty when the mutant survived.
    public var caughtBy: [String]
    /// Cases run.
    public var cases: Int
    /// How long the suite run took, launch included.
    public var seconds: Double

    /// A mutant's outcome.
    public init(mutant: String, summary: String, caughtBy: [String], cases: Int, seconds: Double) {
      self.mutant = mutant
      self.summary = summary
      self.caughtBy = caughtBy
      self.cases = cases
      self.seconds = seconds
    }
  }

  /// The schema version of this study.
  public var schemaVersion = Self.currentSchemaVersion
  /// When the study ended, ISO 8601.
  public var date: String
  /// The revision studied.
  public var git: GitRevision
  /// Where it ran.
  public var machine: MachineDescription
  /// How long building the control and every mutant took, in all.
  public var buildSeconds: Double
  /// The run with no mutant: cases that failed there (must be none).
  public var control: Row
  /// One row per mutant.
  public var rows: [Row]
  /// Which shard of a sharded study this is; absent for a whole or merged study.
  public var shard: ShardRecord?

  /// A study of `rows` against `control`.
  public init(
    date: String, git: GitRevision, machine: MachineDescription, buildSeconds: Double,
    control: Row, rows: [Row]
  ) {
    self.date = date
    self.git = git
    self.machine = machine
    self.buildSeconds = buildSeconds
    self.control = control
    self.rows = rows
  }

  /// The mutants no case caught.
  public var survivors: [Row] {
    rows.filter(\.caughtBy.isEmpty)
  }

  /// Whether the control passed and every mutant was caught.
  public var isComplete: Bool {
    control.caughtBy.isEmpty && control.cases > 0 && survivors.isEmpty && !rows.isEmpty
  }
}
