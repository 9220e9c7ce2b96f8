import Foundation

/// An app's folder made in a temporary directory for one test, removed when the test ends.
final class AppFolder {
  /// The temporary directory; the app is its `App` folder.
  let root: String

  /// The app's folder.
  var app: String { root + "/App" }

  /// A folder holding `files` (path under the app → text).
  init(_ files: [String: String]) throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "TestPortTests-\(UUID().uuidString)"
      ).path
    for (path, text) in files {
      try write(text, to: "App/" + path)
    }
    try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
  }

  /// Writes `text` at `path` under the temporary directory.
  func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: root).appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }
}
