import Foundation

/// The revision of the repository a report was made from.
public struct GitRevision: Codable, Sendable, Equatable {
  public var revision: String?
  /// Whether the working tree had uncommitted changes.
  public var dirty: Bool?

  public init(revision: String?, dirty: Bool?) {
    self.revision = revision
    self.dirty = dirty
  }

  /// The revision of the repository at `directory`, or unknowns outside a git checkout.
  public static func current(in directory: String = FileManager.default.currentDirectoryPath) -> Self {
    let revision = run(["git", "-C", directory, "rev-parse", "HEAD"])
    let status = run(["git", "-C", directory, "status", "--porcelain", "--untracked-files=no"])
    return Self(revision: revision, dirty: revision == nil ? nil : !(status ?? "").isEmpty)
  }

  /// The trimmed standard output of `arguments`, or `nil` if it failed.
  static func run(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
