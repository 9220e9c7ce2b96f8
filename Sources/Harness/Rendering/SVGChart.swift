import Foundation

/// A log-log line chart of cost against size, one line per series, as standalone SVG.
public struct SVGChart: Sendable {
  /// One measured point of a line: a size, its cost and, when known, the cost's 95% interval.
  public struct Point: Sendable {
    /// The size, on the x axis.
    public let size: Double
    /// The cost, on the y axis.
    public let cost: Double
    /// The cost's 95% interval, drawn as an error bar.
    public let interval: (lower: Double, upper: Double)?

    /// A point at `size` costing `cost`, with its interval if known.
    public init(size: Double, cost: Double, interval: (lower: Double, upper: Double)? = nil) {
      self.size = size
      self.cost = cost
      self.interval = interval
    }
  }

  /// One line of the chart.
  public struct Series: Sendable {
    /// The legend text of the line.
    public let label: String
    /// The line's points, by increasing size.
    public let points: [Point]
    /// Whether the line is drawn dashed, as an earlier measurement is.
    public let isReference: Bool

    /// A line through `points`, labelled `label`.
    public init(label: String, points: [Point], isReference: Bool = false) {
      self.label = label
      self.points = points.sorted { $0.size < $1.size }
      self.isReference = isReference
    }

    /// A line through `points` with no intervals, labelled `label`.
    public init(label: String, points: [(size: Double, cost: Double)]) {
      self.init(label: label, points: points.map { Point(size: $0.size, cost: $0.cost) })
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
  /// What the y axis counts, which decides how its ticks read.
  public let yUnit: ChartUnit

  /// A chart of `series` against logarithmic axes.
  public init(
    title: String, xLabel: String, yLabel: String, yUnit: ChartUnit = .count, series: [Series]
  ) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.yUnit = yUnit
    self.series = series
  }

  private let width = 640.0
  private let height = 400.0
  private let margin = (left: 80.0, right: 170.0, top: 40.0, bottom: 50.0)

  /// The chart as an SVG document.
  public func render() -> String {
    let all = series.flatMap(\.points).filter { $0.size > 0 && $0.cost > 0 }
    guard !all.isEmpty else {
      return SVGMarkup.document(width: width, height: height, title: title, body: "")
    }
    let costs = all.flatMap { point in
      [point.cost] + (point.interval.map { [$0.lower, $0.upper].filter { $0 > 0 } } ?? [])
    }
    // Inset from the frame so that the sideways shifts of coinciding series stay inside it.
    let x = LogAxis(values: all.map(\.size), range: (margin.left + 14, width - margin.right - 14))
    let y = LogAxis(values: costs, range: (height - margin.bottom, margin.top))
    return SVGMarkup.document(
      width: width, height: height, title: title,
      body: axes(x: x, y: y) + lines(x: x, y: y) + legend())
  }

  private func axes(x: LogAxis, y: LogAxis) -> String {
    var svg = ""
    for tick in x.ticks {
      let px = x.position(tick)
      svg += SVGMarkup.line(px, margin.top, px, height - margin.bottom, "#eee")
      svg += SVGMarkup.text(
        px, height - margin.bottom + 15, ChartUnit.count.label(tick), anchor: "middle")
    }
    for tick in y.ticks {
      let py = y.position(tick)
      svg += SVGMarkup.line(margin.left, py, width - margin.right, py, "#eee")
      svg += SVGMarkup.text(margin.left - 6, py + 4, yUnit.label(tick), anchor: "end")
    }
    svg += SVGMarkup.line(
      margin.left, height - margin.bottom, width - margin.right, height - margin.bottom, "#333")
    svg += SVGMarkup.line(margin.left, margin.top, margin.left, height - margin.bottom, "#333")
    svg += SVGMarkup.text(
      (margin.left + width - margin.right) / 2, height - 12, xLabel, anchor: "middle")
    svg += SVGMarkup.verticalLabel(yLabel, height: height)
    return svg
  }

  /// Each series with its own colour, marker shape and dash, shifted a few pixels sideways from
  /// the others, so that series that coincide stay visible; error bars where intervals are known.
  private func lines(x: LogAxis, y: LogAxis) -> String {
    series.enumerated().map { index, series in
      let style = SeriesStyle(index: index, isReference: series.isReference)
      let shift = (Double(index) - Double(self.series.count - 1) / 2) * 3
      let points = series.points.filter { $0.size > 0 && $0.cost > 0 }
      let located = points.map {
        (point: $0, x: x.position($0.size) + shift, y: y.position($0.cost))
      }
      let path = located.map { "\(SVGMarkup.number($0.x)),\(SVGMarkup.number($0.y))" }.joined(
        separator: " ")
      let bars = located.compactMap { item in
        item.point.interval.map { errorBar(at: item.x, $0, y: y, color: style.color) }
      }
      let markers = located.map { style.marker(at: $0.x, $0.y) }
      return
        "<polyline fill=\"none\" stroke=\"\(style.color)\" stroke-width=\"2\"\(style.dash) points=\"\(path)\"/>\n"
        + bars.joined() + markers.joined(separator: "\n") + "\n"
    }.joined()
  }

  private func errorBar(
    at px: Double, _ interval: (lower: Double, upper: Double), y: LogAxis, color: String
  ) -> String {
    guard interval.lower > 0, interval.upper >= interval.lower else { return "" }
    let (top, bottom) = (y.position(interval.upper), y.position(interval.lower))
    return "<g class=\"interval\" stroke=\"\(color)\" stroke-width=\"1\">"
      + SVGMarkup.line(px, top, px, bottom, color) + SVGMarkup.line(px - 3, top, px + 3, top, color)
      + SVGMarkup.line(px - 3, bottom, px + 3, bottom, color)
      + "</g>\n"
  }

  private func legend() -> String {
    series.enumerated().map { index, series in
      let top = margin.top + Double(index) * 18
      let style = SeriesStyle(index: index, isReference: series.isReference)
      let left = width - margin.right + 8
      return
        "<line x1=\"\(Int(left))\" y1=\"\(Int(top + 6))\" x2=\"\(Int(left + 20))\" y2=\"\(Int(top + 6))\" stroke=\"\(style.color)\" stroke-width=\"2\"\(style.dash)/>\n"
        + style.marker(at: left + 10, top + 6) + "\n"
        + SVGMarkup.text(left + 26, top + 10, series.label, anchor: "start")
    }.joined()
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
    if low == high {
      low -= 0.5
      high += 0.5
    }
    self.low = low
    self.high = high
    self.range = range
  }

  func position(_ value: Double) -> Double {
    let fraction = (log10(value) - low) / (high - low)
    return range.0 + fraction * (range.1 - range.0)
  }

  /// The decades, and 2 and 5 times each when the axis spans two decades or less, so that a
  /// short sweep (depths 1 to 4, say) still has ticks near its points.
  var ticks: [Double] {
    let decades = stride(from: floor(low), through: floor(high), by: 1).map { pow(10, $0) }
    let multiples: [Double] = high - low <= 2 ? [1, 2, 5] : [1]
    return decades.flatMap { decade in multiples.map { $0 * decade } }
      .filter { log10($0) >= low - 1e-9 && log10($0) <= high + 1e-9 }
  }
}
