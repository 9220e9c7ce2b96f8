import Foundation
import Harness

/// Where a history database lives, checked before it is opened: a reader needs an existing
/// file, a recorder a place it can write, and neither an empty path (which SQLite would take as
/// a temporary database that keeps nothing).
enum HistoryLocation {
  /// Fails unless `path` names an existing regular file, which a read opens without changing.
  static func requireReadable(_ path: String) throws(BenchError) {
    try requireNamed(path)
    guard FileManager.default.fileExists(atPath: path) else {
      throw BenchError(
        .usage,
        "no history at \(path); record runs with 'bench run --record' or 'bench check --record'")
    }
    do { try OutputLocation.requireReplaceable(path) } catch {
      throw BenchError(.usage, "\(path) is not a bench history database: not a regular file")
    }
  }

  /// Fails unless a history can be recorded at `path`: an existing regular file that can be
  /// written, or a new file in a directory that can be made and written.
  static func requireWritable(_ path: String) throws(BenchError) {
    try requireNamed(path)
    try OutputLocation.requireReplaceable(path)
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try OutputLocation.requireWritable(directory: directory)
    // SQLite would open a read-only file read-only and fail only when recording, after measuring.
    if FileManager.default.fileExists(atPath: path),
      !FileManager.default.isWritableFile(atPath: path)
    {
      throw BenchError(.output, "cannot record in \(path): the file is not writable")
    }
  }

  private static func requireNamed(_ path: String) throws(BenchError) {
    guard !path.isEmpty, path != ":memory:" else {
      throw BenchError(.usage, "--history must name a file (it was '\(path)')")
    }
  }
}
