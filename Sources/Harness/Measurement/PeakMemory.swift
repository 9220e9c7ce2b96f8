import Foundation

/// The process's peak resident set size, resettable on Linux so that each workload's peak can be
/// read on its own.
public enum PeakMemory {
  /// Resets the peak to the current resident size (Linux `clear_refs`); ignored elsewhere.
  public static func reset() {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
    try? handle.write(contentsOf: Data("5".utf8))
    try? handle.close()
  }

  /// The peak resident size in bytes since the last reset (`VmHWM`), or `nil` if unknown.
  public static func current() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    let kilobytes = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return kilobytes.map { $0 * 1024 }
  }
}
