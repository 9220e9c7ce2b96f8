import Foundation

extension RuntimeComparison {
  /// The two runtimes side by side in markdown: who they are, then one row per point.
  public func markdown() -> String {
    // Titles, sources and names come from the reports: they are data, never markup.
    let (base, new, text) = (self.base, self.new, MarkdownText.escape)
    var lines = [
      "# Runtimes: \(text(new.title)) against \(text(base.title))", "",
      "- base: \(text(base.title)), from \(text(base.source)), measured \(text(dates[0]))",
      "- new: \(text(new.title)), from \(text(new.source)), measured \(text(dates[1]))",
      "- "
        + (sameMachine
          ? "same machine and toolchain"
          : "**different machines or toolchains**: ratios mix machine and runtime"),
      "",
      "`new/base` is the ratio of median times per operation with its 95% interval: below 1 the new "
        + "runtime is faster. Allocations and instructions are per operation, base → new. (In each "
        + "runtime's own report, `× baseline` divides by `Baseline.DirectReduce`, which uses no runtime.)",
      "",
      "| workload | scenario | sizes | \(text(base.module)) | \(text(new.module)) | new/base [95% CI] | allocs/op | instr/op |",
      "|---|---|---|---:|---:|---|---|---|",
    ]
    lines += rows.map(row)
    if !notMeasured.isEmpty {
      lines += [
        "", "## Not measured on one side", "", "| workload/scenario | sizes | runtime | why |",
        "|---|---|---|---|",
      ]
      lines += notMeasured.map {
        "| "
          + [$0.identifier, $0.sizes.description, $0.runtime, $0.reason].map(text).joined(
            separator: " | ") + " |"
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(_ row: ComparisonRow) -> String {
    let ratio =
      row.ratio.map { String(format: "%.3f [%.3f, %.3f]", $0.ratio, $0.lower95, $0.upper95) } ?? "-"
    let cells =
      [row.workload, row.scenario, row.sizes.description].map(MarkdownText.escape) + [
        row.baseMedian.map(NumberFormatting.duration) ?? "-",
        row.newMedian.map(NumberFormatting.duration) ?? "-",
        ratio, pair(row.baseAllocations, row.newAllocations, format: "%.2f"),
        pair(row.baseInstructions, row.newInstructions, format: "%.0f"),
      ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  private func pair(_ base: Double?, _ new: Double?, format: String) -> String {
    guard base != nil || new != nil else { return "-" }
    let text = { (value: Double?) in value.map { String(format: format, $0) } ?? "-" }
    return "\(text(base)) → \(text(new))"
  }
}
