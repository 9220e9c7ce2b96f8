import Foundation

/// The plain-text table the bench prints to stdout after a run.
public enum SummaryTable {
  /// The results as aligned columns: workload, sizes, median, ops/s, allocations, ratio to baseline.
  public static func render(_ results: [PointResult]) -> String {
    let rows = results.map { result -> [String] in
      [
        result.identifier, result.sizes.description,
        result.summary.map { NumberFormatting.duration($0.median) } ?? "skipped",
        result.summary.map { NumberFormatting.rate($0.operationsPerSecond) } ?? "-",
        NumberFormatting.perOperation(result.allocationsPerOperation),
        result.baselineRatio.map { String(format: "%.2f×", $0) } ?? "-",
      ]
    }
    let header = ["workload", "sizes", "median/op", "ops/s", "allocs/op", "× baseline"]
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
    let format = { (row: [String]) in
      row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
        .joined(separator: "  ")
    }
    return ([format(header)] + rows.map(format)).joined(separator: "\n") + "\n"
  }
}
