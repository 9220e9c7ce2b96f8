import Foundation

/// Renders a bench report as markdown, with one SVG chart per sweep written beside it.
public struct MarkdownReport {
  /// The report to render.
  public let report: BenchReport
  /// An earlier report's comparison with this one, shown as a before/after table.
  public let reference: (name: String, comparison: ReportComparison)?

  /// A renderer of `report`, with a before/after table against `reference` if given.
  public init(report: BenchReport, reference: (name: String, comparison: ReportComparison)? = nil) {
    self.report = report
    self.reference = reference
  }

  /// The markdown text; charts are linked under `plotsDirectory` (relative to the markdown).
  public func render(plotsDirectory: String = "plots") -> String {
    var lines = header()
    if let reference {
      lines += [
        "",
        reference.comparison.markdown(
          title: "Before/after: compared with \(reference.name)", level: 2),
      ]
    }
    for family in families {
      lines += ["", "## \(family)", ""] + table(for: report.results.filter { $0.family == family })
    }
    lines += ["", "## Growth", ""] + growthTable()
    lines +=
      ["", "## Charts", ""] + charts().map { "![\($0.title)](\(plotsDirectory)/\($0.file))" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every chart of the report, with its file name.
  public func charts() -> [(file: String, title: String, chart: SVGChart)] {
    let sweeps = Dictionary(grouping: report.growth) {
      "\($0.workload)/\($0.scenario)/\($0.parameter)"
    }
    return sweeps.keys.sorted().map { key in
      let fits = sweeps[key]!
      let first = fits[0]
      let series =
        fits.map { fit in
          SVGChart.Series(label: label(of: fit), points: points(for: fit))
        } + referenceSeries(for: fits)
      let title = "\(first.workload) \(first.scenario): cost vs \(first.parameter)"
      let file =
        key.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce("") {
          $0 + String($1)
        } + ".svg"
      let yLabel = "time per operation (median, 95% interval)"
      return (
        file, title,
        SVGChart(
          title: title, xLabel: first.parameter, yLabel: yLabel, yUnit: .nanoseconds, series: series
        )
      )
    }
  }

  private var families: [String] {
    var seen: [String] = []
    for result in report.results where !seen.contains(result.family) { seen.append(result.family) }
    return seen
  }

  private func header() -> [String] {
    let machine = report.machine
    let revision =
      report.git.revision.map {
        String($0.prefix(12)) + (report.git.dirty == true ? " (dirty)" : "")
      } ?? "unknown"
    return [
      "# Bench report",
      "",
      "- date: \(report.date)",
      "- revision: \(revision)",
      "- runtime: \(report.runtime.map { "\($0.title), from \($0.source)" } ?? "not recorded")",
      "- machine: \(machine.cpuModel), \(machine.cores) cores, \(NumberFormatting.bytes(Double(machine.memoryBytes))), \(machine.operatingSystem)",
      "- toolchain: \(machine.swiftVersion)",
      "- build: \(report.options.buildConfiguration), allocator: \(report.options.allocator), allocation counting: \(report.options.allocationCounting ? "on" : "off")\(report.options.quick ? ", quick run" : "")",
    ]
  }

  private func table(for results: [PointResult]) -> [String] {
    var lines = [
      "| workload | scenario | sizes | median | 95% CI of median | p90 | p99 | ops/s | allocs/op | bytes/op | peak RSS | × baseline |",
      "|---|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for result in results {
      let name = [result.workload, result.scenario, result.sizes.description].map(
        MarkdownText.escape
      ).joined(separator: " | ")
      guard let summary = result.summary else {
        lines.append("| \(name) | skipped: \(MarkdownText.escape(result.skipped ?? "-")) |||||||||")
        continue
      }
      lines.append(
        "| \(name) | \(NumberFormatting.duration(summary.median)) "
          + "| \(NumberFormatting.duration(summary.medianLower95)) – \(NumberFormatting.duration(summary.medianUpper95)) "
          + "| \(NumberFormatting.duration(summary.p90)) | \(NumberFormatting.duration(summary.p99)) "
          + "| \(NumberFormatting.rate(summary.operationsPerSecond)) | \(NumberFormatting.perOperation(result.allocationsPerOperation)) "
          + "| \(result.bytesPerOperation.map { NumberFormatting.bytes($0) } ?? "-") "
          + "| \(result.peakResidentBytes.map { NumberFormatting.bytes(Double($0)) } ?? "-") "
          + "| \(result.baselineRatio.map { String(format: "%.2f×", $0) } ?? "-") |"
      )
      if let reason = result.overBudget {
        lines.append("| \(name) | over budget, not gated: \(MarkdownText.escape(reason)) |||||||||")
      }
    }
    return lines
  }

  private func growthTable() -> [String] {
    [
      "Slope of log(median) against log(size): about 0 means flat, about 1 means linear.", "",
      "| workload | scenario | parameter | others fixed | slope | R² |",
      "|---|---|---|---|---:|---:|",
    ]
      + report.growth.map {
        "| \($0.workload) | \($0.scenario) | \($0.parameter) | \($0.fixed) | \(String(format: "%.3f", $0.fit.slope)) | \(String(format: "%.2f", $0.fit.rSquared)) |"
      }
  }

  private func label(of fit: GrowthResult) -> String {
    fit.fixed.entries.isEmpty ? fit.scenario : fit.fixed.description
  }

  private func points(for fit: GrowthResult) -> [SVGChart.Point] {
    report.results.compactMap { result in
      guard result.workload == fit.workload, result.scenario == fit.scenario,
        result.sizes.removing(fit.parameter) == fit.fixed,
        let size = result.sizes[fit.parameter], let summary = result.summary
      else { return nil }
      return SVGChart.Point(
        size: Double(size), cost: summary.median,
        interval: (summary.medianLower95, summary.medianUpper95))
    }
  }

  /// With a reference, the same sweeps as it measured them, dashed: the chart's before/after.
  private func referenceSeries(for fits: [GrowthResult]) -> [SVGChart.Series] {
    guard let reference else { return [] }
    return fits.compactMap { fit in
      let points = reference.comparison.rows.compactMap { row -> SVGChart.Point? in
        guard row.workload == fit.workload, row.scenario == fit.scenario,
          row.sizes.removing(fit.parameter) == fit.fixed,
          let size = row.sizes[fit.parameter], let median = row.baseMedian
        else { return nil }
        return SVGChart.Point(size: Double(size), cost: median)
      }
      return points.isEmpty
        ? nil
        : SVGChart.Series(label: "before: \(label(of: fit))", points: points, isReference: true)
    }
  }
}
