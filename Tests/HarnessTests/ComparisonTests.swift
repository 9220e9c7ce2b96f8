import Foundation
import Testing

@testable import Harness

@Suite
struct ComparisonTests {
  @Test
  func exactUTestOfCompletelySeparatedSamples() {
    let three = MannWhitney([1, 2, 3], [4, 5, 6])
    #expect(three.u == 0)
    #expect(three.isExact)
    #expect(abs(three.pValue - 2.0 / 20) < 1e-12)
    let five = MannWhitney([6, 7, 8, 9, 10], [1, 2, 3, 4, 5])
    #expect(five.u == 25)
    #expect(abs(five.pValue - 2.0 / 252) < 1e-12)
  }

  @Test
  func exactUTestOfInterleavedSamplesIsNotSignificant() {
    let test = MannWhitney([1, 4, 5, 8], [2, 3, 6, 7])
    #expect(test.u == 8)
    #expect(test.pValue == 1)
  }

  @Test
  func exactDistributionCountsEveryArrangement() {
    // n = 2, m = 2: U takes 0,1,2,2,3,4 over the 6 arrangements, so P(U ≤ 1 or U ≥ 3) = 4/6.
    #expect(abs(MannWhitney.exactPValue(u: 1, n: 2, m: 2) - 4.0 / 6) < 1e-12)
    #expect(abs(MannWhitney.exactPValue(u: 0, n: 2, m: 2) - 2.0 / 6) < 1e-12)
  }

  @Test
  func normalApproximationAgreesWithTheExactTestForModerateSamples() {
    var generator = SplitMix64(seed: 11)
    let first = (0..<20).map { _ in generator.nextUnit() }
    let second = (0..<20).map { _ in generator.nextUnit() + 0.12 }
    let exact = MannWhitney(first, second).pValue
    let normal = MannWhitney.normalPValue(
      u: MannWhitney(first, second).u, n: 20, m: 20, ranks: MannWhitney.ranks(of: first + second)
    )
    #expect(exact > 0.05 && exact < 0.6, "pick samples whose p-value is not tiny: \(exact)")
    #expect(abs(exact - normal) / exact < 0.05, "exact \(exact), normal \(normal)")
  }

  @Test
  func tiesUseMidRanksAndTheNormalApproximation() {
    #expect(MannWhitney.ranks(of: [10, 20, 20, 30]) == [1, 2.5, 2.5, 4])
    let test = MannWhitney([1, 1, 1, 1], [1, 1, 1, 1])
    #expect(!test.isExact)
    #expect(test.pValue == 1)
  }

  @Test
  func testIsSymmetric() {
    let a = [3.1, 2.7, 4.4, 3.9, 3.3]
    let b = [2.0, 2.5, 2.2, 3.0, 2.9, 2.4]
    #expect(abs(MannWhitney(a, b).pValue - MannWhitney(b, a).pValue) < 1e-12)
  }

  @Test
  func smallestPossiblePValueDecidesWhatCanBeKnown() {
    #expect(abs(MannWhitney.smallestPossiblePValue(n: 3, m: 3) - 0.1) < 1e-12)
    #expect(MannWhitney.smallestPossiblePValue(n: 10, m: 10) < 0.001)
  }

  @Test
  func ratioIntervalCoversAScaledCopy() {
    var generator = SplitMix64(seed: 3)
    let base = (0..<30).map { _ in 100 + 10 * generator.nextUnit() }
    let new = base.map { $0 * 1.2 }
    let interval = RatioInterval(base: base, new: new)
    #expect(abs(interval.ratio - 1.2) < 0.02)
    #expect(interval.lower95 <= 1.2 && 1.2 <= interval.upper95)
    #expect(interval.lower95 > 1.0)
  }

  @Test
  func verdictNeedsSignificanceAndAnEffectBeyondTheThreshold() {
    func decide(_ ratio: Double, _ p: Double, smallest: Double = 1e-6) -> Verdict {
      Verdict.decide(
        ratio: ratio, pValue: p, smallestPossiblePValue: smallest, alpha: 0.01, threshold: 0.05)
    }
    #expect(decide(1.10, 0.001) == .slower)
    #expect(decide(0.90, 0.001) == .faster)
    #expect(decide(1.03, 0.001) == .unchanged)
    #expect(decide(1.50, 0.2) == .unchanged)
    #expect(decide(1.50, 0.1, smallest: 0.1) == .unknown)
  }

