import Foundation
import Harness

/// A point's series as a text table: one row per run, with the change from the run before and
/// from the first run, and the run's change point (``ChangePoints``) if it is one. The names and
/// revisions come from the database, so they are escaped for the terminal.
public enum HistoryTable {
  /// The table of `series`, oldest first, headed by the point's name and metric.
  public static func render(
    name: String, metric: HistoryMetric, series: [HistoryEntry],
    changes: ChangePoints = ChangePoints()
  ) -> String {
    var lines = [
      "\(TerminalText.escape(name)) — \(metric.rawValue), \(series.count) run(s)",
      "run  revision       date                  command  value          step      since first  change",
    ]
    // Timings vary from run to run by more than any fixed threshold: only counts get marks.
    let marks = metric == .time ? series.map { _ in nil } : changes.marks(series.map(\.value))
    for (index, entry) in series.enumerated() {
      let step = index == 0 ? "" : percent(entry.value, from: series[index - 1].value)
      let total = index == 0 ? "" : percent(entry.value, from: series[0].value)
      lines.append(
        [
          pad(String(entry.runID), 4), pad(TerminalText.escape(entry.label), 14),
          pad(TerminalText.escape(String(entry.date.prefix(20))), 21),
          pad(TerminalText.escape(entry.command), 8),
          pad(format(entry.value), 14), pad(step, 9), pad(total, 12), marks[index]?.rawValue ?? "",
        ].joined(separator: " ").trimmingCharacters(in: .whitespaces))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func percent(_ value: Double, from base: Double) -> String {
    guard base != 0 else { return "" }
    let change = (value - base) / base * 100
    return change == 0 ? "0" : String(format: "%+.2f%%", change)
  }

  private static func format(_ value: Double) -> String {
    value.rounded() == value ? String(Int64(value)) : String(format: "%.4g", value)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
