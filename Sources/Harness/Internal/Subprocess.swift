import Foundation

/// Runs short-lived commands for the bench's own plumbing (git, swift, strip, valgrind).
public enum Subprocess {
  /// The trimmed standard output of `arguments` (looked up on `PATH`), or `nil` if it failed.
  public static func output(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.standardError
    do { try ChildProcesses.launch(process) } catch { throw BenchError(code, "\(message): \(error.localizedDescription)") }
    ChildProcesses.wait(for: process)
    guard process.terminationStatus == 0 else { throw BenchError(code, message) }
  }
}
