import Foundation
import Testing

@testable import Harness

/// The instruction gate: thresholds from repeated counts, regressions beyond them, and what
/// `bench check` refuses to gate.
@Suite
struct InstructionGateTests {
  static func report(_ counts: [String: Double], iterations: Int = 1000) -> BenchReport {
    var report = ReportTests.sampleReport()
    report.results = counts.keys.sorted().map { name in
      var point = ReportTests.point(name, "s", [], samples: [10, 11, 12])
      point.instructionsPerOperation = counts[name]
      point.instructionIterations = iterations
      return point
    }
    return report
  }

  @Test
  func aGrowthBeyondTheWorkloadThresholdIsARegressionAndIsNamed() {
    var options = ComparisonOptions()
    options.gates = [.instructions]
    options.instructionThresholds = ["A.x/s": 0.005, "B.y/s": 0.05]
    let base = Self.report(["A.x": 1000, "B.y": 1000])
    let new = Self.report(["A.x": 1010, "B.y": 1040])
    let comparison = ReportComparison(base: base, new: new, options: options)
    #expect(comparison.rows.map(\.instructionChange) == [.more, .same])
    #expect(comparison.outcome == .regression)
    let lines = comparison.regressionLines()
    #expect(lines.count == 1)
    #expect(lines[0].hasPrefix("A.x/s"))
    #expect(lines[0].contains("+1.00%"))
  }

  @Test
  func timingsAreInformationUnlessGated() {
    var options = ComparisonOptions()
    options.gates = [.instructions]
    let base = Self.report(["A.x": 1000])
    var slower = Self.report(["A.x": 1000])
    slower.results[0].samples = (0..<12).map { 300 + Double($0) }
    var baseSamples = base
    baseSamples.results[0].samples = (0..<12).map { 100 + Double($0) }
    let comparison = ReportComparison(base: baseSamples, new: slower, options: options)
    #expect(comparison.rows[0].verdict == .slower)
    #expect(comparison.outcome == .pass)
    let markdown = comparison.markdown()
    #expect(markdown.contains("timings shown for information, without a verdict"))
    #expect(!markdown.contains("slower") && !markdown.contains("| verdict |"))
    #expect(markdown.contains("| instr threshold |") && markdown.contains("| 1.0% |"))
  }

  @Test
  func checkRefusesTimingsAndEmptyGateLists() throws {
    #expect(try CheckGates.parse("instructions,allocations") == [.instructions, .allocations])
    for list in ["", ",", " , ", "timings", "instructions,timings", "speed"] {
      #expect(throws: BenchError.self) { try CheckGates.parse(list) }
    }
  }

  static var instructionsAndAllocations: ComparisonOptions {
    var options = ComparisonOptions()
    options.gates = [.instructions, .allocations]
    return options
  }

  static func counted(_ counts: [String: Double]) -> BenchReport {
    var report = report(counts)
    for index in report.results.indices { report.results[index].allocationsPerOperation = 2 }
    return report
  }

