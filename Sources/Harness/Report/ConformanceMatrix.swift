/// The conformance report: every case's rule, title, API and outcome, the catalog's rules, and
/// totals.
public struct ConformanceMatrix: Codable, Sendable, Equatable {
  /// The schema version this build writes (2 added `runtime`, `rules` and each row's `api`).
  public static let currentSchemaVersion = 2

  /// The schema version of this report.
  public var schemaVersion: Int = Self.currentSchemaVersion
  /// When the suite ran, ISO 8601.
  public var date: String
  /// The revision tested.
  public var git: GitRevision
  /// The machine it ran on.
  public var machine: MachineDescription
  /// The runtime the suite was built against.
  public var runtime: String
  /// The catalog's rules, in catalog order, with their text.
  public var rules: [ConformanceRuleText]
  /// One row per case, in catalog order.
  public var rows: [ConformanceRow]
  /// The counts over all rows.
  public var totals: Totals
  /// Which shard of a sharded suite this report is; absent for a whole or merged suite.
  public var shard: ShardRecord?

  /// A matrix of `rows`, with totals computed from them.
  public init(
    date: String, git: GitRevision, machine: MachineDescription, runtime: String,
    rules: [ConformanceRuleText], rows: [ConformanceRow]
  ) {
    self.date = date
    self.git = git
    self.machine = machine
    self.runtime = runtime
    self.rules = rules
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
    /// Cases left out on request (`CONFORMANCE_SKIP`); absent in reports made before it existed.
    public var notRun: Int?
    /// Rules with at least one case, and rules all of whose cases passed.
    public var rules: Int
    /// Rules all of whose cases passed.
    public var rulesPassing: Int

    init(rows: [ConformanceRow]) {
      cases = rows.count
      passed = rows.filter { $0.status == .pass }.count
      failed = rows.filter { $0.status == .fail }.count
      errors = rows.filter { $0.status == .error }.count
      let skipped = rows.filter { $0.status == .notRun }.count
      notRun = skipped == 0 ? nil : skipped
      let byRule = Dictionary(grouping: rows, by: \.ruleID)
      rules = byRule.count
      rulesPassing = byRule.values.filter { $0.allSatisfy { $0.status == .pass } }.count
    }
  }

  /// Each row's unit name in a sharded suite: `RULE: title`, numbered from its second occurrence
  /// so that every case is a unit of its own.
  public static func unitNames(_ cases: [(ruleID: String, title: String)]) -> [String] {
    var seen: [String: Int] = [:]
    return cases.map { ruleID, title in
      let name = "\(ruleID): \(title)"
      seen[name, default: 0] += 1
      return seen[name]! == 1 ? name : "\(name) #\(seen[name]!)"
    }
  }

  /// Whether every case passed.
  public var allPassed: Bool {
    totals.passed == totals.cases
  }
}

/// One conformance case's outcome.
public struct ConformanceRow: Codable, Sendable, Equatable {
  /// A case's result.
  public enum Status: String, Codable, Sendable {
    case pass, fail, error, notRun
  }

  /// The catalog rule, such as `CANCEL-03`.
  public var ruleID: String
  /// What the case checks.
  public var title: String
  /// Whose API the case needs: `tca` (TCA's public API) or `project` (this project's additions).
  public var api: String
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
    ruleID: String, title: String, api: String, status: Status, messages: [String], issueCount: Int,
    durationSeconds: Double
  ) {
    self.ruleID = ruleID
    self.title = title
    self.api = api
    self.status = status
    self.messages = messages
    self.issueCount = issueCount
    self.durationSeconds = durationSeconds
  }
}

/// A catalog rule as the report shows it.
public struct ConformanceRuleText: Codable, Sendable, Equatable {
  /// The rule's ID, such as `CANCEL-03`.
  public var id: String
  /// What the runtime must do.
  public var text: String
  /// The TCA test that pins the behaviour.
  public var pinnedBy: String
  /// Why no case covers the rule yet, or `nil`.
  public var pending: String?
  /// Why the rule cannot be checked against the runtime under test, or `nil`.
  public var notApplicable: String?

  /// A rule's text for the report.
  public init(
    id: String, text: String, pinnedBy: String, pending: String?, notApplicable: String? = nil
  ) {
    self.id = id
    self.text = text
    self.pinnedBy = pinnedBy
    self.pending = pending
    self.notApplicable = notApplicable
  }
}
