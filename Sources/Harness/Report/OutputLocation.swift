import Foundation

/// Where a command will write its reports, checked before it measures anything, so that an
/// unwritable location fails in a second instead of after minutes of measuring.
public enum OutputLocation {
  /// Fails unless files can be created in `directory` (made if missing).
  ///
  /// ```swift
  /// try OutputLocation.requireWritable(directory: "Reports")
  /// ```
  public static func requireWritable(directory: String) throws(BenchError) {
    guard !directory.isEmpty else { throw BenchError(.usage, "the output directory must not be empty") }
    let probe = URL(fileURLWithPath: directory).appendingPathComponent(".bench-write-probe-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try Data().write(to: probe)
      try FileManager.default.removeItem(at: probe)
    } catch {
      throw BenchError(.output, "cannot write to \(directory): \(error.localizedDescription)")
    }
  }

  /// Fails unless the file `path` can be written: its directory must be writable.
  public static func requireWritable(file path: String) throws(BenchError) {
    guard !path.isEmpty else { throw BenchError(.usage, "an output file name must not be empty") }
    try requireWritable(directory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
  }
}
