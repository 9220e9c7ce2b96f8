import Foundation
import Testing

@testable import Harness

@Suite
struct ShardPartitionTests {
  /// A cost table of `count` units with costs from 0.1 to 10 s, the same for a seed.
  static func costs(_ count: Int, seed: UInt64) -> [(name: String, cost: Double)] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { ("unit \($0)", 0.1 + 9.9 * random.nextUnit()) }
  }

  @Test(arguments: [1, 2, 3, 4, 7])
  func everyUnitIsInExactlyOneShard(count: Int) {
    let units = Self.costs(40, seed: UInt64(count))
    let partition = ShardPartition(units: units, count: count, balance: "test")
    let shares = (1...count).map(partition.units(of:))
    #expect(shares.flatMap(\.self).sorted() == units.map(\.name).sorted())
    #expect(Set(shares.flatMap(\.self)).count == units.count)
    for share in shares {
      #expect(share == units.map(\.name).filter(share.contains), "a shard keeps the job's order")
    }
    #expect(partition.isConsistent)
  }

  @Test
  func theSameInputsGiveTheSamePartition() {
    let units = Self.costs(30, seed: 7)
    let a = ShardPartition(units: units, count: 4, balance: "test")
    let b = ShardPartition(units: units, count: 4, balance: "test")
    #expect(a == b)
    var changed = units
    changed.swapAt(0, 1)
    #expect(ShardPartition(units: changed, count: 4, balance: "test").identity != a.identity)
    #expect(ShardPartition(units: units, count: 3, balance: "test").identity != a.identity)
  }

  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func sharesAreBalancedByCost(seed: UInt64) {
    let units = Self.costs(40, seed: seed)
    let partition = ShardPartition(units: units, count: 4, balance: "test")
    let cost = Dictionary(uniqueKeysWithValues: units.map { ($0.name, $0.cost) })
    let loads = (1...4).map { partition.units(of: $0).reduce(0) { $0 + cost[$1]! } }
    let mean = loads.reduce(0, +) / 4
    #expect(loads.allSatisfy { abs($0 - mean) <= 0.25 * mean }, "\(loads)")
    let byCount = (1...4).map { shard in
      units.enumerated().filter { $0.offset % 4 == shard - 1 }.reduce(0) { $0 + $1.element.cost }
    }
    #expect(loads.max()! - loads.min()! <= byCount.max()! - byCount.min()!)
  }

  @Test
  func aUnitWithoutACostCostsTheMedianKnownUnit() {
    let units = ShardCosts.units(["a", "b", "c", "d"], costs: ["a": 1, "b": 9, "d": 4, "x": 100])
    #expect(units.map(\.name) == ["a", "b", "c", "d"])
    #expect(units.map(\.cost) == [1, 9, 4, 4])
    #expect(ShardCosts.units(["a", "b"], costs: [:]).map(\.cost) == [1, 1])
  }

  @Test
  func aHandEditedRecordIsNotConsistent() throws {
    let partition = ShardPartition(units: Self.costs(8, seed: 1), count: 2, balance: "test")
    var json = String(decoding: try JSONEncoder().encode(partition), as: UTF8.self)
    json = json.replacingOccurrences(of: "\"shard\":1", with: "\"shard\":2")
    let edited = try JSONDecoder().decode(ShardPartition.self, from: Data(json.utf8))
    #expect(!edited.isConsistent)
  }

  @Test
  func aRecordWithAShardOutOfRangeDoesNotDecode() {
    for json in [#"{"index":0,"count":4}"#, #"{"index":2,"count":0}"#, #"{"index":5,"count":4}"#] {
      #expect(throws: BenchError.self, "\(json)") {
        try JSONDecoder().decode(Shard.self, from: Data(json.utf8))
      }
    }
  }

  @Test
  func aShardWithNoUnitsIsRefused() throws {
    let partition = ShardPartition(units: Self.costs(2, seed: 3), count: 3, balance: "test")
    let error = #expect(throws: BenchError.self) {
      try partition.requireUnits(of: Shard(index: 3, count: 3))
    }
    #expect(error?.message.contains("would run nothing") == true)
    #expect(try partition.requireUnits(of: Shard(index: 1, count: 3)).count == 1)
  }

  @Test
  func shardArgumentsAreParsedAndChecked() throws {
    #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
    for bad in ["0/4", "5/4", "2", "a/b", "2/4/1", "-1/4", "1/0", "1/257"] {
      #expect(throws: BenchError.self, "\(bad)") { try Shard(parsing: bad) }
    }
  }
}

@Suite
struct BenchReportMergeTests {
  /// A whole run of four workloads, two with a baseline in another shard.
  static func wholeRun() -> BenchReport {
    var report = ReportTests.sampleReport()
    report.results += [
      ReportTests.point("Effect.Run", "merge", [("count", 1)], samples: [5, 6, 7], baseline: true),
      ReportTests.point(
        "Effect.Run", "merge", [("count", 10)], samples: [9, 9, 9], baseline: true),
      ReportTests.point("Store.Scope", "new root", [], samples: [3, 4, 4]),
    ]
    report.results = ReportAssembler.withBaselineRatios(report.results)
    report.growth = ReportAssembler.growth(of: report.results)
    return report
  }

