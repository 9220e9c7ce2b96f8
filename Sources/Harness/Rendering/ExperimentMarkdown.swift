import Foundation

extension ExperimentResult {
  /// The experiment in markdown: the rates, then one row per comparison.
  public func markdown() -> String {
    let (aaFlagged, aaTotal) = rate(of: "A/A")
    let (abFlagged, abTotal) = rate(of: "A/B")
    var lines = [
      "# Comparison experiment", "",
      "- date: \(date); machine: \(machine.cpuModel), \(machine.cores) cores",
      "- each comparison: \(launches) alternating launches per side of `bench run --quick`, one sample (the launch median) per launch; p < 0.01 and beyond the 5% default threshold",
      "- A/B: `Calibration.Spin` does \(Int(heavier * 100))% more work on side B (`--calibration-work`); nothing else differs",
      "",
      "| measure | value |", "|---|---|",
      "| A/A false alarms (points flagged faster or slower) | \(aaFlagged)/\(aaTotal) |",
      "| A/B false alarms outside the calibration workload | \(abFlagged)/\(abTotal) |",
      "| A/B detection of the heavier calibration workload | \(detections.detected)/\(detections.total) |",
      "",
      "| run | Calibration.Spin new/base [95% CI] | verdict | other verdicts |",
      "|---|---|---|---|",
    ]
    lines += runs.map(markdownRow)
    return lines.joined(separator: "\n") + "\n"
  }

  private func markdownRow(_ run: ExperimentRun) -> String {
    let calibration = run.calibration
    let ratio =
      calibration?.ratio.map {
        String(format: "%.3f [%.3f, %.3f]", $0.ratio, $0.lower95, $0.upper95)
      } ?? "-"
    let others = run.comparison.rows.filter { $0.workload != "Calibration.Spin" }.map(
      \.verdict.rawValue)
    return
      "| \(run.kind) | \(ratio) | \(calibration?.verdict.rawValue ?? "-") | \(others.joined(separator: " ")) |"
  }
}
