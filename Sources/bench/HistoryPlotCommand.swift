import ArgumentParser
import BenchHistory
import Foundation
import Harness

/// `bench history plot`: one trend chart per selected point, its value against the recorded runs.
struct HistoryPlotCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot", abstract: "Write a trend chart (SVG) per selected point.")

  @OptionGroup var selection: HistorySelection

  @Option(name: .customLong("output-dir"), help: "Where the charts are written.")
  var outputDirectory = ".build/history-plots"

  func validate() throws {
    guard !outputDirectory.isEmpty else {
      throw ValidationError("--output-dir must name a directory")
    }
  }

  func run() async throws {
    try OutputLocation.requireWritable(directory: outputDirectory)
    let (store, names) = try selection.open()
    let metric = selection.chosenMetric
    var charts: [(path: String, chart: TrendChart)] = []
    for name in names {
      let series = try store.series(of: name, metric: metric, machine: selection.machine)
      guard !series.isEmpty else { continue }
      charts.append(
        (
          "\(outputDirectory)/\(ChartFileName.of(point: name, metric: metric))",
          Self.chart(name, metric, series)
        ))
    }
    for chart in charts { try OutputLocation.requireReplaceable(chart.path) }
    for chart in charts {
      try ReportFile.writeAtomically(Data(chart.chart.render().utf8), to: chart.path)
    }
    print("wrote \(charts.count) chart(s) to \(outputDirectory)")
  }

  static func chart(_ name: String, _ metric: HistoryMetric, _ series: [HistoryEntry]) -> TrendChart
  {
    let entries = series.map { entry in
      TrendChart.Entry(
        label: entry.label, value: entry.value,
        interval: entry.lower95.flatMap { lower in entry.upper95.map { (lower, $0) } })
    }
    let (label, unit): (String, ChartUnit) =
      switch metric {
      case .time: ("time per operation (median, 95% interval)", .nanoseconds)
      case .instructions: ("instructions per operation", .count)
      case .allocations: ("allocations per operation", .count)
      }
    return TrendChart(
      title: "\(name): \(metric.rawValue) by revision", yLabel: label, yUnit: unit, entries: entries
    )
  }
}
