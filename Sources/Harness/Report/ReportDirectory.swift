import Foundation

/// A directory of reports: `latest.json`, `latest.md` and the charts in `plots/` that the
/// markdown links to.
public struct ReportDirectory: Sendable {
  /// The directory's path.
  public let path: String

  /// The reports in `path`.
  public init(path: String) {
    self.path = path
  }

  /// Writes `report` as `<name>.json`, its markdown and its charts, each atomically, and
  /// removes charts that the new markdown no longer links to; holds the directory's lock
  /// meanwhile, so that concurrent runs write their sets of files one after the other.
  public func write(
    _ report: BenchReport, name: String = "latest",
    reference: (name: String, comparison: ReportComparison)? = nil
  ) throws(BenchError) {
    try DirectoryLock.holding(in: path) { () throws(BenchError) in
      try writeFiles(report, name: name, reference: reference)
    }
  }

  /// The files ``write(_:name:reference:)`` replaces, for checking them before measuring.
  public static func reportFiles(named name: String = "latest") -> [String] {
    ["\(name).json", "\(name).md"]
  }

  /// The files ``writeExports(_:formats:name:)`` replaces, for checking them before measuring.
  public static func exportFiles(named name: String = "latest", formats: [ReportExportFormat])
    -> [String]
  {
    formats.map { $0.fileName(for: name) }
  }

  /// Writes `report` in each of `formats` as `<name>.<format>.json`, atomically; returns the paths.
  public func writeExports(
    _ report: BenchReport, formats: [ReportExportFormat], name: String = "latest"
  ) throws(BenchError) -> [String] {
    try writeExports(report.results.compactMap(ExportPoint.init), formats: formats, name: name)
  }

  /// Writes `points`, a report's exported points in its order, in each of `formats` as
  /// `<name>.<format>.json`, atomically; returns the paths.
  public func writeExports(_ points: [ExportPoint], formats: [ReportExportFormat], name: String)
    throws(BenchError) -> [String]
  {
    var paths: [String] = []
    for format in formats {
      let path = "\(self.path)/\(format.fileName(for: name))"
      try ReportFile.writeAtomically(try format.export(points), to: path)
      paths.append(path)
    }
    return paths
  }

  private func writeFiles(
    _ report: BenchReport, name: String, reference: (name: String, comparison: ReportComparison)?
  ) throws(BenchError) {
    let markdown = MarkdownReport(report: report, reference: reference)
    let charts = markdown.charts()
    for chart in charts {
      try ReportFile.writeAtomically(
        Data(chart.chart.render().utf8), to: "\(path)/plots/\(chart.file)")
    }
    removeCharts(except: Set(charts.map(\.file)))
    try ReportFile.writeJSON(report, to: "\(path)/\(name).json")
    try ReportFile.writeAtomically(Data(markdown.render().utf8), to: "\(path)/\(name).md")
  }

  private func removeCharts(except kept: Set<String>) {
    let plots = "\(path)/plots"
    let files = (try? FileManager.default.contentsOfDirectory(atPath: plots)) ?? []
    for file in files where file.hasSuffix(".svg") && !kept.contains(file) {
      try? FileManager.default.removeItem(atPath: "\(plots)/\(file)")
    }
  }
}
