import Foundation
import Testing

@testable import Harness

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Output locations are checked before a command measures anything.
@Suite
struct OutputLocationTests {
  @Test
  func writableDirectoryIsLeftWithoutProbes() throws {
    let directory = ReportTests.temporaryPath("output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try OutputLocation.requireWritable(directory: directory)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  /// A run that fails after the check (a bad filter, an interrupt) must not leave an empty
  /// output directory; the write that follows a passed check makes it.
  @Test
  func directoriesMadeForTheCheckAreRemovedAgain() throws {
    let root = ReportTests.temporaryPath("made-\(UUID().uuidString)")
    try OutputLocation.requireWritable(directory: "\(root)/reports/nested")
    #expect(!FileManager.default.fileExists(atPath: root))
    try ReportFile.writeAtomically(Data("{}".utf8), to: "\(root)/reports/nested/latest.json")
    #expect(FileManager.default.fileExists(atPath: "\(root)/reports/nested/latest.json"))
    try OutputLocation.requireWritable(directory: "\(root)/reports/nested")
    #expect(
      FileManager.default.fileExists(atPath: "\(root)/reports/nested/latest.json"),
      "a directory in use stays")
  }

  /// git run by the bench takes no optional lock (`.git/index.lock`) in a checkout that may be
  /// someone else's working tree.
  @Test
  func subprocessesRunWithoutGitsOptionalLocks() {
    #expect(Subprocess.output(["sh", "-c", "printf %s \"$GIT_OPTIONAL_LOCKS\""]) == "0")
  }

  /// An ordinary `bench run` left two empty `/tmp/TemporaryDirectory.*` (from `swift --version`):
  /// what a child leaves in its temporary directory is removed with it.
  @Test
  func whatASubprocessLeavesInItsTemporaryDirectoryIsRemoved() throws {
    let left = try #require(Subprocess.output(["sh", "-c", "mktemp -d"]))
    #expect(!left.isEmpty && !FileManager.default.fileExists(atPath: left), "\(left)")
    let failed = #expect(throws: BenchError.self) {
      try Subprocess.require(["sh", "-c", "mktemp -d >&2; exit 1"], "failed")
    }
    #expect(failed?.code == .environment)
  }

  @Test
  func directoryUnderAFileIsAnOutputError() throws {
    let file = ReportTests.temporaryPath("plain-\(UUID().uuidString)")
    try OutputLocation.requireWritable(file: file)
    try ReportFile.writeAtomically(Data("x".utf8), to: file)
    #expect(throws: BenchError.self) {
      try OutputLocation.requireWritable(directory: "\(file)/reports")
    }
    do {
      try OutputLocation.requireWritable(file: "\(file)/reports/latest.md")
      Issue.record("a file under a plain file must not be writable")
    } catch {
      #expect(error.code == .output)
      #expect(error.message.contains(file), "\(error.message)")
    }
  }

  @Test
  func aFIFOOrADirectoryAtAnOutputPathIsRefusedAndLeftAsIs() throws {
    let directory = ReportTests.temporaryPath("special")
    try FileManager.default.createDirectory(
      atPath: "\(directory)/latest.md", withIntermediateDirectories: true)
    #expect(mkfifo("\(directory)/latest.json", 0o644) == 0)
    for name in ["latest.json", "latest.md"] {
      let path = "\(directory)/\(name)"
      let before = try Self.status(path)
      let errors = [
        Self.error { try OutputLocation.requireWritable(file: path) },
        Self.error { try OutputLocation.requireWritable(directory: directory, files: [name]) },
        Self.error { try ReportFile.writeAtomically(Data("x".utf8), to: path) },
      ]
      for error in errors {
        #expect(error?.code == .output)
        #expect(error?.message.contains("left as is") == true, "\(error?.message ?? "no error")")
      }
      let after = try Self.status(path)
      #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode)
    }
  }

  /// `--markdown /dev/null` (or `/dev/full`) as root: a write would rename a file over the
  /// device itself. Only the checks run here, never a write, so that a regression cannot take
  /// the machine's `/dev/null` with it.
  @Test(arguments: ["/dev/null", "/dev/full"])
  func aDeviceAtAnOutputPathIsRefusedAndLeftAsIs(device: String) throws {
    let before = try Self.status(device)
    for error in [
      Self.error { try OutputLocation.requireWritable(file: device) },
      Self.error { try OutputLocation.requireReplaceable(device) },
    ] {
      #expect(error?.code == .output)
      #expect(
        error?.message.contains("not a regular file (a device, FIFO or socket); it was left as is")
          == true, "\(error?.message ?? "no error")")
    }
    let after = try Self.status(device)
    #expect(
      after.st_ino == before.st_ino && after.st_rdev == before.st_rdev
        && after.st_mode == before.st_mode)
  }

  @Test
  func aSocketAtAnOutputPathIsRefusedAndLeftAsIs() throws {
    let path = ReportTests.temporaryPath("latest.json")
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let socket = try Self.listeningSocket(at: path)
    defer { close(socket) }
    let before = try Self.status(path)
    for error in [
      Self.error { try OutputLocation.requireWritable(file: path) },
      Self.error { try ReportFile.writeAtomically(Data("x".utf8), to: path) },
    ] {
      #expect(error?.code == .output)
      #expect(error?.message.contains("left as is") == true, "\(error?.message ?? "no error")")
    }
    let after = try Self.status(path)
    #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode)
  }

  /// A Unix-domain socket bound at `path`; its descriptor.
  private static func listeningSocket(at path: String) throws -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) {
      $0.copyBytes(from: path.utf8.prefix($0.count - 1))
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(descriptor >= 0 && bound == 0, "cannot bind a socket at \(path)")
    return descriptor
  }

  @Test
  func aRegularFileOrASymlinkToOneIsReplacedAtomically() throws {
    let path = ReportTests.temporaryPath("latest.json")
    try OutputLocation.requireWritable(file: path)
    try ReportFile.writeAtomically(Data("old".utf8), to: path)
    let link = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(
      "link.json"
    ).path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    try OutputLocation.requireWritable(file: link)
    try ReportFile.writeAtomically(Data("new".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
  }

  /// The error `body` fails with; `nil` if it succeeds or throws something else.
  static func error(_ body: () throws -> Void) -> BenchError? {
    do { try body() } catch { return error as? BenchError }
    return nil
  }

  /// `stat` of `path`, without following a symbolic link.
  private static func status(_ path: String) throws -> stat {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
    return info
  }

  @Test
  func emptyLocationsAreUsageErrors() {
    for check in [
      { try OutputLocation.requireWritable(directory: "") },
      { try OutputLocation.requireWritable(file: "") },
    ] {
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

/// `$GITHUB_STEP_SUMMARY` that cannot be written is named on stderr, never skipped silently or
/// waited on.
struct StepSummaryTests {
  @Test func aSummaryIsAppendedToARegularFile() throws {
    let path = ReportTests.temporaryPath("summary.md")
    try ReportFile.writeAtomically(Data("# before\n".utf8), to: path)
    #expect(StepSummary.problem(appendingTo: path, "| a |\n") == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "# before\n| a |\n")
  }

  @Test func aMissingFileOrAFIFOIsAProblemNamedWithoutBlocking() throws {
    let missing = ReportTests.temporaryPath("missing/summary.md")
    #expect(StepSummary.problem(appendingTo: missing, "x")?.contains("cannot open") == true)
    let fifo = ReportTests.temporaryPath("summary.fifo")
    try FileManager.default.createDirectory(
      atPath: (fifo as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(StepSummary.problem(appendingTo: fifo, "x")?.contains("not a regular file") == true)
  }
}
