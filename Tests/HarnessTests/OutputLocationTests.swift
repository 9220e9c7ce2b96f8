import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@testable import Harness

/// Output locations are checked before a command measures anything.
@Suite
struct OutputLocationTests {
  @Test
  func writableDirectoryIsMadeAndLeftWithoutProbes() throws {
    let directory = ReportTests.temporaryPath("output-\(UUID().uuidString)/nested")
    try OutputLocation.requireWritable(directory: directory)
    let contents = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(contents.isEmpty)
  }

  @Test
  func directoryUnderAFileIsAnOutputError() throws {
    let file = ReportTests.temporaryPath("plain-\(UUID().uuidString)")
    try OutputLocation.requireWritable(file: file)
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    #expect(throws: BenchError.self) { try OutputLocation.requireWritable(directory: "\(file)/reports") }
    do {
      try OutputLocation.requireWritable(file: "\(file)/reports/latest.md")
      Issue.record("a file under a plain file must not be writable")
    } catch {
      #expect(error.code == .output)
      #expect(error.message.contains(file), "\(error.message)")
    }
  }

  @Test
  func emptyLocationsAreUsageErrors() {
    for check in [{ try OutputLocation.requireWritable(directory: "") }, { try OutputLocation.requireWritable(file: "") }] {
      do {
        try check()
        Issue.record("an empty location must be refused")
      } catch let error as BenchError {
        #expect(error.code == .usage)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }
}

/// Report directories are locked while reports are written into them.
@Suite
struct DirectoryLockTests {
  @Test
  func anotherWriterCannotTakeTheLockWhileItIsHeld() throws {
    let directory = ReportTests.temporaryPath("locked-\(UUID().uuidString)")
    let heldElsewhere = try DirectoryLock.holding(in: directory) { () throws(BenchError) -> Bool in
      let other = open("\(directory)/\(DirectoryLock.fileName)", O_RDWR)
      defer { close(other) }
      return flock(other, LOCK_EX | LOCK_NB) != 0
    }
    #expect(heldElsewhere)
    let other = open("\(directory)/\(DirectoryLock.fileName)", O_RDWR)
    defer { close(other) }
    #expect(flock(other, LOCK_EX | LOCK_NB) == 0, "released after the write")
  }
}
