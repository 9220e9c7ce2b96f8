import Foundation

/// A point's value across runs, as standalone SVG: runs along the x axis, oldest first, labelled
/// by revision; the value on a linear y axis, with its 95% interval where known.
public struct TrendChart: Sendable {
  /// One run's value.
  public struct Entry: Sendable {
    /// The x-axis label: the run's revision.
    public let label: String
    /// The value.
    public let value: Double
    /// The value's 95% interval, if known.
    public let interval: (lower: Double, upper: Double)?

    /// A run labelled `label` with `value` and its interval, if known.
    public init(label: String, value: Double, interval: (lower: Double, upper: Double)? = nil) {
      self.label = label
      self.value = value
      self.interval = interval
    }
  }

  /// The chart's heading.
  public let title: String
  /// The name of the value.
  public let yLabel: String
  /// What the value counts.
  public let yUnit: ChartUnit
  /// The runs, oldest first.
  public let entries: [Entry]

  /// A trend of `entries`.
  public init(title: String, yLabel: String, yUnit: ChartUnit, entries: [Entry]) {
    self.title = title
    self.yLabel = yLabel
    self.yUnit = yUnit
    self.entries = entries
  }

  private let width = 720.0
  private let height = 400.0
  private let margin = (left: 80.0, right: 30.0, top: 40.0, bottom: 90.0)

  /// The chart as an SVG document.
  public func render() -> String {
    guard !entries.isEmpty else {
      return SVGMarkup.document(width: width, height: height, title: title, body: "")
    }
    let values = entries.flatMap { [$0.value] + ($0.interval.map { [$0.lower, $0.upper] } ?? []) }
    let y = LinearAxis(values: values, range: (height - margin.bottom, margin.top))
    return SVGMarkup.document(width: width, height: height, title: title, body: axes(y) + trend(y))
  }

  private func xPosition(_ index: Int) -> Double {
    let inset = 20.0
    let span = width - margin.left - margin.right - 2 * inset
    return margin.left + inset
      + (entries.count == 1 ? span / 2 : span * Double(index) / Double(entries.count - 1))
  }

  private func axes(_ y: LinearAxis) -> String {
    var svg = ""
    for tick in y.ticks {
      let py = y.position(tick)
      svg += SVGMarkup.line(margin.left, py, width - margin.right, py, "#eee")
      svg += SVGMarkup.text(margin.left - 6, py + 4, yUnit.label(tick), anchor: "end")
    }
    for (index, entry) in entries.enumerated() {
      let px = xPosition(index)
      let ly = height - margin.bottom + 12
      svg +=
        "<text x=\"\(SVGMarkup.number(px))\" y=\"\(SVGMarkup.number(ly))\" text-anchor=\"end\" transform=\"rotate(-45 \(SVGMarkup.number(px)) \(SVGMarkup.number(ly)))\">\(SVGMarkup.escape(entry.label))</text>\n"
    }
    svg += SVGMarkup.line(
      margin.left, height - margin.bottom, width - margin.right, height - margin.bottom, "#333")
    svg += SVGMarkup.line(margin.left, margin.top, margin.left, height - margin.bottom, "#333")
    svg += SVGMarkup.verticalLabel(yLabel, height: height)
    return svg
  }

  private func trend(_ y: LinearAxis) -> String {
    let style = SeriesStyle(index: 0, isReference: false)
    let points = entries.enumerated().map {
      (x: xPosition($0.offset), y: y.position($0.element.value), entry: $0.element)
    }
    var svg =
      "<polyline fill=\"none\" stroke=\"\(style.color)\" stroke-width=\"2\" points=\"\(points.map { "\(SVGMarkup.number($0.x)),\(SVGMarkup.number($0.y))" }.joined(separator: " "))\"/>\n"
    for point in points {
      if let interval = point.entry.interval {
        svg +=
          "<line class=\"interval\" x1=\"\(SVGMarkup.number(point.x))\" y1=\"\(SVGMarkup.number(y.position(interval.upper)))\" x2=\"\(SVGMarkup.number(point.x))\" y2=\"\(SVGMarkup.number(y.position(interval.lower)))\" stroke=\"\(style.color)\"/>\n"
      }
      svg += style.marker(at: point.x, point.y) + "\n"
    }
    return svg
  }
}

/// A linear axis over the data with a little room above and below, and round ticks.
private struct LinearAxis {
  let low: Double
  let high: Double
  let range: (Double, Double)
  let step: Double

  init(values: [Double], range: (Double, Double)) {
    var low = values.min()!
    var high = values.max()!
    let pad = Swift.max((high - low) * 0.1, Swift.max(abs(high) * 0.005, 1e-9))
    low -= pad
    high += pad
    let rough = (high - low) / 5
    let magnitude = pow(10, floor(log10(rough)))
    step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
    self.low = low
    self.high = high
    self.range = range
  }

  func position(_ value: Double) -> Double {
    range.0 + (value - low) / (high - low) * (range.1 - range.0)
  }

  var ticks: [Double] {
    stride(from: ceil(low / step) * step, through: high, by: step).map { $0 }
  }
}
