import Foundation
import Testing

@testable import Harness

/// A point's time budget holds whatever the runtime: a slow operation gets fewer samples, is
/// marked, and is kept out of the gates on both sides alike.
@Suite
struct PointBudgetTests {
  /// A workload whose every operation sleeps `milliseconds`.
  @MainActor
  static func sleeping(_ milliseconds: Int) -> Workload {
    Workload("Slow.Sleep", scenario: "ms") { _ in
      .sync { iterations in for _ in 0..<iterations { usleep(useconds_t(milliseconds * 1000)) } }
    }
  }

  @MainActor
  static func measure(_ workload: Workload, budget: Double) async -> PointResult {
    var options = MeasurementOptions.quick
    options.pointBudget = budget
    options.countAllocations = false
    return await BenchRunner(
      workloads: [workload], options: options, progress: Progress(enabled: false)
    ).run()[0]
  }

  @Test @MainActor
  func slowOperationStaysWithinTheBudgetAndIsMarked() async {
    let start = Date()
    let point = await Self.measure(Self.sleeping(300), budget: 1)
    let elapsed = Date().timeIntervalSince(start)
    #expect(elapsed < 1.9, "one operation of 0.3 s may overrun a 1 s budget once, not more")
    #expect(!point.samples.isEmpty && point.samples.count < MeasurementOptions.quick.minSamples)
    #expect(point.iterationsPerSample == 1)
    #expect(point.overBudget?.contains("point budget") == true)
    #expect(point.summary != nil)
  }

  @Test @MainActor
  func fastOperationIsMeasuredInFull() async {
    let point = await Self.measure(Self.sleeping(0), budget: 5)
    #expect(point.overBudget == nil)
    #expect(point.samples.count >= MeasurementOptions.quick.minSamples)
  }

  @Test
  func pointsOverBudgetOnBothSidesAreNamedAndNotGated() {
    var base = ComparisonTests.report([
      ("A.x", (0..<12).map { 100 + Double($0) }, 2), ("B.y", [9e9], 5),
    ])
    var new = ComparisonTests.report([
      ("A.x", (0..<12).map { 100.5 + Double($0) }, 2), ("B.y", [20e9], 50),
    ])
    base.results[1].overBudget = "one operation takes 9 s"
    new.results[1].overBudget = "one operation takes 20 s"
    var options = ComparisonOptions()
    options.gates = [.timings, .allocations]
    let comparison = ReportComparison(base: base, new: new, options: options)
    #expect(comparison.rows.map(\.workload) == ["A.x"])
    #expect(comparison.excluded.count == 1 && comparison.excluded[0].contains("B.y"))
    #expect(comparison.outcome == .pass)
    #expect(comparison.markdown().contains("Not gated (1)"))
  }

  @Test
  func pointOverBudgetOnOneSideOnlyIsUncheckedSoNeverPasses() {
    let base = ComparisonTests.report([("B.y", (0..<12).map { 100 + Double($0) }, 2)])
    var new = ComparisonTests.report([("B.y", [9e9], 2)])
    new.results[0].overBudget = "one operation takes 9 s"
    var options = ComparisonOptions()
    options.gates = [.timings, .allocations]
    let comparison = ReportComparison(base: base, new: new, options: options)
    #expect(comparison.rows.isEmpty)
    #expect(comparison.unchecked.first?.contains("over the point budget in this report") == true)
    #expect(comparison.outcome == .inconclusive)
  }

  @Test
  func theSweepPredictsAtLeastLinearGrowthAndFasterWhereItGrewFaster() {
    func point(_ rows: Int, _ median: Double) -> PointResult {
      ReportTests.point("Scope.RowChurn", "churn", [("rows", rows)], samples: [median])
    }
    let rows = { (value: Int) in Sizes([SizeEntry(name: "rows", value: value)]) }
    var forecast = SweepForecast()
    #expect(forecast.predictedCost(of: "Scope.RowChurn/churn", at: rows(1000)) == nil)
    forecast.record(point(1000, 1e9))
    #expect(forecast.predictedCost(of: "Scope.RowChurn/churn", at: rows(5000))?.nanoseconds == 5e9)
    forecast.record(point(5000, 25e9))
    let predicted = forecast.predictedCost(of: "Scope.RowChurn/churn", at: rows(10000))
    #expect(abs((predicted?.nanoseconds ?? 0) - 100e9) < 1e6)
    #expect(predicted?.from == rows(5000))
    #expect(forecast.predictedCost(of: "Other.Workload/churn", at: rows(10000)) == nil)
  }

  @Test @MainActor
  func aPointPredictedToExceedTheBudgetIsNotStarted() async {
    let workload = Workload(
      "Slow.Sweep", scenario: "ms", parameters: [SizeParameter("tenths", [1, 10])]
    ) { sizes in
      .sync { iterations in
        for _ in 0..<iterations { usleep(useconds_t(sizes["tenths"]! * 100_000)) }
      }
    }
    var options = MeasurementOptions.quick
    (options.pointBudget, options.countAllocations) = (0.5, false)
    let start = Date()
    let points = await BenchRunner(
      workloads: [workload], options: options, progress: Progress(enabled: false)
    ).run()
    #expect(Date().timeIntervalSince(start) < 1.5, "the 1 s operation never ran")
    #expect(points[0].summary != nil)
    #expect(points[1].samples.isEmpty && points[1].overBudget?.contains("predicted") == true)
    #expect(points[1].skipped == points[1].overBudget)
  }
}

extension PointBudgetTests {
  @Test
  func operationsOfSecondsReadInSeconds() {
    #expect(NumberFormatting.duration(4.56e9) == "4.56 s")
    #expect(NumberFormatting.duration(4.56e8) == "456 ms")
  }
}
