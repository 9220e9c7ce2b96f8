import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command will write its reports, checked before it measures anything, so that an
/// unwritable location fails in a second instead of after minutes of measuring.
public enum OutputLocation {
  /// Fails unless files can be created in `directory` (made if missing), and unless each of
  /// `files` in it is missing or a regular file.
  ///
  /// ```swift
  /// try OutputLocation.requireWritable(directory: "Reports", files: ["latest.json", "latest.md"])
  /// ```
  ///
  /// Directories it makes for the probe are removed again, so that a command failing before it
  /// writes leaves no empty directory behind; the write makes them for good.
  public static func requireWritable(directory: String, files: [String] = []) throws(BenchError) {
    guard !directory.isEmpty else {
      throw BenchError(.usage, "the output directory must not be empty")
    }
    for file in files { try requireReplaceable("\(directory)/\(file)") }
    let made = firstMissingDirectory(of: directory)
    defer { if let made { removeEmptyDirectories(from: directory, through: made) } }
    let probe = URL(fileURLWithPath: directory).appendingPathComponent(
      ".bench-write-probe-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try Data().write(to: probe)
      try FileManager.default.removeItem(at: probe)
    } catch {
      throw BenchError(.output, "cannot write to \(directory): \(error.localizedDescription)")
    }
  }

  /// The outermost directory on the way to `directory` that does not exist yet, if any.
  private static func firstMissingDirectory(of directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    var missing: String?
    while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
      missing = url.path
      url = url.deletingLastPathComponent()
    }
    return missing
  }

  /// Removes `directory` and its parents up to `outermost`, each only while it is empty (a
  /// concurrent command may have written there meanwhile).
  private static func removeEmptyDirectories(from directory: String, through outermost: String) {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while rmdir(url.path) == 0, url.path != outermost {
      url = url.deletingLastPathComponent()
    }
  }

  /// Fails unless the file `path` can be written: it must be missing or a regular file, and its
  /// directory must be writable.
  public static func requireWritable(file path: String) throws(BenchError) {
    guard !path.isEmpty else { throw BenchError(.usage, "an output file name must not be empty") }
    try requireReplaceable(path)
    try requireWritable(directory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
  }

  /// Fails unless `path` is missing or a regular file (or a symbolic link to one).
  ///
  /// A write renames a new file over the path; over a device, a FIFO or a directory that would
  /// replace something that is not a report (as root, `/dev/null` itself), so such a path is
  /// refused and left as it is.
  public static func requireReplaceable(_ path: String) throws(BenchError) {
    switch FileKind(atPath: path) {
    case .missing, .regular: return
    case .directory:
      throw BenchError(.output, "cannot write to \(path): it is a directory; it was left as is")
    case .special:
      throw BenchError(
        .output,
        "cannot write to \(path): it is not a regular file (a device, FIFO or socket); it was left as is"
      )
    case .unreachable(let reason): throw BenchError(.output, "cannot write to \(path): \(reason)")
    }
  }
}
