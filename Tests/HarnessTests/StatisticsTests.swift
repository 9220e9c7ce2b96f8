import Testing

@testable import Harness

@Suite
struct StatisticsTests {
  @Test
  func summaryOfKnownSamples() {
    let summary = SampleSummary(samples: [5, 1, 4, 2, 3])
    #expect(summary.count == 5)
    #expect(summary.min == 1)
    #expect(summary.median == 3)
    #expect(summary.mean == 3)
    #expect(abs(summary.p99 - 5) < 0.01)
    #expect(summary.operationsPerSecond == 1e9 / 3)
  }

  @Test
  func medianOfEvenCountAveragesTheMiddlePair() {
    #expect(SampleSummary(samples: [1, 2, 3, 10]).median == 2.5)
  }

  @Test
  func percentilesKeepSubNanosecondResolution() {
    let samples = (0..<100).map { 2.0 + Double($0) * 0.01 }
    let summary = SampleSummary(samples: samples)
    #expect(abs(summary.p90 - 2.89) < 0.01)
  }

  @Test
  func medianIntervalUsesOrderStatistics() {
    let sorted = (1...100).map(Double.init)
    let interval = MedianConfidence.interval(sortedSamples: sorted)
    // n = 100: k = ⌊50 − 9.8⌋ = 40, so the 40th and the 61st order statistics.
    #expect(interval.lower == 40)
    #expect(interval.upper == 61)
  }

  @Test
  func medianIntervalCoversTheTrueMedianAboutNinetyFivePercentOfTheTime() {
    var generator = SplitMix64(seed: 7)
    var covered = 0
    let trials = 2000
    for _ in 0..<trials {
      // Exponential samples with rate 1: the true median is ln 2.
      let samples = (0..<31).map { _ in -log(1 - generator.nextUnit()) }.sorted()
      let interval = MedianConfidence.interval(sortedSamples: samples)
      if interval.lower <= log(2.0), log(2.0) <= interval.upper { covered += 1 }
    }
    let coverage = Double(covered) / Double(trials)
    #expect(coverage > 0.93 && coverage < 0.99, "coverage \(coverage)")
  }

  @Test
  func growthSlopeOfFlatLinearAndQuadraticCosts() throws {
    let sizes = [1.0, 10, 100, 1000]
    let flat = try #require(GrowthFit(sizes.map { ($0, 42.0) }))
    let linear = try #require(GrowthFit(sizes.map { ($0, 3 * $0) }))
    let quadratic = try #require(GrowthFit(sizes.map { ($0, $0 * $0) }))
    #expect(abs(flat.slope) < 1e-9)
    #expect(abs(linear.slope - 1) < 1e-9)
    #expect(abs(quadratic.slope - 2) < 1e-9)
    #expect(abs(linear.rSquared - 1) < 1e-9)
  }

  @Test
  func growthNeedsTwoDistinctSizes() {
    #expect(GrowthFit([(10, 1), (10, 2)]) == nil)
    #expect(GrowthFit([]) == nil)
  }

