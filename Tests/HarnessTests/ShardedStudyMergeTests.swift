import Testing

@testable import Harness

@Suite
struct ShardedStudyMergeTests {
  static let machine = MachineDescription(
    cpuModel: "Test CPU", cores: 2, memoryBytes: 1 << 30, operatingSystem: "Test OS",
    swiftVersion: "6.3", architecture: "x86_64")
  static let git = GitRevision(revision: "abc", dirty: false)

  static func row(_ rule: String, _ title: String, _ status: ConformanceRow.Status = .pass)
    -> ConformanceRow
  {
    ConformanceRow(
      ruleID: rule, title: title, api: "tca", status: status, messages: [], issueCount: 0,
      durationSeconds: 0.01)
  }

  /// A suite with a case title repeated under one rule, so that unit names need numbering.
  static func wholeSuite() -> ConformanceMatrix {
    ConformanceMatrix(
      date: "2026-11-29T00:00:00Z", git: git, machine: machine, runtime: "ComposableRuntime",
      rules: [],
      rows: [
        row("ORDER-01", "a"), row("ORDER-01", "a", .fail), row("CANCEL-02", "b"),
        row("EXH-03", "c"), row("EXH-03", "d"),
      ])
  }

  static func shards(of suite: ConformanceMatrix, count: Int) -> [(
    path: String, matrix: ConformanceMatrix
  )] {
    let names = ConformanceMatrix.unitNames(suite.rows.map { ($0.ruleID, $0.title) })
    let partition = ShardPartition(units: names.map { ($0, 1) }, count: count, balance: "test")
    return (1...count).map { index in
      let own = Set(partition.units(of: index))
      var shard = ConformanceMatrix(
        date: suite.date, git: suite.git, machine: suite.machine, runtime: suite.runtime,
        rules: suite.rules,
        rows: zip(names, suite.rows).filter { own.contains($0.0) }.map(\.1))
      shard.shard = ShardRecord(shard: try! Shard(index: index, count: count), partition: partition)
      return ("shard-\(index)/conformance.json", shard)
    }
  }

  @Test(arguments: [1, 2, 3])
  func mergedConformanceIsTheWholeSuite(count: Int) throws {
    let whole = Self.wholeSuite()
    let merged = try ConformanceMatrixMerge.merge(Self.shards(of: whole, count: count))
    #expect(merged == whole)
    #expect(merged.totals.failed == 1)
  }

  @Test
  func conformanceShardsThatOverlapOrDifferAreRefused() {
    let shards = Self.shards(of: Self.wholeSuite(), count: 2)
    let refusals: [([(path: String, matrix: ConformanceMatrix)], String)] = [
      ([shards[0], shards[0]], "are both shard 1/2"),
      ([shards[0]], "shard 2/2 is missing"),
      (
        {
          var other = shards
          other[1].matrix.runtime = "TCA"
          return other
        }(), "differ in runtime"
      ),
      (
        {
          var other = shards
          other[1].matrix.rows.removeLast()
          return other
        }(),
        "does not hold exactly the cases of shard 2/2"
      ),
    ]
    for (inputs, message) in refusals {
      let error = #expect(throws: BenchError.self) { try ConformanceMatrixMerge.merge(inputs) }
      #expect(error?.code == .usage)
      #expect(error?.message.contains(message) == true, "\(error?.message ?? "merged")")
    }
  }

  static func study(_ mutants: [(String, Bool)], shard: ShardRecord?) -> MutationStudy {
    let control = MutationStudy.Row(
      mutant: "none", summary: "no mutant", caughtBy: [], cases: 5, seconds: 3)
    var study = MutationStudy(
      date: "2026-11-29T00:00:00Z", git: git, machine: machine, buildSeconds: 60,
      control: control,
      rows: mutants.map {
        MutationStudy.Row(
          mutant: $0.0, summary: "breaks \($0.0)", caughtBy: $0.1 ? ["X-01: y"] : [], cases: 5,
          seconds: 3)
      })
    study.shard = shard
    return study
  }

