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
    return await BenchRunner(workloads: [workload], options: options, progress: Progress(enabled: false)).run()[0]
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
    var base = ComparisonTests.report([("A.x", (0..<12).map { 100 + Double($0) }, 2), ("B.y", [9e9], 5)])
    var new = ComparisonTests.report([("A.x", (0..<12).map { 100.5 + Double($0) }, 2), ("B.y", [20e9], 50)])
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
}
