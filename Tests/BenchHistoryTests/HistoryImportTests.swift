import Foundation
import GRDB
import Testing

@testable import BenchHistory
@testable import Harness

/// Histories recorded on several runners brought into one: every run once, in one transaction.
struct HistoryImportTests {
  static func history(_ revisions: [String]) throws -> HistoryStore {
    let store = try HistoryStore(path: HistoryStoreTests.temporaryPath())
    for (index, revision) in revisions.enumerated() {
      try store.record(
        HistoryStoreTests.report(revision: revision, instructions: Double(100 + index)),
        command: "run")
    }
    return store
  }

  @Test func runsOfEveryShardAreImportedOnce() throws {
    let target = try Self.history(["a"])
    let shards = [try Self.history(["b", "c"]), try Self.history(["d"])]
    let first = try target.importRuns(from: shards)
    #expect(first == .init(imported: 3, alreadyHeld: 0))
    #expect(try target.runRevisions().map(\.revision) == ["a", "b", "c", "d"])
    #expect(try target.series(of: "Store.Send/root depth=1", metric: .instructions).count == 4)
    let again = try target.importRuns(from: shards + [target])
    #expect(again == .init(imported: 0, alreadyHeld: 7))
    #expect(try target.runCount() == 4)
  }

  @Test func anotherProgramsDatabaseIsRefusedWhenOpenedAsASource() throws {
    let path = HistoryStoreTests.temporaryPath()
    try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
    let error = #expect(throws: BenchError.self) { try HistoryStore(readingAt: path) }
    #expect(error?.code == .usage)
  }

  @Test func aSourceWithACorruptReportIsRefusedAndNothingIsImported() throws {
    let target = try Self.history(["a"])
    let source = try Self.history(["b", "c"])
    try source.queue.write {
      try $0.execute(sql: "UPDATE run SET report = x'7b7d' WHERE revision = 'c'")
    }
    let error = #expect(throws: BenchError.self) { try target.importRuns(from: [source]) }
    #expect(error?.code == .usage)
    #expect(error?.message.contains("run 2 is corrupt") == true, "\(error?.message ?? "")")
    #expect(try target.runRevisions().map(\.revision) == ["a"])
  }
}