  static func report(_ points: [(String, [Double], Double?)]) -> BenchReport {
    var report = ReportTests.sampleReport()
    report.results = points.map { name, samples, allocations in
      var point = ReportTests.point(name, "s", [], samples: samples)
      point.allocationsPerOperation = allocations
      return point
    }
    return report
  }

  @Test
  func comparisonFindsSlowerPointsAndAllocationRegressions() {
    let base = Self.report([
      ("A.x", Array(repeating: 0, count: 12).enumerated().map { 100 + Double($0.offset) }, 2),
      ("B.y", (0..<12).map { 50 + Double($0) }, 1),
    ])
    let new = Self.report([
      ("A.x", (0..<12).map { 130 + Double($0) }, 2), ("B.y", (0..<12).map { 50 + Double($0) }, 1.5),
    ])
    let comparison = ReportComparison(base: base, new: new)
    #expect(comparison.rows.map(\.verdict) == [.slower, .unchanged])
    #expect(comparison.rows[1].allocationChange == .more)
    #expect(comparison.outcome == .regression)
    #expect(comparison.outcome.exitCode == .failure)
    #expect(comparison.markdown().contains("**regression**"))
  }

  @Test
  func comparisonOutcomesImprovementInconclusiveAndPass() {
    let base = Self.report([("A.x", (0..<12).map { 100 + Double($0) }, 2)])
    var measured = ComparisonOptions()
    measured.gates = [.timings, .allocations]
    let faster = Self.report([("A.x", (0..<12).map { 50 + Double($0) }, 2)])
    #expect(ReportComparison(base: base, new: faster, options: measured).outcome == .improvement)
    let same = Self.report([("A.x", (0..<12).map { 100.5 + Double($0) }, 2)])
    #expect(ReportComparison(base: base, new: same, options: measured).outcome == .pass)
    #expect(
      ReportComparison(base: base, new: same).outcome == .inconclusive,
      "no instruction counts to gate")
    let few = Self.report([("A.x", [100, 101], 2)])
    #expect(ReportComparison(base: few, new: few).outcome == .inconclusive)
    var allocationsOnly = ComparisonOptions()
    allocationsOnly.gates = [.allocations]
    #expect(ReportComparison(base: few, new: few, options: allocationsOnly).outcome == .pass)
  }

  @Test
  func thresholdsArePerWorkload() {
    let base = Self.report([("A.x", (0..<12).map { 100 + Double($0) }, nil)])
    let new = Self.report([("A.x", (0..<12).map { 110 + Double($0) }, nil)])
    var loose = ComparisonOptions()
    loose.thresholds = ["A.x/s": 0.2]
    #expect(ReportComparison(base: base, new: new).rows[0].verdict == .slower)
    #expect(ReportComparison(base: base, new: new, options: loose).rows[0].verdict == .unchanged)
  }

  @Test
  func mergingLaunchesUsesEachLaunchMedianAsASample() {
    let launches = [10.0, 12, 11].map { Self.report([("A.x", [$0, $0 + 1, $0 + 2], 3)]) }
    let merged = AlternatingLaunches.merge(launches)
    #expect(merged.results[0].samples == [11, 13, 12])
    #expect(merged.results[0].allocationsPerOperation == 3)
  }

  @Test
  func noiseCalibrationOfSteadyAndDriftingSeries() {
    let steady = (0..<8).map { _ in Self.report([("A.x", [100], nil)]) }
    #expect(NoiseCalibration.thresholds(from: steady)["A.x/s"] == 0.02)
    let drifting = (0..<8).map { Self.report([("A.x", [100 + 5 * Double($0)], nil)]) }
    #expect((NoiseCalibration.thresholds(from: drifting)["A.x/s"] ?? 0) > 0.2)
  }

  @Test
  func callgrindTotalsAreParsed() throws {
    // Not named like the counter's own outputs, which ChildProcessesTests watches appear and go.
    let path = NSTemporaryDirectory() + "parsed-profile-\(UUID().uuidString).out"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "events: Ir\nfl=x\n0 12\nsummary: 4789873\ntotals: 4789873\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(CallgrindProfile(contentsOfFile: path)?.total == 4_789_873)
    #expect(Sizes(argument: "depth=1,width=10")?.argument == "depth=1,width=10")
    #expect(Sizes(argument: "depth") == nil)
  }
}
