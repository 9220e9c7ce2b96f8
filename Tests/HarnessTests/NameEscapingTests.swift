import Foundation
import Testing

@testable import Harness

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Point names are data: escaped for the terminal, for markdown and for SVG, whatever they hold.
@Suite
struct NameEscapingTests {
  /// A name as a hostile report might hold it: a terminal title and colour, a forged line,
  /// markdown and HTML.
  static let hostile =
    "A.x\u{1B}]0;owned\u{07}\u{1B}[31m|`code`<script>&[x](javascript:alert(1))\nregression: forged"

  @Test
  func theTerminalSeesControlCharactersAsEscapes() {
    #expect(
      TerminalText.escape("a\u{1B}[31mb\nc\u{7F}\u{202E}")
        == "a\\u{1B}[31mb\\u{0A}c\\u{7F}\\u{202E}")
    #expect(
      TerminalText.escape("Store.Send/root depth=1 ×2 — é") == "Store.Send/root depth=1 ×2 — é")
    let escaped = TerminalText.escape(Self.hostile)
    #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }

  @Test
  func markdownShowsPipesBackticksHTMLAndNewlinesAsText() {
    #expect(
      MarkdownText.escape("a|b`c`<i>&[x](y)\n") == "a\\|b\\`c\\`&lt;i&gt;&amp;\\[x\\](y)\\u{0A}")
    #expect(MarkdownText.escape("Store.Send") == "Store.Send")
    let escaped = MarkdownText.escape(Self.hostile)
    #expect(!escaped.contains("<") && !escaped.contains("\n") && !escaped.contains("\u{1B}"))
    #expect(!escaped.replacingOccurrences(of: "\\|", with: "").contains("|"))
    #expect(!escaped.contains("[x](") && escaped.contains("\\[x\\](javascript"))
  }

  @Test
  func aHostileNameStaysInItsTableCell() {
    let base = ComparisonTests.report([(Self.hostile, (0..<12).map { 100 + Double($0) }, 2)])
    let new = ComparisonTests.report([(Self.hostile, (0..<12).map { 100 + Double($0) }, 3)])
    let markdown = ReportComparison(base: base, new: new).markdown(
      title: "Comparison: a|b.json against <c>.json")
    let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("|") }
    #expect(rows.count == 3, "header, rule and one row: \(rows)")
    #expect(
      !markdown.contains("<script>") && !markdown.contains("<c>") && !markdown.contains("\u{1B}"))
    let row = rows[2].replacingOccurrences(of: "\\|", with: "")
    let plain = ComparisonTests.report([("A.x", (0..<12).map { 100 + Double($0) }, 2)])
    let plainRow = ReportComparison(base: plain, new: plain).markdown().split(separator: "\n").last
    { $0.hasPrefix("|") }!
    #expect(row.filter { $0 == "|" }.count == plainRow.filter { $0 == "|" }.count)
  }

  @Test
  func aRegressionLineOfAHostileNameIsOneLineOnTheTerminal() {
    let base = ComparisonTests.report([(Self.hostile, (0..<12).map { 100 + Double($0) }, 2)])
    let new = ComparisonTests.report([(Self.hostile, (0..<12).map { 100 + Double($0) }, 3)])
    let lines = ReportComparison(base: base, new: new).regressionLines()
    #expect(lines.count == 1)
    #expect(!TerminalText.escape(lines[0]).contains("\n"))
  }

  @Test
  func aTrendChartOfAHostileNameIsValidXML() {
    let chart = TrendChart(
      title: Self.hostile + "\u{0}\u{FFFE}\"", yLabel: "instructions per operation", yUnit: .count,
      entries: [.init(label: "abc\u{1B}<", value: 10), .init(label: "def", value: 11)]
    )
    let svg = chart.render()
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(svg.contains("\\u{1B}]0;owned"))
  }
}
