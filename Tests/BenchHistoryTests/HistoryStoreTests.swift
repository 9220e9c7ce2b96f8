import BenchHistory
import Foundation
import GRDB
import Testing

@testable import Harness

/// The history database: series across runs, and a file it cannot trust left untouched.
struct HistoryStoreTests {
  @Test func aPointsSeriesListsEachRunOldestFirst() throws {
    let store = try HistoryStore(path: Self.temporaryPath())
    try store.record(Self.report(revision: "aaa", instructions: 1000), command: "run")
    try store.record(Self.report(revision: "bbb", instructions: 1010), command: "check")
    let series = try store.series(of: "Store.Send/root depth=1", metric: .instructions)
    #expect(series.map(\.revision) == ["aaa", "bbb"])
    #expect(series.map(\.value) == [1000, 1010])
    #expect(series.map(\.command) == ["run", "check"])
    #expect(
      try store.series(of: "Store.Send/root depth=1", metric: .time).map(\.value) == [21, 21])
    #expect(try store.pointNames() == ["Store.Send/root depth=1"])
    #expect(try store.report(ofRun: series[1].runID)?.git.revision == "bbb")
  }

  @Test func seriesFromAnotherMachineAreLeftOutWhenAMachineIsGiven() throws {
    let store = try HistoryStore(path: Self.temporaryPath())
    var other = Self.report(revision: "aaa", instructions: 1000)
    other.machine.cpuModel = "Another CPU"
    try store.record(other, command: "run")
    try store.record(Self.report(revision: "bbb", instructions: 1010), command: "run")
    let machine = HistoryStore.machineKey(Self.report(revision: "x", instructions: 1).machine)
    #expect(
      try store.series(of: "Store.Send/root depth=1", metric: .instructions, machine: machine).map(
        \.revision) == ["bbb"])
  }

  @Test func aFailedRecordLeavesTheHistoryAsItWas() throws {
    let store = try HistoryStore(path: Self.temporaryPath())
    try store.record(Self.report(revision: "aaa", instructions: 1000), command: "run")
    var duplicated = Self.report(revision: "bbb", instructions: 1010)
    duplicated.results.append(duplicated.results[0])
    #expect(throws: BenchError.self) { try store.record(duplicated, command: "run") }
    #expect(try store.runCount() == 1)
    #expect(try store.series(of: "Store.Send/root depth=1", metric: .instructions).count == 1)
  }

  @Test func aFileThatIsNotAHistoryIsRefusedAndLeftUntouched() throws {
    let path = Self.temporaryPath()
    let bytes = Data(repeating: 0x42, count: 4096)
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: BenchError.self) { try HistoryStore(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func aHistoryFromANewerBenchIsRefusedAndKeepsItsRuns() throws {
    let path = Self.temporaryPath()
    try HistoryStore(path: path).record(
      Self.report(revision: "aaa", instructions: 1000), command: "run")
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
    }
    let error = #expect(throws: BenchError.self) { try HistoryStore(path: path) }
    #expect(error?.message.contains("newer bench") == true)
    let runs = try DatabaseQueue(path: path).read {
      try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM run")
    }
    #expect(runs == 1)
  }

  /// A path in a new directory of its own.
  static func temporaryPath() -> String {
    let directory = NSTemporaryDirectory() + "history-tests-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory + "/history.sqlite"
  }

  /// A report of one point, `Store.Send/root` at depth 1, with `instructions` counted.
  static func report(revision: String, instructions: Double) -> BenchReport {
    var point = PointResult(
      workload: "Store.Send", scenario: "root", sizes: Sizes([SizeEntry(name: "depth", value: 1)]),
      samples: [20, 21, 22], iterationsPerSample: 100,
      summary: SampleSummary(samples: [20, 21, 22]),
      allocationsPerOperation: 0, bytesPerOperation: 0, peakResidentBytes: 1 << 20
    )
    point.instructionsPerOperation = instructions
    return BenchReport(
      date: "2026-11-25T00:00:00Z", git: GitRevision(revision: revision, dirty: false),
      machine: MachineDescription(
        cpuModel: "Test CPU", cores: 2, memoryBytes: 1 << 30, operatingSystem: "Test OS",
        swiftVersion: "6.3", architecture: "x86_64"
      ),
      options: RunOptions(
        quick: true, filter: nil, measurement: .quick, allocator: "system",
        allocationCounting: true, buildConfiguration: "release"),
      results: [point], growth: []
    )
  }
}

