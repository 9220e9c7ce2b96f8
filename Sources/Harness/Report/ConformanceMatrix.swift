/// The conformance report: every case's rule, title and outcome, with totals.
public struct ConformanceMatrix: Codable, Sendable, Equatable {
  /// The schema version this build writes.
  public static let currentSchemaVersion = 1

  /// The schema version of this report.
  public var schemaVersion: Int = Self.currentSchemaVersion
  /// When the suite ran, ISO 8601.
  public var date: String
  /// The revision tested.
  public var git: GitRevision
  /// The machine it ran on.
  public var machine: MachineDescription
  /// One row per case, in catalog order.
  public var rows: [ConformanceRow]
  /// The counts over all rows.
  public var totals: Totals

  /// A matrix of `rows`, with totals computed from them.
  public init(date: String, git: GitRevision, machine: MachineDescription, rows: [ConformanceRow]) {
    self.date = date
    self.git = git
    self.machine = machine
    self.rows = rows
    self.totals = Totals(rows: rows)
  }

  /// How many cases passed, failed and errored.
  public struct Totals: Codable, Sendable, Equatable {
    /// Cases run.
    public var cases: Int
    /// Cases that passed.
    public var passed: Int
    /// Cases whose checks failed.
    public var failed: Int
    /// Cases that threw unexpectedly or timed out.
    public var errors: Int
    /// Rules with at least one case, and rules all of whose cases passed.
    public var rules: Int
    /// Rules all of whose cases passed.
    public var rulesPassing: Int

    init(rows: [ConformanceRow]) {
      cases = rows.count
      passed = rows.filter { $0.status == .pass }.count
      failed = rows.filter { $0.status == .fail }.count
      errors = rows.filter { $0.status == .error }.count
      let byRule = Dictionary(grouping: rows, by: \.ruleID)
      rules = byRule.count
      rulesPassing = byRule.values.filter { $0.allSatisfy { $0.status == .pass } }.count
    }
  }

  /// Whether every case passed.
  public var allPassed: Bool {
    totals.passed == totals.cases
  }

  /// The report as a markdown table, grouped by rule section.
  public func markdown() -> String {
    var lines = [
      "# Conformance report", "",
      "- date: \(date)",
      "- revision: \(git.revision.map { String($0.prefix(12)) } ?? "unknown")\(git.dirty == true ? " (dirty)" : "")",
      "- cases: \(totals.passed)/\(totals.cases) passed, \(totals.failed) failed, \(totals.errors) errors",
      "- rules: \(totals.rulesPassing)/\(totals.rules) passing", "",
      "| rule | title | result | issues captured | details |", "|---|---|---|---:|---|",
    ]
    for row in rows {
      let details = row.messages.joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
        .replacingOccurrences(of: "|", with: "\\|")
      lines.append("| \(row.ruleID) | \(row.title) | \(row.status.rawValue) | \(row.issueCount) | \(details) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// One conformance case's outcome.
public struct ConformanceRow: Codable, Sendable, Equatable {
  /// A case's result.
  public enum Status: String, Codable, Sendable {
    case pass, fail, error
  }

  /// The catalog rule, such as `CANCEL-03`.
  public var ruleID: String
  /// What the case checks.
  public var title: String
  /// Whether it passed.
  public var status: Status
  /// Why it failed or errored.
  public var messages: [String]
  /// How many issues the runtime reported during the case (expected ones included).
  public var issueCount: Int
  /// How long the case ran.
  public var durationSeconds: Double

  /// A row for one case.
  public init(
    ruleID: String, title: String, status: Status, messages: [String], issueCount: Int,
    durationSeconds: Double
  ) {
    self.ruleID = ruleID
    self.title = title
    self.status = status
    self.messages = messages
    self.issueCount = issueCount
    self.durationSeconds = durationSeconds
  }
}