  @Test
  func noisyGrowthHasLowerFitQuality() throws {
    let fit = try #require(GrowthFit([(1, 10), (10, 5), (100, 20), (1000, 8)]))
    #expect(fit.rSquared < 0.5)
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// The Hodges–Lehmann ratio and its interval, read by rank from differences never formed.
@Suite
struct PairwiseDifferencesTests {
  @Test
  func everyRankMatchesTheSortedDifferences() {
    var generator = SplitMix64(seed: 7)
    for (n, m) in [(1, 1), (3, 5), (12, 9), (40, 40)] {
      let x = (0..<n).map { _ in (generator.nextUnit() * 100).rounded() / 10 }  // ties included
      let y = (0..<m).map { _ in (generator.nextUnit() * 100).rounded() / 10 }
      let sorted = x.flatMap { a in y.map { a - $0 } }.sorted()
      let differences = PairwiseDifferences(x, minus: y)
      #expect((0..<sorted.count).map(differences.element(atRank:)) == sorted)
      #expect(differences.median == SampleSummary.exactMedian(sorted))
    }
  }

  @Test
  func twentyThousandSamplesASideNeedNoPairs() {
    let base = (0..<20_000).map { 100 + Double($0 % 997) / 10 }
    let interval = RatioInterval(base: base, new: base.map { $0 * 1.1 })
    #expect(abs(interval.ratio - 1.1) < 1e-3)
    #expect(interval.lower95 <= interval.ratio && interval.ratio <= interval.upper95)
  }
}

/// A new sensitivity study keeps what was measured by hand below its table.
@Suite
struct SensitivityStudyFileTests {
  @Test
  func theHandMeasuredPartSurvivesANewStudy() {
    let study = SensitivityStudy(
      rows: [], launches: 10, date: "2026-11-24", machine: ReportTests.sampleReport().machine)
    let existing =
      "# old table\n\n" + SensitivityStudy.handMeasuredMarker + "\n\n## By hand\n| a | b |\n"
    let written = study.markdown(keepingHandMeasuredFrom: existing)
    #expect(written.hasPrefix(study.markdown()))
    #expect(written.hasSuffix(SensitivityStudy.handMeasuredMarker + "\n\n## By hand\n| a | b |\n"))
    #expect(!written.contains("# old table"))
    #expect(study.markdown(keepingHandMeasuredFrom: "# no marker\n") == study.markdown())
  }
}

struct LocalizedSlowdownStudyFileTests {
  private func study(caught: Bool) -> LocalizedSlowdownStudy {
    let row = LocalizedSlowdownStudy.Row(
      site: "stack", injection: "+1% in the stack reducer", units: 12,
      aimedAt: "Navigation.PushPop/push effects=0",
      injected: 0.0104,
      flagged: caught ? ["Navigation.PushPop/push effects=0 (instructions +1.04% > 1.0%)"] : [],
      caught: caught
    )
    return LocalizedSlowdownStudy(
      rows: [row], date: "2026-11-24", machine: ReportTests.sampleReport().machine)
  }

  @Test
  func aStudyReplacesOnlyItsOwnPartOfTheFile() {
    let existing =
      "# global table\n\n" + SensitivityStudy.handMeasuredMarker + "\n\n## By hand\n\n"
      + LocalizedSlowdownStudy.beginMarker + "\nold rows\n" + LocalizedSlowdownStudy.endMarker
      + "\n\n## After\n"
    let written = study(caught: true).splice(into: existing)
    #expect(
      written.hasPrefix(
        "# global table\n\n" + SensitivityStudy.handMeasuredMarker + "\n\n## By hand\n\n"))
    #expect(written.hasSuffix(LocalizedSlowdownStudy.endMarker + "\n\n## After\n"))
    #expect(!written.contains("old rows"))
    #expect(
      written.contains(
        "| +1% in the stack reducer | Navigation.PushPop/push effects=0 | 12 | +1.04% |"))
  }

  @Test
  func aFirstStudyGoesIntoTheHandMeasuredPart() {
    let written = study(caught: false).splice(into: "# global table\n")
    let marker = try! #require(written.range(of: SensitivityStudy.handMeasuredMarker))
    #expect(written[marker.upperBound...].contains(LocalizedSlowdownStudy.beginMarker))
    #expect(written.contains("| none | **no** |"))
    #expect(
      SensitivityStudy(
        rows: [], launches: 10, date: "d", machine: ReportTests.sampleReport().machine
      )
      .markdown(keepingHandMeasuredFrom: written).contains(LocalizedSlowdownStudy.endMarker))
  }
}

struct LocalizedSlowdownEnvironmentTests {
  @Test
  func everyRunOfAStudyHasAnEnvironmentOfOneSize() {
    let environments = [
      LocalizedSlowdownExperiment.environment(site: nil, units: 0, allocations: 0),
      LocalizedSlowdownExperiment.environment(site: "presentation", units: 1278, allocations: 0),
      LocalizedSlowdownExperiment.environment(site: "scope", units: 400, allocations: 1),
    ]
    let sizes = Set(
      environments.map { environment in
        environment.map { $0.key.utf8.count + $0.value.utf8.count }.reduce(0, +)
      })
    #expect(sizes.count == 1)
    #expect(environments[1]["COMPOSABLE_RUNTIME_SLOWDOWN_UNITS"] == "000001278")
    #expect(environments[0]["COMPOSABLE_RUNTIME_SLOWDOWN_SITE"]?.allSatisfy { $0 == " " } == true)
  }
}