/// Backfilling past commits: sampled, recorded under their commit, and resumed after a failure.
struct HistoryBackfillTests {
  @Test func everyNthCommitIsTakenWithTheNewestAlways() {
    let commits = (0..<10).map { "c\($0)" }
    #expect(HistoryBackfill.sample(commits, every: 3) == ["c0", "c3", "c6", "c9"])
    #expect(HistoryBackfill.sample(commits, every: 4) == ["c0", "c4", "c8", "c9"])
    #expect(HistoryBackfill.sample(commits, every: 1) == commits)
  }

  @Test func anInterruptedBackfillResumesWithTheCommitItStoppedAt() throws {
    let store = try HistoryStore(path: HistoryStoreTests.temporaryPath())
    let machine = HistoryStore.machineKey(
      HistoryStoreTests.report(revision: "x", instructions: 1).machine)
    let backfill = HistoryBackfill(store: store, machine: machine)
    let commits = ["c1", "c2", "c3", "c4"]
    var measured: [String] = []
    #expect(throws: BenchError.self) {
      try backfill.run(commits) { commit throws(BenchError) in
        guard commit != "c3" else { throw BenchError(.environment, "interrupted") }
        measured.append(commit)
        return HistoryStoreTests.report(revision: "working tree", instructions: 1000)
      }
    }
    #expect(try backfill.remaining(commits) == ["c3", "c4"])
    let resumed = try backfill.run(commits) { commit throws(BenchError) in
      measured.append(commit)
      return HistoryStoreTests.report(
        revision: "working tree", instructions: commit == "c4" ? 1100 : 1000)
    }
    #expect(resumed == ["c3", "c4"] && measured == ["c1", "c2", "c3", "c4"])
    let series = try store.series(of: "Store.Send/root depth=1", metric: .instructions)
    #expect(series.map(\.revision) == commits)
    #expect(series.map(\.command) == Array(repeating: "backfill", count: 4))
  }
}

/// Change points in deterministic series: single steps, and creeps of small steps.
struct ChangePointsTests {
  @Test func aStepBeyondTheThresholdIsMarkedWhereItHappens() {
    let marks = ChangePoints(threshold: 0.01).marks([1000, 1000, 1030, 1030, 1029])
    #expect(marks == [nil, nil, .step, nil, nil])
  }

  @Test func manySmallStepsInOneDirectionAreMarkedWhereTheyAddUp() {
    let values = (0..<6).map { 1000 * pow(1.004, Double($0)) }
    #expect(ChangePoints(threshold: 0.01).marks(values) == [nil, nil, nil, .creep, nil, nil])
  }

  @Test func noiseThatGoesUpAndDownIsNeverACreep() {
    let values: [Double] = [1000, 1006, 998, 1005, 999, 1007, 1000]
    #expect(ChangePoints(threshold: 0.01).marks(values).allSatisfy { $0 == nil })
  }

  @Test func theHistoryTableNamesEachChange() {
    let series = [1000.0, 1006, 1012, 1100].enumerated().map { index, value in
      HistoryEntry(
        runID: Int64(index + 1), revision: "r\(index)", dirty: false, date: "2026-11-25",
        command: "run", value: value)
    }
    let lines = HistoryTable.render(name: "p", metric: .instructions, series: series).split(
      separator: "\n")
    #expect(
      lines[3].hasSuffix("+0.60%") && lines[4].hasSuffix("creep") && lines[5].hasSuffix("step"))
    let timed = HistoryTable.render(name: "p", metric: .time, series: series)
    #expect(
      timed.split(separator: "\n").dropFirst(2).allSatisfy {
        !$0.hasSuffix("step") && !$0.hasSuffix("creep")
      })
  }
}

/// A recorded run exports as its report would.
struct HistoryExportTests {
  @Test func aRecordedRunExportsLikeItsReport() throws {
    let store = try HistoryStore(path: HistoryStoreTests.temporaryPath())
    let report = HistoryStoreTests.report(revision: "aaa", instructions: 1000)
    try store.record(report, command: "run")
    let ids = try store.runIDs()
    #expect(ids.count == 1)
    let recorded = try #require(try store.report(ofRun: ids[0]))
    for format in ReportExportFormat.allCases {
      #expect(try format.export(recorded) == format.export(report))
    }
  }
}
