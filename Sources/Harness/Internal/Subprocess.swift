import Foundation

/// Runs short-lived commands for the bench's own plumbing (git, swift, strip, valgrind).
public enum Subprocess {
  /// This process's environment, with git's optional locks off: `git describe --dirty` and
  /// `git status` would otherwise refresh the index under `.git/index.lock` in a checkout that
  /// may be someone else's working tree, and make a concurrent `git commit` there fail.
  static var environment: [String: String] {
    ProcessInfo.processInfo.environment.merging(["GIT_OPTIONAL_LOCKS": "0"]) { _, new in new }
  }

  /// The trimmed standard output of `arguments` (looked up on `PATH`), or `nil` if it failed.
  public static func output(_ arguments: [String]) -> String? {
    withOwnTemporaryDirectory { environment in output(arguments, environment: environment) }
  }

  private static func output(_ arguments: [String], environment: [String: String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try ChildProcesses.launch(process) } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    ChildProcesses.wait(for: process)
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs `arguments` with both outputs on this process's stderr; throws `message` (with
  /// `code`) if it cannot start or fails.
  public static func require(
    _ arguments: [String], _ message: String, code: BenchError.ExitCode = .environment
  ) throws(BenchError) {
    try withOwnTemporaryDirectory { environment throws(BenchError) in
      try require(arguments, message, code: code, environment: environment)
    }
  }

  private static func require(
    _ arguments: [String], _ message: String, code: BenchError.ExitCode,
    environment: [String: String]
  ) throws(BenchError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.standardError
    do { try ChildProcesses.launch(process) } catch {
      throw BenchError(code, "\(message): \(error.localizedDescription)")
    }
    ChildProcesses.wait(for: process)
    guard process.terminationStatus == 0 else { throw BenchError(code, message) }
  }

  /// Runs `body` with the environment a child gets: ``environment`` with `TMPDIR` a directory
  /// of its own, removed afterwards and on an interrupt. `swift --version` leaves a directory in
  /// `TMPDIR` on every call (the driver execs the frontend before it can clean up), and an
  /// interrupted `swift build` leaves SwiftPM's.
  static func withOwnTemporaryDirectory<T, E: Error>(_ body: ([String: String]) throws(E) -> T)
    throws(E) -> T
  {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-child-\(UUID().uuidString)"
    ).path
    guard
      (try? FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)) != nil
    else {
      return try body(environment)
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try ChildProcesses.removingOnInterrupt(directory) { () throws(E) in
      try body(environment.merging(["TMPDIR": directory]) { _, new in new })
    }
  }
}
