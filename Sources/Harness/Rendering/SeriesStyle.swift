import Foundation

/// How one series of a chart is drawn: its colour, marker shape and dash.
struct SeriesStyle {
  private static let colors = [
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
  ]
  private static let dashes = ["", "6 3", "2 2", "8 3 2 3"]

  let color: String
  /// The `stroke-dasharray` attribute, or nothing for a solid line.
  let dash: String
  private let shape: Int

  /// The style of the series at `index`; a reference (earlier) series is always dashed.
  init(index: Int, isReference: Bool) {
    color = Self.colors[index % Self.colors.count]
    let pattern =
      isReference ? "5 4" : Self.dashes[(index / Self.colors.count + index) % Self.dashes.count]
    dash = pattern.isEmpty ? "" : " stroke-dasharray=\"\(pattern)\""
    shape = index % 4
  }

  /// The series' marker centred at (`x`, `y`): a circle, square, triangle or diamond.
  func marker(at x: Double, _ y: Double) -> String {
    let (cx, cy) = (String(format: "%.1f", x), String(format: "%.1f", y))
    let attributes = "class=\"marker\" fill=\"\(color)\""
    switch shape {
    case 0: return "<circle \(attributes) cx=\"\(cx)\" cy=\"\(cy)\" r=\"3.5\"/>"
    case 1:
      return
        "<rect \(attributes) x=\(quoted(x - 3.5)) y=\(quoted(y - 3.5)) width=\"7\" height=\"7\"/>"
    case 2:
      return
        "<polygon \(attributes) points=\"\(pair(x, y - 4.5)) \(pair(x - 4.5, y + 3.5)) \(pair(x + 4.5, y + 3.5))\"/>"
    default:
      return
        "<polygon \(attributes) points=\"\(pair(x, y - 5)) \(pair(x + 5, y)) \(pair(x, y + 5)) \(pair(x - 5, y))\"/>"
    }
  }

  private func quoted(_ value: Double) -> String {
    "\"" + String(format: "%.1f", value) + "\""
  }

  private func pair(_ x: Double, _ y: Double) -> String {
    String(format: "%.1f,%.1f", x, y)
  }
}
