import Foundation
import Testing

@testable import Harness

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an interrupt does to the bench's children and temporary files.
@Suite
struct ChildProcessesTests {
  @Test
  func terminatingEndsRunningChildrenAndRemovesTemporaryPaths() throws {
    let directory = ReportTests.temporaryPath("interrupted-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.arguments = ["sleep", "60"]
    try ChildProcesses.launch(child)
    let pid = child.processIdentifier
    ChildProcesses.removingOnInterrupt(directory) {
      ChildProcesses.terminateAll(with: SIGTERM, timeout: .seconds(1))
    }
    ChildProcesses.wait(for: child)
    #expect(child.terminationReason == .uncaughtSignal)
    // SIGTERM, or SIGKILL after the grace period when the test's thread blocks SIGTERM (the
    // child inherits that mask).
    #expect([SIGTERM, SIGKILL].contains(child.terminationStatus))
    #expect(kill(pid, 0) != 0, "the child is gone")
    #expect(!FileManager.default.fileExists(atPath: directory))
  }
}
