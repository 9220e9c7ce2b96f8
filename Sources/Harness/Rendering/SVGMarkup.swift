import Foundation

/// The SVG pieces the charts share: the document with its title, text, lines and numbers.
enum SVGMarkup {
  /// A standalone SVG document of `width` × `height` on white, headed by `title`.
  static func document(width: Double, height: Double, title: String, body: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
    viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">
    <rect width="100%" height="100%" fill="white"/>
    <text x="\(Int(width / 2))" y="20" text-anchor="middle" font-size="14">\(escape(title))</text>
    \(body)</svg>

    """
  }

  /// `content` at (`x`, `y`), anchored `anchor` (start, middle or end).
  static func text(_ x: Double, _ y: Double, _ content: String, anchor: String) -> String {
    "<text x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\">\(escape(content))</text>\n"
  }

  /// A line from (`x1`, `y1`) to (`x2`, `y2`) in `color`.
  static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ color: String)
    -> String
  {
    "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\" stroke=\"\(color)\"/>\n"
  }

  /// `label`, vertical, centred on the left edge of a chart `height` tall.
  static func verticalLabel(_ label: String, height: Double) -> String {
    "<text x=\"16\" y=\"\(Int(height / 2))\" text-anchor=\"middle\" transform=\"rotate(-90 16 \(Int(height / 2)))\">\(escape(label))</text>\n"
  }

  /// A coordinate, to a tenth of a pixel.
  static func number(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  /// `text` with the characters SVG reserves escaped, and those XML forbids (an ESC byte would
  /// make the whole document invalid) shown as `\u{1B}`.
  static func escape(_ text: String) -> String {
    TerminalText.escape(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
      of: "<", with: "&lt;"
    )
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
