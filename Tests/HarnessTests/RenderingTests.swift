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
    #expect(
      markdown.contains("![Store.Send scoped: cost vs depth](plots/store-send-scoped-depth.svg)"))
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
    #expect(chart.components(separatedBy: "class=\"marker\"").count == 1 + 5 + 2)
    #expect(chart.contains(">flat<") && chart.contains(">linear<"))
  }

  @Test
  func axesReadInTimeUnitsAndCounts() {
    let chart = SVGChart(
      title: "t", xLabel: "rows", yLabel: "time", yUnit: .nanoseconds,
      series: [.init(label: "s", points: [(10, 50), (1000, 5_000_000)])]
    ).render()
    for tick in [">100 ns<", ">1 µs<", ">100 µs<", ">1 ms<", ">10 ms<", ">10<", ">100<", ">1k<"] {
      #expect(chart.contains(tick), "missing tick \(tick)")
    }
    #expect(!chart.contains("e+"))
  }

  @Test
  func coincidingSeriesAreDrawnApartWithTheirOwnMarkers() throws {
    let same = [(size: 10.0, cost: 100.0), (size: 100.0, cost: 1000.0)]
    let chart = SVGChart(
      title: "t", xLabel: "x", yLabel: "y",
      series: (0..<3).map { .init(label: "w\($0)", points: same) }
    ).render()
    #expect(
      chart.contains("<circle class=\"marker\"") && chart.contains("<rect class=\"marker\"")
        && chart.contains("<polygon class=\"marker\""))
    let lines = chart.components(separatedBy: "<polyline").dropFirst().map {
      $0.components(separatedBy: "points=\"")[1].split(separator: ",")[0]
    }
    #expect(Set(lines).count == 3)
  }

  @Test
  func aTrendChartHasOneMarkerPerRunLabelledByRevision() {
    let entries = [("aaa", 1000.0), ("bbb", 1010.0), ("ccc+", 990.0)].map {
      TrendChart.Entry(label: $0.0, value: $0.1)
    }
    let chart = TrendChart(title: "t", yLabel: "instructions", yUnit: .count, entries: entries)
      .render()
    #expect(chart.components(separatedBy: "class=\"marker\"").count == 4)
    #expect(chart.contains(">aaa<") && chart.contains(">ccc+<"))
    #expect(chart.contains(">990<") && chart.contains(">1k<") && chart.contains(">1.01k<"))
    let timed = TrendChart(
      title: "t", yLabel: "time", yUnit: .nanoseconds,
      entries: [.init(label: "a", value: 1500, interval: (1400, 1600))]
    ).render()
    #expect(timed.contains(" µs<") && timed.contains("class=\"interval\""))
  }

  @Test
  func intervalsAreDrawnAsErrorBars() {
    let point = SVGChart.Point(size: 10, cost: 100, interval: (90, 120))
    let chart = SVGChart(
      title: "t", xLabel: "x", yLabel: "y", series: [.init(label: "s", points: [point])]
    ).render()
    #expect(chart.components(separatedBy: "class=\"interval\"").count == 2)
  }

  @Test
  func aReportComparedWithAnEarlierOneChartsBothDashingTheEarlier() throws {
    var before = ReportTests.sampleReport()
    before.results = before.results.map { result in
      var slower = result
      slower.samples = result.samples.map { $0 * 2 }
      slower.summary = SampleSummary(samples: slower.samples)
      return slower
    }
    let after = ReportTests.sampleReport()
    let comparison = ReportComparison(base: before, new: after)
    let charts = MarkdownReport(report: after, reference: ("before.json", comparison)).charts()
    let chart = try #require(charts.first { $0.file == "store-send-scoped-depth.svg" }).chart
    #expect(chart.series.map(\.label) == ["scoped", "before: scoped"])
    #expect(chart.series[1].points.map(\.cost) == [22, 42])
    #expect(chart.render().contains("stroke-dasharray"))
  }

  @Test
  func flatSeriesIsDrawnHorizontally() throws {
    let chart = SVGChart(
      title: "t", xLabel: "x", yLabel: "y",
      series: [.init(label: "flat", points: [(1, 10), (1000, 10)])]
    ).render()
    let points = try #require(
      chart.components(separatedBy: "points=\"").dropFirst().first?.split(separator: "\"").first)
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
      ConformanceRow(
        ruleID: "A-01", title: "one", api: "tca", status: .pass, messages: [], issueCount: 0,
        durationSeconds: 0),
      ConformanceRow(
        ruleID: "A-01", title: "two", api: "project", status: .fail, messages: ["x | y"],
        issueCount: 1, durationSeconds: 0),
      ConformanceRow(
        ruleID: "A-02", title: "three", api: "tca", status: .error, messages: ["timed out"],
        issueCount: 0, durationSeconds: 0),
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
