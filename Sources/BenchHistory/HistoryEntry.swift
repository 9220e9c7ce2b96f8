/// One point's value in one recorded run.
public struct HistoryEntry: Sendable, Equatable {
  /// The run's row id, in recording order.
  public var runID: Int64
  /// The commit measured, if known.
  public var revision: String?
  /// Whether the work tree had uncommitted changes.
  public var dirty: Bool?
  /// When the run ended, ISO 8601.
  public var date: String
  /// The command that recorded it: `run`, `check` or `ab`.
  public var command: String
  /// The metric's value.
  public var value: Double
  /// The value's 95% interval, for a time.
  public var lower95: Double?
  /// The value's 95% interval's upper end, for a time.
  public var upper95: Double?

  /// An entry of a series.
  public init(
    runID: Int64, revision: String?, dirty: Bool?, date: String, command: String, value: Double,
    lower95: Double? = nil, upper95: Double? = nil
  ) {
    self.runID = runID
    self.revision = revision
    self.dirty = dirty
    self.date = date
    self.command = command
    self.value = value
    self.lower95 = lower95
    self.upper95 = upper95
  }

  /// The revision as a series labels it: 12 characters, `+` when dirty, `unknown` when absent.
  public var label: String {
    (revision.map { String($0.prefix(12)) } ?? "unknown") + (dirty == true ? "+" : "")
  }
}