  @Test
  func mergedMutationScoreIsTheWholeScore() throws {
    let mutants = [("m1", true), ("m2", false), ("m3", true), ("m4", true), ("m5", true)]
    let partition = ShardPartition(
      units: mutants.map { ($0.0, 1) }, count: 2, balance: "test")
    let shards = (1...2).map { index in
      let own = Set(partition.units(of: index))
      return (
        path: "shard-\(index)/mutation.json",
        study: Self.study(
          mutants.filter { own.contains($0.0) },
          shard: ShardRecord(shard: try! Shard(index: index, count: 2), partition: partition))
      )
    }
    let merged = try MutationStudyMerge.merge(shards)
    let whole = Self.study(mutants, shard: nil)
    #expect(merged.rows == whole.rows)
    #expect(merged.survivors.map(\.mutant) == ["m2"])
    #expect(merged.buildSeconds == 120)
    #expect(throws: BenchError.self) { try MutationStudyMerge.merge([shards[0]]) }
  }

  static func thresholds(_ counts: [String: Double], shard: ShardRecord?) -> ThresholdFile {
    var file = ThresholdFile(
      swiftVersion: machine.swiftVersion, machine: machine, launches: 10, thresholds: [:])
    file.instructionThresholds = counts
    file.shard = shard
    return file
  }

  @Test
  func mergedThresholdsAreTheUnionOfTheShards() throws {
    let units = ["Store.Send/root", "Store.Send/scoped", "Effect.Run/merge"]
    let partition = ShardPartition(units: units.map { ($0, 1) }, count: 2, balance: "test")
    let counts = [
      "Store.Send/root depth=1": 0.001, "Store.Send/scoped depth=5": 0.002,
      "Effect.Run/merge": 0.003,
    ]
    let shards = (1...2).map { index in
      let own = partition.units(of: index)
      return (
        path: "shard-\(index)/thresholds/6.3.json",
        file: Self.thresholds(
          counts.filter { key, _ in own.contains { key == $0 || key.hasPrefix($0 + " ") } },
          shard: ShardRecord(shard: try! Shard(index: index, count: 2), partition: partition))
      )
    }
    #expect(try ThresholdFileMerge.merge(shards) == Self.thresholds(counts, shard: nil))
    let owner = shards.firstIndex { $0.file.instructionThresholds?["Effect.Run/merge"] != nil }!
    var stray = shards
    stray[1 - owner].file.instructionThresholds?["Effect.Run/merge"] = 0.003
    let error = #expect(throws: BenchError.self) { try ThresholdFileMerge.merge(stray) }
    #expect(error?.message.contains("which is not its workload") == true)
    var mixed = shards
    mixed[1].file.thresholds = mixed[1].file.instructionThresholds ?? [:]
    mixed[1].file.instructionThresholds = nil
    let kinds = #expect(throws: BenchError.self) { try ThresholdFileMerge.merge(mixed) }
    #expect(kinds?.message.contains("differ in calibration kind") == true)
  }

  @Test
  func mergedThresholdsReplaceTheirWorkloadsInTheFileAlreadyThere() throws {
    var existing = Self.thresholds(
      ["Store.Send/root depth=1": 0.5, "Other.Thing/x": 0.25], shard: nil)
    existing.thresholds = ["Store.Send/root": 0.1]
    let partition = ShardPartition(
      units: [("Store.Send/root", 1)], count: 1, balance: "test")
    let shard = Self.thresholds(
      ["Store.Send/root depth=1": 0.001],
      shard: ShardRecord(shard: try Shard(index: 1, count: 1), partition: partition))
    let merged = try ThresholdFileMerge.merge([("s/6.3.json", shard)], into: existing)
    #expect(
      merged.instructionThresholds == ["Store.Send/root depth=1": 0.001, "Other.Thing/x": 0.25])
    #expect(merged.thresholds == ["Store.Send/root": 0.1])
    #expect(merged.shard == nil)
  }
}
