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

  /// What an interrupt must end and remove, and which of an interrupt and a command's final
  /// write came first.
  struct Registry {
    var running: [Int32: Process] = [:]
    var temporaryPaths: Set<String> = []
    var isInterrupted = false
    var isCompleting = false

    /// Starts `process` and keeps it, unless an interrupt is being handled: a child started
    /// after the interrupt's snapshot of the running ones would outlive the bench (and, as a
    /// `bench run` launch of `calibrate`, make its temporary directory again).
    mutating func launch(_ process: Process) throws {
      guard !isInterrupted else { throw Interrupted() }
      try process.run()
      running[process.processIdentifier] = process
    }

    /// Whether an interrupt arriving now ends the bench: not once its command has begun writing
    /// its result, which then ends as if the interrupt had come after it.
    mutating func beginInterrupt() -> Bool {
      guard !isCompleting else { return false }
      isInterrupted = true
      return true
    }

    /// Whether the command may write its result: not once an interrupt is being handled.
    mutating func beginCompletion() -> Bool {
      guard !isInterrupted else { return false }
      isCompleting = true
      return true
    }
  }

  /// The error of a launch refused because the bench is being interrupted.
  struct Interrupted: Error, CustomStringConvertible {
    var description: String { "the bench is being interrupted" }
  }

  private static let registry = Mutex(Registry())

  /// Starts `process` and keeps it known until ``wait(for:)``; fails once an interrupt is being
  /// handled.
  public static func launch(_ process: Process) throws {
    try registry.withLock { try $0.launch(process) }
  }

  /// Runs `body`, the write that completes a command (such as `calibrate`'s thresholds file),
  /// unless an interrupt came first, in which case it never returns and the interrupt's exit
  /// code ends the bench. An interrupt arriving once `body` has begun is ignored, so the exit
  /// code always tells whether the result was written: 0 with it, 128 + signal without.
  public static func completing<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    guard registry.withLock({ $0.beginCompletion() }) else {
      while true { sleep(1) }
    }
    return try body()
  }

  /// Waits for `process` to end and forgets it.
  public static func wait(for process: Process) {
    process.waitUntilExit()
    _ = registry.withLock { $0.running.removeValue(forKey: process.processIdentifier) }
  }

  /// Runs `body` with `path` removed if the bench is interrupted meanwhile (and by `body`'s own
  /// cleanup otherwise).
  public static func removingOnInterrupt<T, E: Error>(_ path: String, _ body: () throws(E) -> T)
    throws(E) -> T
  {
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
      guard registry.withLock({ $0.beginInterrupt() }) else { return }
      terminateAll(with: Int32(byte))
      exit(128 + Int32(byte))
    }
  }

  /// Once an interrupt is being handled, never returns: the failure a command sees because its
  /// child was interrupted must not end the bench before the interrupt's own exit code does.
  public static func waitIfInterrupted() {
    while registry.withLock({ $0.isInterrupted }) { sleep(1) }
  }

  /// Sends `signal` to every running child's process group and to all their descendants, waits
  /// up to `timeout` for them to end (then kills what is left and waits as long again for it to
  /// go), and removes the registered temporary paths.
  ///
  /// Descendants are signalled one by one because they may lead groups of their own: SwiftPM
  /// starts each compiler in its own process group, where a signal to `swift build`'s group
  /// never reaches it, and a compiler orphaned by its build would run on after the bench.
  public static func terminateAll(with signal: Int32, timeout: Duration = gracePeriod) {
    let (children, paths) = registry.withLock { ($0.running.keys.sorted(), $0.temporaryPaths) }
    var tree = Set(children).union(ProcessTree.descendants(of: Set(children)))
    for pid in children { send(signal, to: pid) }
    for pid in tree.subtracting(children) { kill(pid, signal) }
    let deadline = ContinuousClock.now + timeout
    while tree.contains(where: isAlive), ContinuousClock.now < deadline {
      usleep(10_000)
      // A build may start another compiler before the signal reaches it.
      let started = ProcessTree.descendants(of: tree.filter(isAlive)).subtracting(tree)
      for pid in started { kill(pid, signal) }
      tree.formUnion(started)
    }
    for pid in tree where isAlive(pid) { kill(pid, SIGKILL) }
    for pid in children where isAlive(pid) { send(SIGKILL, to: pid) }
    awaitEnd(of: tree, within: timeout)
    for path in paths { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Waits up to `timeout` for killed processes to be gone: a SIGKILL is delivered
  /// asynchronously, and a loaded machine can take a moment to end a process after `kill`
  /// returns, which the caller would otherwise see as a survivor.
  private static func awaitEnd(of processes: Set<Int32>, within timeout: Duration) {
    let deadline = ContinuousClock.now + timeout
    while processes.contains(where: isAlive), ContinuousClock.now < deadline { usleep(1_000) }
  }

  /// Signals `pid`'s process group when it leads one, else `pid` alone.
  private static func send(_ signal: Int32, to pid: Int32) {
    if getpgid(pid) == pid { kill(-pid, signal) } else { kill(pid, signal) }
  }

  /// Whether `pid` still runs: it exists and, where `/proc` tells, is not a zombie waiting for
  /// Foundation to reap it.
  static func isAlive(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first != "Z"
  }
}
