import Foundation

/// Where a port is written, checked before anything is: never inside the app's folder, never a
/// folder that holds the app or files other than a previous port's.
///
/// The files are written into a new folder beside the output, which then takes the output's
/// place by renames; a previous port's `.build` and `Package.resolved` are carried over, so
/// that building again is incremental.
public struct PortOutput: Sendable {
  /// The output folder, absolute, symbolic links resolved.
  public let directory: String

  /// What a previous port leaves in its folder, and what marks a folder as one.
  public static let reportName = "PORT-REPORT.md"
  private static let carried = [".build", "Package.resolved"]

  /// Checks `output` against the app's folder `app`.
  public init(output: String, app: String) throws(PortRefusal) {
    let directory = Self.resolved(output)
    let appFolder = Self.resolved(app)
    if directory == appFolder || directory.hasPrefix(appFolder + "/") {
      throw PortRefusal(
        "output \(output) is inside the app's folder \(app): nothing is written there")
    }
    if appFolder.hasPrefix(directory + "/") {
      throw PortRefusal("output \(output) holds the app's folder \(app)")
    }
    try Self.checkReplaceable(directory, as: output)
    self.directory = directory
  }

  private static func checkReplaceable(_ directory: String, as given: String) throws(PortRefusal) {
    let manager = FileManager.default
    guard manager.fileExists(atPath: directory) else { return }
    guard SwiftFiles.isFolder(directory) else {
      throw PortRefusal("output \(given) exists and is not a folder")
    }
    let entries = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
    guard entries.isEmpty || entries.contains(reportName) else {
      throw PortRefusal("output \(given) holds files and no \(reportName): choose a new folder")
    }
  }

  /// `path` made absolute and standardized, symbolic links of its existing part resolved.
  public static func resolved(_ path: String) -> String {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
      missing.insert(url.lastPathComponent, at: 0)
      url.deleteLastPathComponent()
    }
    let existing = url.resolvingSymlinksInPath().path
    return missing.reduce(existing) { ($0 as NSString).appendingPathComponent($1) }
  }

  /// Writes `files` (path in the output → text) as the output folder's whole content.
  public func write(_ files: [String: String]) throws {
    let manager = FileManager.default
    let parent = (directory as NSString).deletingLastPathComponent
    let name = (directory as NSString).lastPathComponent
    try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
    let staging = "\(parent)/.\(name).port-\(UUID().uuidString)"
    do {
      try Self.write(files, into: staging)
      try replace(with: staging)
    } catch {
      try? manager.removeItem(atPath: staging)
      throw error
    }
  }

  private static func write(_ files: [String: String], into folder: String) throws {
    for (path, text) in files {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// Moves the staged folder into place; a previous port's build products come along.
  private func replace(with staging: String) throws {
    let manager = FileManager.default
    guard manager.fileExists(atPath: directory) else {
      try manager.moveItem(atPath: staging, toPath: directory)
      return
    }
    let carried = Self.carried.filter { manager.fileExists(atPath: "\(directory)/\($0)") }
    for entry in carried {
      try manager.moveItem(atPath: "\(directory)/\(entry)", toPath: "\(staging)/\(entry)")
    }
    let retired = "\(staging).old"
    do {
      try manager.moveItem(atPath: directory, toPath: retired)
      try manager.moveItem(atPath: staging, toPath: directory)
    } catch {
      restore(retired, carried: carried, from: staging)
      throw error
    }
    try? manager.removeItem(atPath: retired)
  }

  /// Puts the previous port back as it was, build products included, after a failed swap.
  private func restore(_ retired: String, carried: [String], from staging: String) {
    let manager = FileManager.default
    if !manager.fileExists(atPath: directory) {
      try? manager.moveItem(atPath: retired, toPath: directory)
    }
    for entry in carried {
      try? manager.moveItem(atPath: "\(staging)/\(entry)", toPath: "\(directory)/\(entry)")
    }
  }
}
