import Foundation
import Testing

@testable import Harness

/// Reading callgrind dumps: totals, allocations, each function's own and inclusive cost, and
/// the functions a flagged point names.
@Suite
struct CallgrindProfileTests {
  /// `main` runs 10 itself and calls `work` (inclusive 70) and `malloc` twice; `work` runs 50
  /// itself, recurses into `work'2` (20, which calls `malloc` once), and the interposer's
  /// `malloc` calls its replacement, which calls libc's `malloc`: allocator-internal calls.
  static let dump = """
    events: Ir
    summary: 100
    fn=main
    0 10
    cfn=work
    calls=1 0
    0 70
    cfn=malloc
    calls=2 0
    0 20
    fn=work
    0 50
    cfn=work'2
    calls=1 0
    0 20
    fn=work'2
    0 15
    cfn=malloc
    calls=1 0
    0 5
    fn=malloc
    0 12
    cfn=replacement_malloc
    calls=3 0
    0 13
    fn=replacement_malloc
    0 3
    cfn=malloc'2
    calls=3 0
    0 10
    totals: 100
    """

  @Test
  func theRuntimesMetadataCacheProbesAreLeftOutOfTheCount() throws {
    let dump = """
      events: Ir
      summary: 1000
      fn=main
      0 600
      fn=swift::MetadataCacheKey::operator==(swift::MetadataCacheKey const&) const
      0 150
      fn=swift::HashMapElementWrapper<swift::GenericCacheEntry> const* swift::ConcurrentReadableHashMap<swift::HashMapElementWrapper<swift::GenericCacheEntry>, swift::Mutex>::Snapshot::find<swift::MetadataCacheKey>(swift::MetadataCacheKey) const
      0 200
      fn=_swift_getGenericMetadata(swift::MetadataRequest, void const* const*, swift::TargetTypeContextDescriptor<swift::InProcess> const*)
      0 50
      """
    let profile = try #require(CallgrindProfile(callgrindText: dump))
    #expect(profile.metadataCacheProbes == 350)
    #expect(profile.total == 1000)
  }

  @Test
  func totalsAllocationsAndCostsAreRead() throws {
    let profile = try #require(CallgrindProfile(callgrindText: Self.dump))
    #expect(profile.total == 100)
    #expect(profile.allocations == 3)
    #expect(profile.functions["main"] == .init(exclusive: 10, inclusive: 100))
    // work and its recursion level are one function: 50 + 15 own, plus the call to malloc.
    #expect(profile.functions["work"] == .init(exclusive: 65, inclusive: 70))
    #expect(CallgrindProfile(callgrindText: "events: Ir\nfn=main\n0 10\n") == nil)
  }

  @Test
  func theCompactProfileLeavesOutEnclosingFramesAndIsPerOperation() throws {
    let profile = try #require(CallgrindProfile(callgrindText: Self.dump))
    let compact = FunctionProfile(profile, iterations: 10)
    #expect(compact.functions["main"] == nil)
    #expect(compact.functions["work"] == .init(exclusive: 6.5, inclusive: 7))
  }

  @Test
  func growthNamesTheFunctionsThatRanMoreThemselves() {
    let base = FunctionProfile(functions: [
      "a": .init(exclusive: 100, inclusive: 300), "b": .init(exclusive: 50, inclusive: 50),
    ])
    let new = FunctionProfile(functions: [
      "a": .init(exclusive: 100, inclusive: 420), "b": .init(exclusive: 170, inclusive: 170),
      "c": .init(exclusive: 30, inclusive: 30),
    ])
    let growth = new.growth(from: base)
    #expect(growth.map(\.function) == ["b", "c"])
    #expect(growth.map(\.instructions) == [120, 30])
  }

  @Test
  func aFlaggedPointNamesTheFunctionsThatGrew() {
    var options = ComparisonOptions()
    options.gates = [.instructions]
    var base = InstructionGateTests.report(["A.x": 1000])
    var new = InstructionGateTests.report(["A.x": 1100])
    base.results[0].profile = FunctionProfile(functions: [
      "Reducer.reduce": .init(exclusive: 400, inclusive: 400)
    ])
    new.results[0].profile = FunctionProfile(functions: [
      "Reducer.reduce": .init(exclusive: 497, inclusive: 497)
    ])
    let line = ReportComparison(base: base, new: new, options: options).regressionLines()[0]
    #expect(line.contains("grew most: Reducer.reduce +97"))
  }

