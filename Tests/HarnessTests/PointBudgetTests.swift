import Foundation
import Testing

@testable import Harness

/// A point's time budget holds whatever the runtime: a slow operation gets fewer samples, is
/// marked, and is kept out of the gates on both sides alike. The operations here spend time on
/// a clock they advance (`ManualClock`), not the machine's, so the budget's logic is tested the
/// same on an idle machine and a loaded one.
@Suite(.timeLimit(.minutes(5)))
struct PointBudgetTests {
  /// A workload whose every operation takes `milliseconds` of `clock`'s time.
  @MainActor
  static func spending(_ milliseconds: Int, on clock: ManualClock) -> Workload {
    Workload("Slow.Sleep", scenario: "ms") { _ in
      .sync { iterations in clock.advance(by: UInt64(iterations * milliseconds) * 1_000_000) }
    }
  }

  @MainActor
  static func measure(_ workload: Workload, budget: Double, clock: ManualClock) async
    -> PointResult
  {
    var options = MeasurementOptions.quick
    options.pointBudget = budget
    options.countAllocations = false
    return await BenchRunner(
      workloads: [workload], options: options, progress: Progress(enabled: false),
      clock: clock.measurementClock
    ).run()[0]
  }

  @Test @MainActor
  func slowOperationStaysWithinTheBudgetAndIsMarked() async {
    let clock = ManualClock()
    let start = clock.now
    let point = await Self.measure(Self.spending(300, on: clock), budget: 1, clock: clock)
    let elapsed = Double(clock.now - start) / 1e9
    #expect(elapsed < 1.3 + 0.001, "one operation of 0.3 s may overrun a 1 s budget once, not more")
    #expect(!point.samples.isEmpty && point.samples.count < MeasurementOptions.quick.minSamples)
    #expect(point.iterationsPerSample == 1)
    #expect(point.overBudget?.contains("point budget") == true)
    #expect(point.summary != nil)
  }

  @Test @MainActor
  func fastOperationIsMeasuredInFull() async {
    let clock = ManualClock()
    let point = await Self.measure(Self.spending(0, on: clock), budget: 5, clock: clock)
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
    let clock = ManualClock()
    let workload = Workload(
      "Slow.Sweep", scenario: "ms", parameters: [SizeParameter("tenths", [1, 10])]
    ) { sizes in
      .sync { iterations in
        clock.advance(by: UInt64(iterations * sizes["tenths"]!) * 100_000_000)
      }
    }
    var options = MeasurementOptions.quick
    (options.pointBudget, options.countAllocations) = (0.5, false)
    let start = clock.now
    let points = await BenchRunner(
      workloads: [workload], options: options, progress: Progress(enabled: false),
      clock: clock.measurementClock
    ).run()
    #expect(Double(clock.now - start) / 1e9 < 1.0, "the 1 s operation never ran")
    #expect(points[0].summary != nil)
    #expect(points[1].samples.isEmpty && points[1].overBudget?.contains("predicted") == true)
    #expect(points[1].skipped == points[1].overBudget)
  }
}

/// A clock that moves only when told, and by one microsecond at every reading, so that a loop
/// waiting for a deadline ends even when the operations it runs take no time.
final class ManualClock: @unchecked Sendable {
  // Unchecked: `nanoseconds` is only touched under `lock`.
  private let lock = NSLock()
  private var nanoseconds: UInt64 = 1_000_000_000

  /// The time now, without moving the clock.
  var now: UInt64 { lock.withLock { nanoseconds } }

  /// Moves the clock `delta` nanoseconds on.
  func advance(by delta: UInt64) {
    lock.withLock { nanoseconds += delta }
  }

  /// The clock as the harness reads it.
  var measurementClock: MeasurementClock {
    MeasurementClock { [self] in
      lock.withLock {
        nanoseconds += 1_000
        return nanoseconds
      }
    }
  }
}

extension PointBudgetTests {
  @Test
  func operationsOfSecondsReadInSeconds() {
    #expect(NumberFormatting.duration(4.56e9) == "4.56 s")
    #expect(NumberFormatting.duration(4.56e8) == "456 ms")
  }
}
