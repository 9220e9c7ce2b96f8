import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock on a report directory, held while a command writes its reports
/// there, so that two runs writing to one directory never leave one's `latest.json` beside the
/// other's `latest.md`: the second waits for the first.
enum DirectoryLock {
  /// The lock file's name inside the directory.
  static let fileName = ".bench.lock"

  /// Runs `body` while holding the lock of `directory` (made if missing).
  static func holding<T>(in directory: String, _ body: () throws(BenchError) -> T)
    throws(BenchError) -> T
  {
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let descriptor = open("\(directory)/\(fileName)", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw BenchError(.output, "cannot lock \(directory): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