  @Test
  func effectPointsGateTheSerialAllocationCount() {
    var options = ComparisonOptions()
    options.gates = [.allocations]
    var base = InstructionGateTests.counted(["A.x": 1000])
    base.results[0].allocationsAreExact = false
    base.results[0].countedAllocationsPerOperation = 20
    var new = base
    new.results[0].allocationsPerOperation = 9  // The hooked pass varies: not gated.
    new.results[0].countedAllocationsPerOperation = 21
    let comparison = ReportComparison(base: base, new: new, options: options)
    #expect(comparison.rows[0].allocationChange == .more)
    #expect(comparison.outcome == .regression)
    var layoutSensitive = options
    layoutSensitive.instructionThresholds = ["A.x/s": 0.15]
    #expect(
      ReportComparison(base: base, new: new, options: layoutSensitive).rows[0].allocationChange
        == .same)
    new.results[0].countedAllocationsPerOperation = nil
    let uncounted = ReportComparison(base: base, new: new, options: options)
    #expect(uncounted.outcome == .inconclusive)
    #expect(
      uncounted.unchecked == [
        "A.x/s -: no serial allocation count (bench run --instructions) in this report"
      ])
  }

  @Test
  func implausibleStatisticsAndCountsAreRejected() {
    var point = ReportTests.point("A.x", "s", [], samples: [10, 11, 12])
    point.summary = SampleSummary(samples: [10, 11, 12])
    #expect(point.flaw == nil)
    point.instructionsPerOperation = 0
    #expect(point.flaw == "instructionsPerOperation 0.0 is not a positive number")
    point.instructionsPerOperation = 10
    point.peakResidentBytes = -1
    #expect(point.flaw == "peakResidentBytes -1.0 is not a positive number")
    point.peakResidentBytes = 4096
    point.countedAllocationsPerOperation = -2
    #expect(point.flaw == "countedAllocationsPerOperation -2.0 is not a non-negative number")
  }

  @Test
  func aNegativePercentileIsRejected() throws {
    var point = ReportTests.point("A.x", "s", [], samples: [10, 11, 12])
    let summary = SampleSummary(samples: [10, 11, 12])
    var json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(summary)) as? [String: Any])
    json["p90"] = -5.0
    point.summary = try JSONDecoder().decode(
      SampleSummary.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(point.flaw == "p90 -5.0 ns per operation is not a positive number")
    json["p90"] = 12.0
    json["medianLower95"] = -1.0
    point.summary = try JSONDecoder().decode(
      SampleSummary.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(point.flaw == "medianLower95 -1.0 ns per operation is not a positive number")
  }
}

/// Where the stripped copies live, and what the counted process sees of this one.
@Suite
struct CallgrindImageTests {
  @Test
  func theCacheFollowsHomeAndXDG() {
    #expect(
      CallgrindImage.cacheDirectory(environment: ["HOME": "/h"])
        == "/h/.cache/composable-runtime-bench/callgrind")
    #expect(
      CallgrindImage.cacheDirectory(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/x"])
        == "/x/composable-runtime-bench/callgrind")
    #expect(
      CallgrindImage.cacheDirectory(environment: ["HOME": ""]).hasSuffix(
        "/.cache/composable-runtime-bench/callgrind"))
  }

  @Test
  func copiesAreNamedWithAFixedWidthAndTheCountedProcessInheritsNothing() {
    #expect(CallgrindImage.fnv1a("").count == 16)
    #expect(
      Set(
        ["a", "b", "checkout", "/some/longer/checkout/path/.build/release/bench"].map {
          CallgrindImage.fnv1a($0).count
        }) == [16])
    let environment = InstructionCounter.environment(libraryPath: "/lib/copies")
    #expect(
      environment == [
        "PATH": "/usr/bin:/bin", "SWIFT_DETERMINISTIC_HASHING": "1",
        "LD_LIBRARY_PATH": "/lib/copies",
      ])
  }
}
