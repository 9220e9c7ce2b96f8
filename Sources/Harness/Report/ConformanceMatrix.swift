/// The conformance report: every case's rule, title and outcome, with totals.
public struct ConformanceMatrix: Codable, Sendable, Equatable {
  public static let currentSchemaVersion = 1

  public var schemaVersion: Int = Self.currentSchemaVersion
  public var date: String
  public var git: GitRevision
  public var machine: MachineDescription
  public var rows: [ConformanceRow]
  public var totals: Totals

  public init(date: String, git: GitRevision, machine: MachineDescription, rows: [ConformanceRow]) {
    self.date = date
    self.git = git
    self.machine = machine
    self.rows = rows
    self.totals = Totals(rows: rows)
  }

  /// How many cases passed, failed and errored.
  public struct Totals: Codable, Sendable, Equatable {
    public var cases: Int
    public var passed: Int
    public var failed: Int
    public var errors: Int
    /// Rules with at least one case, and rules all of whose cases passed.
    public var rules: Int
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
  public enum Status: String, Codable, Sendable {
    case pass, fail, error
  }

  public var ruleID: String
  public var title: String
  public var status: Status
  public var messages: [String]
  /// How many issues the runtime reported during the case (expected ones included).
  public var issueCount: Int
  public var durationSeconds: Double

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
