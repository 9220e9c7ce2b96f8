import Foundation

extension ReportComparison {
  /// The comparison as a markdown table with its outcome, under a heading of `level`.
  public func markdown(title: String = "Comparison", level: Int = 1) -> String {
    var lines = [
      String(repeating: "#", count: level) + " \(MarkdownText.escape(title))", "",
      "Outcome: **\(outcome.rawValue)** — \(counts).", "",
      "Gated: \(Gate.allCases.filter { options.gates.contains($0) && $0 != .conformance }.map(\.rawValue).joined(separator: ", ")). "
        + "Timing verdicts need p < \(options.alpha) (Mann–Whitney) and a change beyond the workload's "
        + "noise threshold\(timingsGated ? "" : " (not gated here: timings from another sitting are shown without one)"); "
        + "allocations per operation are compared exactly, instructions per operation against each "
        + "workload's calibrated threshold (\(String(format: "%.1f%%", options.instructionTolerance * 100)) when none).",
      "",
      tableHeader, tableRule,
    ]
    lines += rows.map(markdownRow)
    lines += excludedLines
    lines += coverageLines
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why the outcome is inconclusive, when a gate could not check something.
  private var coverageLines: [String] {
    if let incomparable { return ["", "Not comparable: \(MarkdownText.escape(incomparable))."] }
    guard !unchecked.isEmpty else { return [] }
    let shown = unchecked.prefix(Self.uncheckedShown).map { "- \(MarkdownText.escape($0))" }
    let more =
      unchecked.count > Self.uncheckedShown
      ? ["- … and \(unchecked.count - Self.uncheckedShown) more"] : []
    return ["", "Not checked (\(unchecked.count)), so the outcome cannot be pass:"] + shown + more
  }

  /// The points both reports measured over their time budget, which no gate judges.
  private var excludedLines: [String] {
    guard !excluded.isEmpty else { return [] }
    return ["", "Not gated (\(excluded.count)), alike on both sides:"]
      + excluded.map { "- \(MarkdownText.escape($0))" }
  }

  /// How many unchecked points the summary lists by name.
  static let uncheckedShown = 20

  /// Timings get a verdict only where they are gated: timings from another sitting or machine
  /// are shown as they are, since the machine drifts between sittings.
  private var timingsGated: Bool {
    options.gates.contains(.timings)
  }

  private var tableHeader: String {
    "| workload | scenario | sizes | base | new | new/base [95% CI] | "
      + (timingsGated ? "p | time threshold | verdict | " : "")
      + "allocs/op | instr/op | instr threshold |"
  }

  private var tableRule: String {
    "|---|---|---|---:|---:|---|" + (timingsGated ? "---:|---:|---|" : "") + "---|---|---:|"
  }

  private var counts: String {
    let allocations = rows.filter { $0.allocationChange == .more }.count
    let instructions = rows.filter { $0.instructionChange == .more }.count
    let changes =
      (allocations > 0 ? ", \(allocations) with more allocations" : "")
      + (instructions > 0 ? ", \(instructions) with more instructions" : "")
    guard timingsGated else {
      return "\(rows.count) points compared" + changes
        + "; timings shown for information, without a verdict"
    }
    let verdicts = Dictionary(grouping: rows, by: \.verdict).mapValues(\.count)
    let parts = Verdict.allCases.compactMap { verdict in
      verdicts[verdict].map { "\($0) \(verdict.rawValue)" }
    }
    // Two reports without a point in common would otherwise read "inconclusive — ."
    guard !parts.isEmpty else { return "no point was measured in both reports" }
    return parts.joined(separator: ", ") + changes
  }

  private func markdownRow(_ row: ComparisonRow) -> String {
    let ratio =
      row.ratio.map { String(format: "%.3f [%.3f, %.3f]", $0.ratio, $0.lower95, $0.upper95) } ?? "-"
    // Names come from the reports, which anyone may have written: they are data, never markup.
    var cells =
      [row.workload, row.scenario, row.sizes.description].map(MarkdownText.escape) + [
        row.baseMedian.map(NumberFormatting.duration) ?? "-",
        row.newMedian.map(NumberFormatting.duration) ?? "-", ratio,
      ]
    if timingsGated {
      cells += [
        row.pValue.map { String(format: "%.2g", $0) } ?? "-",
        String(format: "%.0f%%", row.threshold * 100), row.verdict.rawValue,
      ]
    }
    cells += [
      countCell(row.baseAllocations, row.newAllocations, row.allocationChange),
      countCell(row.baseInstructions, row.newInstructions, row.instructionChange),
      row.baseInstructions == nil || row.newInstructions == nil
        ? "-"
        : row.instructionChange == nil
          ? "not gated" : String(format: "%.1f%%", row.instructionThreshold * 100),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  private func countCell(_ base: Double?, _ new: Double?, _ change: ComparisonRow.Change?) -> String
  {
    guard let base, let new else { return "-" }
    let text = String(format: "%.2f → %.2f", base, new)
    let relative = base > 0 ? String(format: " %+.2f%%", (new / base - 1) * 100) : ""
    guard let change else { return "\(text)\(relative) (not gated)" }
    return change == .same ? text : "\(text)\(relative) (\(change.rawValue))"
  }
}
