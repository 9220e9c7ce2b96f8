import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the pipe the interrupt handler writes the signal to.
nonisolated(unsafe) private var interruptPipe: Int32 = -1

/// The child processes and temporary paths of this bench, so that an interrupt ends them too.
///
/// Foundation starts each child in a process group of its own, which a terminal's Ctrl-C or a CI
/// job's SIGTERM to the bench's group never reaches: without forwarding, a `swift build` or a
/// `bench run` launch would outlive an interrupted `ab` and hold SwiftPM's lock.
public enum ChildProcesses {
  /// A child the interrupt's signal cannot end (one started from a thread that blocks it, as
  /// dispatch's worker threads do, inherits the block) is killed after this long.
  public static let gracePeriod = Duration.seconds(3)

  private struct Registry {
    var running: [Int32: Process] = [:]
    var temporaryPaths: Set<String> = []
    var isInterrupted = false
  }

  private static let registry = Mutex(Registry())

  /// Starts `process` and keeps it known until ``wait(for:)``.
  public static func launch(_ process: Process) throws {
    try process.run()
    registry.withLock { $0.running[process.processIdentifier] = process }
  }

  /// Waits for `process` to end and forgets it.
  public static func wait(for process: Process) {
    process.waitUntilExit()
    _ = registry.withLock { $0.running.removeValue(forKey: process.processIdentifier) }
  }

  /// Runs `body` with `path` removed if the bench is interrupted meanwhile (and by `body`'s own
  /// cleanup otherwise).
  public static func removingOnInterrupt<T, E: Error>(_ path: String, _ body: () throws(E) -> T) throws(E) -> T {
    _ = registry.withLock { $0.temporaryPaths.insert(path) }
    defer { _ = registry.withLock { $0.temporaryPaths.remove(path) } }
    return try body()
  }

  /// The paths an interrupt would remove now.
  static var temporaryPaths: Set<String> {
    registry.withLock { $0.temporaryPaths }
  }

  /// From now on, SIGINT, SIGTERM and SIGHUP end the running children (their whole process
  /// groups), remove the registered temporary paths, and exit with 128 + the signal.
  ///
  /// The handler only writes the signal to a pipe that a thread of its own waits on. A handled
  /// signal goes back to its default action in the children a `Process` starts, where an ignored
  /// one would stay ignored.
  public static func forwardInterrupts() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    interruptPipe = ends[1]
    for interrupt in [SIGINT, SIGTERM, SIGHUP] {
      signal(interrupt) { received in
        var byte = UInt8(truncatingIfNeeded: received)
        _ = write(interruptPipe, &byte, 1)
      }
    }
    let readEnd = ends[0]
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) != 1 {}
      registry.withLock { $0.isInterrupted = true }
      terminateAll(with: Int32(byte))
      exit(128 + Int32(byte))
    }
  }

  /// Once an interrupt is being handled, never returns: the failure a command sees because its
  /// child was interrupted must not end the bench before the interrupt's own exit code does.
  public static func waitIfInterrupted() {
    while registry.withLock({ $0.isInterrupted }) { sleep(1) }
  }

  /// Sends `signal` to every running child's process group, waits up to `timeout` for them to
  /// end (then kills what is left), and removes the registered temporary paths.
  public static func terminateAll(with signal: Int32, timeout: Duration = gracePeriod) {
    let (children, paths) = registry.withLock { ($0.running.keys.sorted(), $0.temporaryPaths) }
    for pid in children { send(signal, to: pid) }
    let deadline = ContinuousClock.now + timeout
    while children.contains(where: isAlive), ContinuousClock.now < deadline { usleep(10_000) }
    for pid in children where isAlive(pid) { send(SIGKILL, to: pid) }
    for path in paths { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Signals `pid`'s process group when it leads one, else `pid` alone.
  private static func send(_ signal: Int32, to pid: Int32) {
    if getpgid(pid) == pid { kill(-pid, signal) } else { kill(pid, signal) }
  }

  /// Whether `pid` still runs: it exists and, where `/proc` tells, is not a zombie waiting for
  /// Foundation to reap it.
  private static func isAlive(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first != "Z"
  }
}