  @Test
  func aPointMissingFromEitherSideIsInconclusiveAndNamed() {
    let base = Self.counted(["A.x": 1000, "B.y": 1000, "C.z": 1000])
    let twoOfThree = Self.counted(["A.x": 1000, "B.y": 1000])
    let comparison = ReportComparison(
      base: base, new: twoOfThree, options: Self.instructionsAndAllocations)
    #expect(comparison.outcome == .inconclusive)
    #expect(comparison.unchecked == ["C.z/s -: in the baseline, not measured in this report"])
    #expect(comparison.markdown().contains("Outcome: **inconclusive**"))
    #expect(
      comparison.markdown().contains("- C.z/s -: in the baseline, not measured in this report"))
    let extra = ReportComparison(
      base: twoOfThree, new: base, options: Self.instructionsAndAllocations)
    #expect(extra.outcome == .inconclusive)
    #expect(extra.conclusion.contains("C.z/s -: measured only in this report"))
  }

  @Test
  func aPointLackingAGatedCountOnEitherSideIsInconclusive() {
    let counted = Self.counted(["A.x": 1000, "B.y": 1000])
    var uncountedBase = counted
    uncountedBase.results[0].instructionsPerOperation = nil
    #expect(
      ReportComparison(base: uncountedBase, new: counted, options: Self.instructionsAndAllocations)
        .unchecked
        == ["A.x/s -: no instruction count in the baseline"])
    var noCountsAtAll = counted
    for index in noCountsAtAll.results.indices {
      noCountsAtAll.results[index].instructionsPerOperation = nil
    }
    let comparison = ReportComparison(
      base: counted, new: noCountsAtAll, options: Self.instructionsAndAllocations)
    #expect(comparison.outcome == .inconclusive)
    #expect(comparison.unchecked.count == 2)
    var noAllocations = counted
    noAllocations.results[1].allocationsPerOperation = nil
    #expect(
      ReportComparison(base: counted, new: noAllocations, options: Self.instructionsAndAllocations)
        .unchecked
        == ["B.y/s -: no allocation count in this report"])
    #expect(
      ReportComparison(base: counted, new: counted, options: Self.instructionsAndAllocations)
        .outcome == .pass)
  }

  @Test
  func aRegressionOutranksWhatWasNotChecked() {
    let base = Self.counted(["A.x": 1000, "B.y": 1000])
    let new = Self.counted(["A.x": 1100])
    let comparison = ReportComparison(
      base: base, new: new, options: Self.instructionsAndAllocations)
    #expect(comparison.outcome == .regression)
    #expect(comparison.conclusion == "regression in A.x/s - (instructions +10.00% > 1.0%)")
  }

  @Test
  func reportsOfAnotherSwiftVersionAreNotComparableAndTheSummarySaysSo() {
    let counted = Self.counted(["A.x": 1000])
    var other = counted
    other.machine.swiftVersion = "Swift version 5.10"
    let comparison = ReportComparison(
      base: other, new: counted, options: Self.instructionsAndAllocations)
    #expect(comparison.outcome == .inconclusive)
    #expect(comparison.markdown().contains("Outcome: **inconclusive**"))
    #expect(
      comparison.markdown().contains("Not comparable: the baseline is for Swift version 5.10"))
    #expect(comparison.conclusion.hasPrefix("inconclusive: the baseline is for Swift version 5.10"))
  }

  @Test
  func pointsSkippedAlikeOnBothSidesAreNotGapsButSkippedOnOneSideIs() {
    var base = Self.counted(["A.x": 1000, "B.y": 1000])
    base.results[1].skipped = "not applicable"
    base.results[1].instructionsPerOperation = nil
    var new = base
    #expect(
      ReportComparison(base: base, new: new, options: Self.instructionsAndAllocations).outcome
        == .pass)
    new.results[0].skipped = "crashed"
    #expect(
      ReportComparison(base: base, new: new, options: Self.instructionsAndAllocations).unchecked
        == ["A.x/s -: skipped in this report (crashed)"])
  }

  @Test
  func compareGatesWhatEitherReportMeasured() {
    let counted = Self.counted(["A.x": 1000])
    var timingsOnly = counted
    timingsOnly.results[0].instructionsPerOperation = nil
    timingsOnly.results[0].allocationsPerOperation = nil
    #expect(CheckGates.measured(in: timingsOnly, timingsOnly) == [.timings])
    #expect(
      CheckGates.measured(in: counted, timingsOnly) == [.timings, .allocations, .instructions])
  }

  @Test
  func calibrationGivesAgreeingCountsTheFloorAndSlightlyVaryingOnesTheVaryingFloor() {
    let repeats = [
      Self.report(["A.x": 100_000, "B.y": 100_000]), Self.report(["A.x": 100_000, "B.y": 100_050]),
    ]
    let calibration = InstructionCalibration(repeats: repeats)
    #expect(calibration.thresholds == ["A.x/s -": 0.01, "B.y/s -": 0.02])
    #expect(calibration.unstableCounts.isEmpty)
    #expect(
      calibration.markdown(title: "t").contains(
        "| B.y/s | - | 100000.0 | 100050.0 | 0.0500% | 2.0% |"))
  }

  @Test
  func calibrationWidensTheThresholdOfCountsThatMoveWithTheHeapLayout() throws {
    let repeats = [
      Self.report(["A.x": 1000, "B.y": 1000]), Self.report(["A.x": 1000, "B.y": 1000]),
    ]
    let shifted = [
      Self.report(["A.x": 1000, "B.y": 1050]), Self.report(["A.x": 1000, "B.y": 980]),
    ]
    let calibration = InstructionCalibration(repeats: repeats, shifted: shifted)
    #expect(calibration.thresholds["A.x/s -"] == 0.01)
    let widened = try #require(calibration.thresholds["B.y/s -"])
    #expect(abs(widened - (0.01 + 70.0 / 980)) < 1e-12)
    #expect(calibration.unstableCounts.isEmpty)
    #expect(
      calibration.markdown(title: "t").contains(
        "| B.y/s | - | 1000.0 | 1000.0 | 1050.0 | 980.0 | 0.0000% | 7.1429% | 8.1% |"))
  }

  @Test
  func calibrationLeavesCountsThatVaryByAThousandthOrMoreUngatedAndSaysWhy() {
    let repeats = [
      Self.report(["A.x": 1000, "B.y": 500]), Self.report(["A.x": 1000, "B.y": 510]),
      Self.report(["A.x": 1000, "B.y": 505]),
    ]
    let calibration = InstructionCalibration(repeats: repeats)
    #expect(calibration.thresholds == ["A.x/s -": 0.01])
    #expect(
      calibration.unstableCounts["B.y/s -"]?.contains("varied by 2.00% over 3 counts") == true)
    #expect(
      calibration.markdown(title: "t").contains(
        "| B.y/s | - | 500.0 | 510.0 | 505.0 | 2.0000% | not gated |"))
  }

  /// Reports of `points` (A.x is stable, B.y unstable) with 9% more instructions and serial
  /// allocations in `new`, and the options of a thresholds file naming B.y unstable.
  static func unstablePair(_ points: [String]) -> (
    base: BenchReport, new: BenchReport, options: ComparisonOptions
  ) {
    let file = ThresholdFile(
      swiftVersion: "6.3", machine: ReportTests.sampleReport().machine, launches: 10,
      thresholds: [:]
    )
    .merging(unstable: ["B.y/s -": "they varied by 2.00% over 3 counts of one build"])
    var base = counted(Dictionary(uniqueKeysWithValues: points.map { ($0, 1000.0) }))
    var new = counted(Dictionary(uniqueKeysWithValues: points.map { ($0, 1090.0) }))
    for index in base.results.indices {
      base.results[index].allocationsAreExact = false
      new.results[index].allocationsAreExact = false
      base.results[index].countedAllocationsPerOperation = 50
      new.results[index].countedAllocationsPerOperation = 60
    }
    return (base, new, instructionsAndAllocations.applying(file))
  }

  @Test
  func unstableCountsAreShownAndNamedButNotGated() {
    let (base, new, options) = Self.unstablePair(["A.x", "B.y"])
    let comparison = ReportComparison(base: base, new: new, options: options)
    #expect(comparison.rows.map(\.instructionChange) == [.more, nil])
    #expect(comparison.rows.map(\.allocationChange) == [.more, nil])
    #expect(comparison.regressionLines().count == 1)
    #expect(comparison.regressionLines().first?.hasPrefix("A.x/s") == true)
    #expect(
      comparison.excluded == [
        "B.y/s -: counts not gated, they varied by 2.00% over 3 counts of one build"
      ])
    #expect(comparison.unchecked.isEmpty)
    let markdown = comparison.markdown()
    #expect(markdown.contains("1000.00 → 1090.00 +9.00% (not gated) | not gated |"))
    #expect(markdown.contains("Not gated (1), alike on both sides:"))
  }

  @Test
  func anUnstablePointAloneNeitherFailsTheGateNorNeedsItsCounts() {
    let (base, new, options) = Self.unstablePair(["B.y"])
    #expect(ReportComparison(base: base, new: new, options: options).outcome == .pass)
    var uncounted = new
    uncounted.results[0].instructionsPerOperation = nil
    uncounted.results[0].countedAllocationsPerOperation = nil
    let comparison = ReportComparison(base: base, new: uncounted, options: options)
    #expect(comparison.unchecked.isEmpty && comparison.outcome == .pass)
    let stable = Self.unstablePair(["A.x"])
    var stableUncounted = stable.new
    stableUncounted.results[0].instructionsPerOperation = nil
    stableUncounted.results[0].countedAllocationsPerOperation = 50
    #expect(
      ReportComparison(base: stable.base, new: stableUncounted, options: stable.options).outcome
        == .inconclusive)
  }

  @Test
  func effectCountsOverDifferentOperationCountsAreNotComparedButNamed() {
    let (base, new, options) = Self.unstablePair(["A.x"])
    var fewer = new
    fewer.results[0].instructionIterations = 900
    let comparison = ReportComparison(base: base, new: fewer, options: options)
    #expect(
      comparison.rows[0].instructionChange == nil && comparison.rows[0].allocationChange == nil)
    #expect(comparison.outcome == .inconclusive)
    #expect(
      comparison.unchecked.first?.contains(
        "counted over 1000 operations in the baseline and 900 in this report") == true)
    var exact = (base, fewer)
    exact.0.results[0].allocationsAreExact = nil
    exact.1.results[0].allocationsAreExact = nil
    #expect(ReportComparison(base: exact.0, new: exact.1, options: options).outcome == .regression)
    #expect(ReportComparison(base: base, new: new, options: options).outcome == .regression)
  }

  @Test
  func thresholdFilesMergeInsteadOfReplacing() {
    let machine = ReportTests.sampleReport().machine
    let file = ThresholdFile(
      swiftVersion: "6.3", machine: machine, launches: 10, thresholds: ["A.x/s": 0.1, "B.y/s": 0.2])
    let merged = file.merging(timings: ["B.y/s": 0.3], instructions: ["A.x/s": 0.01])
    #expect(merged.thresholds == ["A.x/s": 0.1, "B.y/s": 0.3])
    #expect(merged.instructionThresholds == ["A.x/s": 0.01])
    let options = ComparisonOptions().applying(merged.merging(instructions: ["A.x/s depth=1": 0.2]))
    #expect(
      options.instructionThreshold(for: "A.x/s", sizes: Sizes([SizeEntry(name: "depth", value: 1)]))
        == 0.2)
    #expect(options.instructionThreshold(for: "A.x/s", sizes: Sizes()) == 0.01)
    #expect(options.instructionThreshold(for: "C.z/s", sizes: Sizes()) == 0.01)
    let replaced = merged.merging(instructions: ["A.x/s depth=1": 0.2])
      .removingInstructionThresholds(of: ["A.x/s"])
    #expect(replaced.instructionThresholds == [:])
  }

  @Test
  func aFilteredCalibrationMergesOnlyWithTheFilesLaunchCount() throws {
    let file = ThresholdFile(
      swiftVersion: "6", machine: ReportTests.sampleReport().machine, launches: 10,
      thresholds: ["A.x/s": 0.02])
    try file.requireMergeable(launches: 10, at: "t.json")
    #expect(throws: BenchError.self) { try file.requireMergeable(launches: 20, at: "t.json") }
    let merged = file.merging(timings: ["B.y/s": 0.03])
    #expect(merged.launches == 10 && merged.thresholds == ["A.x/s": 0.02, "B.y/s": 0.03])
  }

  @Test
  func thresholdFilesAreValidatedLikeReports() throws {
    let machine = ReportTests.sampleReport().machine
    let good = ThresholdFile(
      swiftVersion: "6.3", machine: machine, launches: 10, thresholds: ["A.x/s": 0.1])
    try good.validate(at: "t.json", swiftVersion: "6.3")
    #expect(throws: BenchError.self) { try good.validate(at: "t.json", swiftVersion: "6.2") }
    for bad in [-0.01, 0, .infinity, .nan, 11] {
      var file = good.merging(instructions: ["B.y/s": bad])
      #expect(throws: BenchError.self) { try file.validate(at: "t.json", swiftVersion: "6.3") }
      file = ThresholdFile(
        swiftVersion: "6.3", machine: machine, launches: 10, thresholds: ["A.x/s": bad])
      #expect(throws: BenchError.self) { try file.validate(at: "t.json", swiftVersion: "6.3") }
    }
    let noLaunches = ThresholdFile(
      swiftVersion: "6.3", machine: machine, launches: 0, thresholds: [:])
    #expect(throws: BenchError.self) { try noLaunches.validate(at: "t.json", swiftVersion: "6.3") }
    let directory = NSTemporaryDirectory() + "thresholds-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/thresholds", withIntermediateDirectories: true)
    let negative = good.merging(instructions: ["B.y/s": -1])
    try JSONEncoder().encode(negative).write(
      to: URL(fileURLWithPath: ThresholdFile.path(in: directory, swiftVersion: "6.3")))
    #expect(throws: BenchError.self) { try ThresholdFile.load(in: directory, swiftVersion: "6.3") }
  }

  @Test
  func instructionCountsReuseTheReferenceIterations() {
    #expect(InstructionCounter.extraIterations(forMedian: 1) == 20_000)
    #expect(InstructionCounter.extraIterations(forMedian: 100_000) == 200)
    #expect(InstructionCounter.extraIterations(forMedian: 1e9) == 1)
    #expect(InstructionCounter.warmupIterations(forExtra: 200) == 10)
    #expect(InstructionCounter.warmupIterations(forExtra: 1) == 1)
  }

  @Test
  func sensitivityFlagsCountSlowerOnlyAndAnyVerdictForAA() {
    #expect(SlowdownExperiment.flagged(.slower, level: 0.01))
    #expect(!SlowdownExperiment.flagged(.faster, level: 0.01))
    #expect(SlowdownExperiment.flagged(.faster, level: nil))
    #expect(!SlowdownExperiment.flagged(.unchanged, level: nil))
  }

  #if os(Linux)
    @Test
    func sharedLibrariesOutsideTheSystemAreFoundWithLdd() throws {
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
      let libraries = try CallgrindImage.sharedLibraries(of: executable)
      #expect(libraries.contains { $0.hasSuffix("/libswiftCore.so") })
      #expect(!libraries.contains { $0.hasPrefix("/lib/") || $0.hasPrefix("/usr/lib/") })
    }
  #endif
}
