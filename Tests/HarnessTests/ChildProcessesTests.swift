import Foundation
import Synchronization
import Testing

@testable import Harness

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an interrupt does to the bench's children and temporary files. Serialized: each test
/// ends every registered child.
@Suite(.serialized)
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

  /// A count under callgrind of a program that never ends, interrupted once valgrind has
  /// written its log: valgrind ends and its directory of outputs is gone.
  @Test(
    .enabled(
      if: InstructionCounter.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
      "needs valgrind, which only the instruction gate uses; CI (where it runs whatever) installs it"
    ))
  func anInterruptedCountLeavesNoProcessAndNoFile() throws {
    try #require(
      InstructionCounter.isAvailable,
      "valgrind is installed wherever the tests run (.ci/run installs it)")
    let program = ReportTests.temporaryPath("endless-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      atPath: (program as NSString).deletingLastPathComponent, withIntermediateDirectories: true
    )
    try "#!/bin/sh\nexec sleep 600\n".write(toFile: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
    defer { try? FileManager.default.removeItem(atPath: program) }
    let counter = InstructionCounter(image: CallgrindImage(executable: program, libraryPath: ""))
    let outcome = Mutex<Result<Double, BenchError>?>(nil)
    Thread.detachNewThread {
      let result = Result { () throws(BenchError) in
        try counter.count(workload: "W/s", sizes: Sizes(), extra: 1).instructions
      }
      outcome.withLock { $0 = result }
    }
    let started = ContinuousClock.now
    var outputs: String?
    // The count's own directory, found among the registered paths: the bench exits from the
    // interrupt handler, so only what is registered gets removed. (Scanning /tmp would also find
    // the directories of another bench counting on the same machine.)
    while outputs == nil {
      try #require(ContinuousClock.now - started < .seconds(60), "valgrind never started")
      usleep(20_000)
      outputs = ChildProcesses.temporaryPaths.first {
        $0.contains("/callgrind-") && FileManager.default.fileExists(atPath: "\($0)/valgrind.log")
      }
    }
    ChildProcesses.terminateAll(with: SIGTERM, timeout: .seconds(2))
    while outcome.withLock({ $0 }) == nil { usleep(20_000) }
    #expect(throws: BenchError.self) { try outcome.withLock { $0 }!.get() }
    #expect(!FileManager.default.fileExists(atPath: outputs!), "the outputs are removed")
    #expect(Subprocess.output(["pgrep", "-f", "valgrind.*\(program)"]) == nil, "valgrind is gone")
  }
}

/// Interrupts that land between a command's steps: after the last launch, or while it writes
/// its result.
@Suite(.serialized)
struct LateInterruptTests {
  /// `calibrate` interrupted as it finished exited 0 with its thresholds file rewritten: the
  /// interrupt and the final write must exclude each other.
  @Test func anInterruptAndACommandsFinalWriteExcludeEachOther() {
    var interruptedFirst = ChildProcesses.Registry()
    let interrupt = interruptedFirst.beginInterrupt()
    let completionAfterIt = interruptedFirst.beginCompletion()
    #expect(interrupt && !completionAfterIt, "no result is written once an interrupt is handled")
    var completedFirst = ChildProcesses.Registry()
    let completion = completedFirst.beginCompletion()
    let interruptAfterIt = completedFirst.beginInterrupt()
    #expect(completion && !interruptAfterIt, "a result being written is not cut off")
  }

  /// An interrupted `calibrate` left its temporary directory: a launch started after the
  /// interrupt's snapshot of the children outlived it and wrote there again.
  @Test func noChildStartsOnceAnInterruptIsHandled() throws {
    var registry = ChildProcesses.Registry()
    _ = registry.beginInterrupt()
    let marker = ReportTests.temporaryPath("late-launch")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.arguments = ["sh", "-c", "mkdir -p '\(marker)'"]
    #expect(throws: (any Error).self) { try registry.launch(child) }
    #expect(registry.running.isEmpty && !child.isRunning)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }
}

/// In the serialized suite: `terminateAll` ends every registered child, another test's too.
extension ChildProcessesTests {
  /// SIGINT during a bisect build left the compilers running: SwiftPM starts them in process
  /// groups of their own, which a signal to the build's group does not reach. Here the child's
  /// child leaves the group with `setsid`.
  @Test func anInterruptEndsDescendantsInOtherProcessGroups() throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.arguments = ["sh", "-c", "setsid sleep 61 & echo $!; wait"]
    let output = Pipe()
    child.standardOutput = output
    try ChildProcesses.launch(child)
    var line = ""
    while !line.hasSuffix("\n") {
      line += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    }
    let grandchild = try #require(Int32(line.trimmingCharacters(in: .whitespacesAndNewlines)))
    // `$!` is printed before the grandchild has called setsid, which another process does in
    // its own time: the bound only turns a setsid that never comes into a failure.
    let started = ContinuousClock.now
    while getpgid(grandchild) == getpgid(child.processIdentifier),
      ContinuousClock.now - started < .seconds(60)
    { usleep(10_000) }
    #expect(
      getpgid(grandchild) != getpgid(child.processIdentifier),
      "the grandchild leads a group of its own")
    ChildProcesses.terminateAll(with: SIGTERM, timeout: .seconds(1))
    ChildProcesses.wait(for: child)
    #expect(!ChildProcesses.isAlive(grandchild), "the grandchild was ended too")
    kill(grandchild, SIGKILL)
  }
}
