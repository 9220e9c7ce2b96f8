import BenchHistory
import Foundation
import GRDB
import Synchronization
import Testing

@testable import Harness

/// Who may open a history and how: recorders wait for each other, readers never change a file,
/// and a file that is not this bench's history is refused as it is.
struct HistoryAccessTests {
  @Test func tenConcurrentRecordersIntoANewHistoryEachRecordTheirRun() throws {
    let path = HistoryStoreTests.temporaryPath()
    let failures = Mutex<[String]>([])
    let finished = DispatchGroup()
    for index in 0..<10 {
      finished.enter()
      Thread {
        defer { finished.leave() }
        do {
          try HistoryStore(path: path).record(
            HistoryStoreTests.report(revision: "r\(index)", instructions: 1000), command: "run")
        } catch {
          failures.withLock { $0.append("\(index): \(error)") }
        }
      }.start()
    }
    finished.wait()
    #expect(failures.withLock { $0 }.isEmpty)
    #expect(try HistoryStore(readingAt: path).runCount() == 10)
  }

  @Test func aForeignDatabaseIsRefusedByReadersAndRecordersAndKeepsItsBytes() throws {
    let path = HistoryStoreTests.temporaryPath()
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "CREATE TABLE things (name TEXT); INSERT INTO things VALUES ('kept')")
    }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for error in [
      Self.error { _ = try HistoryStore(readingAt: path) },
      Self.error { _ = try HistoryStore(path: path) },
    ] {
      #expect(error?.code == .usage)
      #expect(error?.message.contains("not a bench history") == true, "\(error?.message ?? "")")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func aHistoryMissingItsMigrationsTableIsRefusedAsCorruptAndKeepsItsBytes() throws {
    let path = HistoryStoreTests.temporaryPath()
    try HistoryStore(path: path).record(
      HistoryStoreTests.report(revision: "aaa", instructions: 1000), command: "run")
    try DatabaseQueue(path: path).write { try $0.execute(sql: "DROP TABLE grdb_migrations") }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(Self.error { _ = try HistoryStore(path: path) }?.code == .usage)
    #expect(Self.error { _ = try HistoryStore(readingAt: path) }?.code == .usage)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func aReaderNeverCreatesAHistoryNorFillsAnEmptyFile() throws {
    let missing = HistoryStoreTests.temporaryPath()
    #expect(Self.error { _ = try HistoryStore(readingAt: missing) }?.code == .usage)
    #expect(!FileManager.default.fileExists(atPath: missing))
    let empty = HistoryStoreTests.temporaryPath()
    #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
    #expect(Self.error { _ = try HistoryStore(readingAt: empty) }?.code == .usage)
    #expect(try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int == 0)
  }

  @Test func aReaderLeavesAHistorysBytesAsTheyWere() throws {
    let path = HistoryStoreTests.temporaryPath()
    try HistoryStore(path: path).record(
      HistoryStoreTests.report(revision: "aaa", instructions: 1000), command: "run")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let store = try HistoryStore(readingAt: path)
    #expect(try store.series(of: "Store.Send/root depth=1", metric: .instructions).count == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func anEmptyHistoryPathIsAUsageError() {
    #expect(Self.error { _ = try HistoryStore(readingAt: "") }?.code == .usage)
    #expect(Self.error { _ = try HistoryStore(path: "") }?.code == .usage)
  }

  @Test func aHistoryThatCannotBeWrittenIsAnOutputErrorBeforeAnythingIsRecorded() throws {
    let file = HistoryStoreTests.temporaryPath()
    #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
    #expect(Self.error { _ = try HistoryStore(path: "\(file)/history.sqlite") }?.code == .output)
    let directory = URL(fileURLWithPath: HistoryStoreTests.temporaryPath())
      .deletingLastPathComponent().path
    #expect(Self.error { _ = try HistoryStore(path: directory) }?.code == .output)
  }

  /// The error `body` fails with; `nil` if it succeeds or throws something else.
  static func error(_ body: () throws -> Void) -> BenchError? {
    do { try body() } catch { return error as? BenchError }
    return nil
  }
}

/// Trend charts' file names: one per point, safe, and short enough for any file system.
struct ChartFileNameTests {
  @Test func namesThatSlugTheSameStillGetTheirOwnFiles() {
    let slash = ChartFileName.of(point: "/", metric: .instructions)
    let dash = ChartFileName.of(point: "-", metric: .instructions)
    #expect(slash != dash)
    #expect(
      ChartFileName.of(point: "Store.Send/root depth=1", metric: .time).hasPrefix(
        "store-send-root-depth-1-"))
    #expect(
      ChartFileName.of(point: "Store.Send/root depth=1", metric: .time)
        == ChartFileName.of(point: "Store.Send/root depth=1", metric: .time))
  }

  @Test func aNameTooLongForTheFileSystemIsShortenedAndWritable() throws {
    let long = String(repeating: "Store.Send/root ", count: 320)
    let other = long + "x"
    let name = ChartFileName.of(point: long, metric: .instructions)
    #expect(name.utf8.count < 128)
    #expect(name != ChartFileName.of(point: other, metric: .instructions))
    let path = URL(fileURLWithPath: HistoryStoreTests.temporaryPath()).deletingLastPathComponent()
      .appendingPathComponent(name).path
    try ReportFile.writeAtomically(Data("<svg/>".utf8), to: path)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func aNameOfOnlyOtherCharactersStillGetsAFile() {
    let name = ChartFileName.of(point: "\u{1B}/../\n", metric: .allocations)
    #expect(name.hasPrefix("point-") && !name.contains("/") && !name.contains(".."))
  }
}
