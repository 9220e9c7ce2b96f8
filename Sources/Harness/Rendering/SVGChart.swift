import Foundation

/// A log-log line chart of cost against size, one line per series, as standalone SVG.
public struct SVGChart: Sendable {
  /// One line of the chart.
  public struct Series: Sendable {
    /// The legend text of the line.
    public let label: String
    /// The line's points, by increasing size.
    public let points: [(size: Double, cost: Double)]

    /// A line through `points`, labelled `label`.
    public init(label: String, points: [(size: Double, cost: Double)]) {
      self.label = label
      self.points = points.sorted { $0.size < $1.size }
    }
  }

  /// The chart's heading.
  public let title: String
  /// The name of the size parameter.
  public let xLabel: String
  /// The name of the cost.
  public let yLabel: String
  /// The lines of the chart.
  public let series: [Series]

  /// A chart of `series` against logarithmic axes.
  public init(title: String, xLabel: String, yLabel: String, series: [Series]) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.series = series
  }

  private let width = 640.0
  private let height = 400.0
  private let margin = (left: 80.0, right: 170.0, top: 40.0, bottom: 50.0)
  private static let colors = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

  /// The chart as an SVG document.
  public func render() -> String {
    let all = series.flatMap(\.points).filter { $0.size > 0 && $0.cost > 0 }
    guard !all.isEmpty else { return document("") }
    let x = LogAxis(values: all.map(\.size), range: (margin.left, width - margin.right))
    let y = LogAxis(values: all.map(\.cost), range: (height - margin.bottom, margin.top))
    return document(axes(x: x, y: y) + lines(x: x, y: y) + legend())
  }

  private func document(_ body: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
    viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">
    <rect width="100%" height="100%" fill="white"/>
    <text x="\(Int(width / 2))" y="20" text-anchor="middle" font-size="14">\(escape(title))</text>
    \(body)</svg>

    """
  }

  private func axes(x: LogAxis, y: LogAxis) -> String {
    var svg = ""
    for tick in x.ticks {
      let px = x.position(tick)
      svg += line(px, margin.top, px, height - margin.bottom, "#eee")
      svg += text(px, height - margin.bottom + 15, format(tick), anchor: "middle")
    }
    for tick in y.ticks {
      let py = y.position(tick)
      svg += line(margin.left, py, width - margin.right, py, "#eee")
      svg += text(margin.left - 6, py + 4, format(tick), anchor: "end")
    }
    svg += line(margin.left, height - margin.bottom, width - margin.right, height - margin.bottom, "#333")
    svg += line(margin.left, margin.top, margin.left, height - margin.bottom, "#333")
    svg += text((margin.left + width - margin.right) / 2, height - 12, xLabel, anchor: "middle")
    svg += "<text x=\"16\" y=\"\(Int(height / 2))\" text-anchor=\"middle\" transform=\"rotate(-90 16 \(Int(height / 2)))\">\(escape(yLabel))</text>\n"
    return svg
  }

  private func lines(x: LogAxis, y: LogAxis) -> String {
    series.enumerated().map { index, series in
      let color = Self.colors[index % Self.colors.count]
      let points = series.points.filter { $0.size > 0 && $0.cost > 0 }
        .map { (x.position($0.size), y.position($0.cost)) }
      let path = points.map { "\(round2($0.0)),\(round2($0.1))" }.joined(separator: " ")
      let dots = points.map { "<circle cx=\"\(round2($0.0))\" cy=\"\(round2($0.1))\" r=\"3\" fill=\"\(color)\"/>" }
      return "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(path)\"/>\n"
        + dots.joined(separator: "\n") + "\n"
    }.joined()
  }

  private func legend() -> String {
    series.enumerated().map { index, series in
      let top = margin.top + Double(index) * 18
      let color = Self.colors[index % Self.colors.count]
      return "<rect x=\"\(Int(width - margin.right + 12))\" y=\"\(Int(top))\" width=\"12\" height=\"12\" fill=\"\(color)\"/>\n"
        + text(width - margin.right + 30, top + 10, series.label, anchor: "start")
    }.joined()
  }

  private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ color: String) -> String {
    "<line x1=\"\(round2(x1))\" y1=\"\(round2(y1))\" x2=\"\(round2(x2))\" y2=\"\(round2(y2))\" stroke=\"\(color)\"/>\n"
  }

  private func text(_ x: Double, _ y: Double, _ content: String, anchor: String) -> String {
    "<text x=\"\(round2(x))\" y=\"\(round2(y))\" text-anchor=\"\(anchor)\">\(escape(content))</text>\n"
  }

  private func format(_ value: Double) -> String {
    value >= 1000 ? String(format: "%.0e", value) : (value >= 1 ? String(format: "%g", value) : String(format: "%.2g", value))
  }

  private func round2(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

/// A logarithmic axis from the data's decade bounds to a pixel range.
private struct LogAxis {
  let low: Double
  let high: Double
  let range: (Double, Double)

  init(values: [Double], range: (Double, Double)) {
    var low = floor(log10(values.min()!))
    var high = ceil(log10(values.max()!))
    if low == high { low -= 0.5; high += 0.5 }
    self.low = low
    self.high = high
    self.range = range
  }

  func position(_ value: Double) -> Double {
    let fraction = (log10(value) - low) / (high - low)
    return range.0 + fraction * (range.1 - range.0)
  }

  var ticks: [Double] {
    stride(from: ceil(low), through: floor(high), by: 1).map { pow(10, $0) }
  }
}
