import Foundation
import Testing

@testable import Harness

@Suite
struct RenderingTests {
  @Test
  func markdownHasATablePerFamilyGrowthAndChartLinks() {
    let markdown = MarkdownReport(report: ReportTests.sampleReport()).render()
    #expect(markdown.contains("## Baseline"))
    #expect(markdown.contains("## Store"))
    #expect(markdown.contains("| Store.Send | scoped | depth=10 | 21 ns | 20 ns – 22 ns |"))
    #expect(markdown.contains("5.50×"))
    #expect(markdown.contains("## Growth"))
    #expect(markdown.contains("| Store.Send | scoped | depth | - | 0.281 |"))
    #expect(markdown.contains("![Store.Send scoped: cost vs depth](plots/store-send-scoped-depth.svg)"))
  }

  @Test
  func markdownShowsABeforeAfterTableAgainstAnEarlierReport() {
    let before = ComparisonTests.report([("A.x", (0..<12).map { 200 + Double($0) }, 3)])
    let after = ComparisonTests.report([("A.x", (0..<12).map { 100 + Double($0) }, 0)])
    let comparison = ReportComparison(base: before, new: after)
    let markdown = MarkdownReport(report: after, reference: ("before.json", comparison)).render()
    #expect(markdown.contains("## Before/after: compared with before.json"))
    #expect(markdown.contains("| A.x | s | - | 2"))
    #expect(markdown.contains("| faster |"))
    #expect(markdown.contains("3.00 → 0.00"))
    #expect(!MarkdownReport(report: after).render().contains("Before/after"))
  }

  @Test
  func chartIsLogLogSVGWithOneLinePerSeries() {
    let chart = SVGChart(
      title: "Scope.FanOut", xLabel: "children", yLabel: "ns/op",
      series: [
        .init(label: "flat", points: [(1, 10), (1000, 10)]),
        .init(label: "linear", points: [(1, 10), (10, 100), (1000, 10000)]),
      ]
    ).render()
    #expect(chart.hasPrefix("<svg"))
    #expect(chart.components(separatedBy: "<polyline").count == 3)
    #expect(chart.components(separatedBy: "<circle").count == 6)
    #expect(chart.contains(">flat<") && chart.contains(">linear<"))
  }

  @Test
  func flatSeriesIsDrawnHorizontally() throws {
    let chart = SVGChart(title: "t", xLabel: "x", yLabel: "y", series: [.init(label: "flat", points: [(1, 10), (1000, 10)])]).render()
    let points = try #require(chart.components(separatedBy: "points=\"").dropFirst().first?.split(separator: "\"").first)
    let ys = points.split(separator: " ").map { $0.split(separator: ",")[1] }
    #expect(Set(ys).count == 1)
  }

  @Test
  func summaryTableAlignsColumns() {
    let table = SummaryTable.render(ReportTests.sampleReport().results)
    let lines = table.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("workload"))
    #expect(Set(lines.map(\.count)).count == 1, "every row is padded to the same widths")
  }

  @Test
  func conformanceMatrixCountsAndRenders() {
    let rows = [
      ConformanceRow(ruleID: "A-01", title: "one", api: "tca", status: .pass, messages: [], issueCount: 0, durationSeconds: 0),
      ConformanceRow(ruleID: "A-01", title: "two", api: "project", status: .fail, messages: ["x | y"], issueCount: 1, durationSeconds: 0),
      ConformanceRow(ruleID: "A-02", title: "three", api: "tca", status: .error, messages: ["timed out"], issueCount: 0, durationSeconds: 0),
    ]
    let matrix = ConformanceMatrix(
      date: "d", git: GitRevision(revision: nil, dirty: nil),
      machine: ReportTests.sampleReport().machine, runtime: "ComposableRuntime",
      rules: [
        ConformanceRuleText(id: "A-01", text: "does a", pinnedBy: "T testA", pending: nil),
        ConformanceRuleText(id: "A-02", text: "does b", pinnedBy: "T testB", pending: nil),
        ConformanceRuleText(id: "B-01", text: "does c", pinnedBy: "T testC", pending: "issue 9"),
      ],
      rows: rows
    )
    #expect(matrix.totals.passed == 1 && matrix.totals.failed == 1 && matrix.totals.errors == 1)
    #expect(matrix.totals.rules == 2 && matrix.totals.rulesPassing == 0)
    #expect(!matrix.allPassed)
    let markdown = matrix.markdown()
    #expect(markdown.contains("| A-01 | two | project | fail | 1 | x \\| y |"))
    #expect(markdown.contains("| A-01 | does a | T testA | 2 | fail |"))
    #expect(markdown.contains("| B-01 | does c | T testC | 0 | no case (pending: issue 9) |"))
    #expect(markdown.contains("- runtime: ComposableRuntime"))
  }
}
