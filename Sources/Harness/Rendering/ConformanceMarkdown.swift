extension ConformanceMatrix {
  /// The report in markdown: a summary, one row per case, then every catalog rule with its text
  /// and how its cases fared.
  public func markdown() -> String {
    var lines = [
      "# Conformance report", "",
      "- date: \(date)",
      "- revision: \(git.revision.map { String($0.prefix(12)) } ?? "unknown")\(git.dirty == true ? " (dirty)" : "")",
      "- runtime: \(runtime)",
      "- cases: \(totals.passed)/\(totals.cases) passed, \(totals.failed) failed, \(totals.errors) errors"
        + (totals.notRun.map { ", \($0) not run (CONFORMANCE_SKIP), so the suite does not pass" }
          ?? ""),
      "- rules: \(totals.rulesPassing)/\(totals.rules) passing"
        + (notApplicableCount > 0 ? ", \(notApplicableCount) not applicable to this runtime" : ""),
      "",
      "## Cases", "",
      "`api`: `tca` cases use only TCA's public API; `project` cases need this project's additions.",
      "",
      "| rule | case | api | result | issues captured | details |", "|---|---|---|---|---:|---|",
    ]
    for row in rows {
      let details = Self.cell(row.messages.joined(separator: " "))
      lines.append(
        "| \(row.ruleID) | \(Self.cell(row.title)) | \(row.api) | \(row.status.rawValue) | \(row.issueCount) | \(details) |"
      )
    }
    lines += [
      "", "## Rules", "", "| rule | text | pinned by | cases | result |", "|---|---|---|---:|---|",
    ]
    lines += rules.map(ruleLine)
    return lines.joined(separator: "\n") + "\n"
  }

  private func ruleLine(_ rule: ConformanceRuleText) -> String {
    let cases = rows.filter { $0.ruleID == rule.id }
    return
      "| \(rule.id) | \(Self.cell(rule.text)) | \(Self.cell(rule.pinnedBy)) | \(cases.count) | \(result(of: rule, cases)) |"
  }

  private func result(of rule: ConformanceRuleText, _ cases: [ConformanceRow]) -> String {
    if let reason = rule.notApplicable { return "not applicable: \(reason)" }
    if cases.isEmpty { return "no case" + (rule.pending.map { " (pending: \($0))" } ?? "") }
    if cases.allSatisfy({ $0.status == .pass }) { return "pass" }
    return cases.contains { $0.status == .fail || $0.status == .error } ? "fail" : "not run"
  }

  private var notApplicableCount: Int {
    rules.filter { $0.notApplicable != nil }.count
  }

  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
  }
}
