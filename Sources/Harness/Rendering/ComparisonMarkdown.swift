import Foundation

extension ReportComparison {
  /// The comparison as a markdown table with its outcome, under a heading of `level`.
  public func markdown(title: String = "Comparison", level: Int = 1) -> String {
    var lines = [
      String(repeating: "#", count: level) + " \(title)", "",
      "Outcome: **\(outcome.rawValue)** — \(counts).", "",
      "Gated: \(Gate.allCases.filter { options.gates.contains($0) && $0 != .conformance }.map(\.rawValue).joined(separator: ", ")). "
        + "Timing verdicts need p < \(options.alpha) (Mann–Whitney) and a change beyond the workload's "
        + "noise threshold\(options.gates.contains(.timings) ? "" : " (shown for information, not gated)"); "
        + "allocations per operation are compared exactly, instructions per operation against each "
        + "workload's calibrated threshold (\(String(format: "%.1f%%", options.instructionTolerance * 100)) when none).", "",
      "| workload | scenario | sizes | base | new | new/base [95% CI] | p | threshold | "
        + (options.gates.contains(.timings) ? "verdict" : "timing (information)") + " | allocs/op | instr/op |",
      "|---|---|---|---:|---:|---|---:|---:|---|---|---|",
    ]
    lines += rows.map(markdownRow)
    lines += coverageLines
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why the outcome is inconclusive, when a gate could not check something.
  private var coverageLines: [String] {
    if let incomparable { return ["", "Not comparable: \(incomparable)."] }
    guard !unchecked.isEmpty else { return [] }
    let shown = unchecked.prefix(Self.uncheckedShown).map { "- \($0)" }
    let more = unchecked.count > Self.uncheckedShown ? ["- … and \(unchecked.count - Self.uncheckedShown) more"] : []
    return ["", "Not checked (\(unchecked.count)), so the outcome cannot be pass:"] + shown + more
  }

  /// How many unchecked points the summary lists by name.
  static let uncheckedShown = 20

  private var counts: String {
    let verdicts = Dictionary(grouping: rows, by: \.verdict).mapValues(\.count)
    let parts = Verdict.allCases.compactMap { verdict in verdicts[verdict].map { "\($0) \(verdict.rawValue)" } }
    let allocations = rows.filter { $0.allocationChange == .more }.count
    let instructions = rows.filter { $0.instructionChange == .more }.count
    let timing = options.gates.contains(.timings) ? "" : "timings (information): "
    return timing + parts.joined(separator: ", ")
      + (allocations > 0 ? ", \(allocations) with more allocations" : "")
      + (instructions > 0 ? ", \(instructions) with more instructions" : "")
  }

  private func markdownRow(_ row: ComparisonRow) -> String {
    let ratio = row.ratio.map { String(format: "%.3f [%.3f, %.3f]", $0.ratio, $0.lower95, $0.upper95) } ?? "-"
    let cells = [
      row.workload, row.scenario, row.sizes.description,
      row.baseMedian.map(NumberFormatting.duration) ?? "-",
      row.newMedian.map(NumberFormatting.duration) ?? "-",
      ratio, row.pValue.map { String(format: "%.2g", $0) } ?? "-",
      String(format: "%.0f%%", row.threshold * 100), row.verdict.rawValue,
      countCell(row.baseAllocations, row.newAllocations, row.allocationChange),
      countCell(row.baseInstructions, row.newInstructions, row.instructionChange),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  private func countCell(_ base: Double?, _ new: Double?, _ change: ComparisonRow.Change?) -> String {
    guard let base, let new, let change else { return "-" }
    let text = String(format: "%.2f → %.2f", base, new)
    let relative = base > 0 ? String(format: " %+.2f%%", (new / base - 1) * 100) : ""
    return change == .same ? text : "\(text)\(relative) (\(change.rawValue))"
  }
}