  /// The shards of `report` as `count` processes would write them: each its own points, ratios
  /// only where its shard also measured the baseline.
  static func shards(of report: BenchReport, count: Int) -> [(path: String, report: BenchReport)] {
    var names: [String] = []
    for point in report.results where !names.contains(point.identifier) {
      names.append(point.identifier)
    }
    let points = Dictionary(grouping: report.results, by: \.identifier).mapValues(\.count)
    let partition = ShardPartition(
      units: names.map { ($0, 1) }, count: count, balance: "test", points: points)
    return (1...count).map { index in
      var shard = report
      let own = Set(partition.units(of: index))
      shard.results = report.results.filter { own.contains($0.identifier) }.map {
        var point = $0
        point.baselineRatio = nil
        return point
      }
      shard.results = ReportAssembler.withBaselineRatios(shard.results)
      shard.growth = ReportAssembler.growth(of: shard.results)
      shard.shard = ShardRecord(shard: try! Shard(index: index, count: count), partition: partition)
      return ("shard-\(index)/latest.json", shard)
    }
  }

  @Test(arguments: [1, 2, 3, 4])
  func theMergeIsTheWholeRun(count: Int) throws {
    let whole = Self.wholeRun()
    let merged = try BenchReportMerge.merge(Self.shards(of: whole, count: count))
    #expect(merged == whole)
  }

  @Test
  func shardsGivenInAnyOrderMergeTheSame() throws {
    let whole = Self.wholeRun()
    let merged = try BenchReportMerge.merge(Self.shards(of: whole, count: 3).reversed())
    #expect(merged == whole)
  }

  /// The one-line message `merge` fails with for `shards`, or `nil` if it merged them.
  static func refusal(_ shards: [(path: String, report: BenchReport)]) -> String? {
    do {
      _ = try BenchReportMerge.merge(shards)
      return nil
    } catch {
      #expect(error.code == .usage)
      return error.message
    }
  }

  @Test
  func shardsOfDifferentRunsAreRefused() {
    let edits: [(String, (inout BenchReport) -> Void)] = [
      ("revision", { $0.git = GitRevision(revision: "def", dirty: false) }),
      (
        "runtime",
        {
          $0.runtime = RuntimeDescription(
            module: "ComposableArchitecture", package: "tca", version: nil, revision: nil,
            source: "x")
        }
      ),
      ("toolchain", { $0.machine.swiftVersion = "6.2" }),
      ("machine description", { $0.machine.cpuModel = "Other CPU" }),
      ("build configuration", { $0.options.buildConfiguration = "debug" }),
      ("run options", { $0.options.quick = false }),
      ("run options", { $0.options.instructions = true }),
    ]
    for (what, edit) in edits {
      var shards = Self.shards(of: Self.wholeRun(), count: 2)
      edit(&shards[1].report)
      let message = Self.refusal(shards)
      #expect(message?.contains("differ in \(what)") == true, "\(what): \(message ?? "merged")")
    }
  }

  @Test
  func overlappingShardsAreRefused() {
    let shards = Self.shards(of: Self.wholeRun(), count: 2)
    #expect(Self.refusal([shards[0], shards[0], shards[1]])?.contains("must not overlap") == true)
    var stray = shards
    stray[0].report.results.append(shards[1].report.results[0])
    #expect(Self.refusal(stray)?.contains("which belongs to shard 2/2") == true)
  }

  @Test
  func pointsLeftOutAreRefusedByName() {
    let shards = Self.shards(of: Self.wholeRun(), count: 3)
    let missing = Self.refusal([shards[0], shards[2]])
    #expect(missing?.hasPrefix("shard 2/3 is missing") == true, "\(missing ?? "merged")")
    var emptied = shards
    let dropped = emptied[1].report.results[0].identifier
    emptied[1].report.results.removeAll { $0.identifier == dropped }
    let message = Self.refusal(emptied) ?? "merged"
    #expect(
      message.contains("has 0 of its") && message.contains("points of \(dropped)"), "\(message)")
  }

  @Test
  func aShardMissingOneGridPointOfAWorkloadIsRefused() throws {
    let shards = Self.shards(of: Self.wholeRun(), count: 2)
    let index = try #require(
      shards.firstIndex { shard in
        shard.report.results.contains { $0.identifier == "Store.Send/scoped" }
      })
    var trimmed = shards
    trimmed[index].report.results.removeAll { $0.sizes.argument == "depth=10" }
    let message = Self.refusal(trimmed)
    #expect(
      message?.contains("has 1 of its 2 points of Store.Send/scoped") == true,
      "\(message ?? "merged")")
  }

  @Test
  func shardsOfOtherPartitionsAndWholeReportsAreRefused() {
    let two = Self.shards(of: Self.wholeRun(), count: 2)
    let three = Self.shards(of: Self.wholeRun(), count: 3)
    #expect(Self.refusal([two[0], three[1]])?.contains("one of 3 shards") == true)
    var other = two
    other[1].report.shard = ShardRecord(
      shard: try! Shard(index: 2, count: 2),
      partition: ShardPartition(
        units: [("Store.Send/scoped", 1), ("x", 1)], count: 2, balance: "test"))
    #expect(Self.refusal(other)?.contains("different partitions") == true)
    #expect(
      Self.refusal([(path: "whole.json", report: Self.wholeRun())])?.contains(
        "not a shard's output") == true)
  }
}
