import Foundation

/// The GitHub Actions job summary: the markdown file `GITHUB_STEP_SUMMARY` names, when set.
public enum StepSummary {
  /// Appends `markdown` to the job summary; does nothing outside GitHub Actions, and warns on
  /// stderr (the verdict stands) when the file is not a regular file or cannot be written.
  public static func append(
    _ markdown: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
    if let problem = problem(appendingTo: path, markdown) {
      FileHandle.standardError.write(
        Data(
          "bench: warning: the job summary was not written: \(TerminalText.escape(problem))\n".utf8)
      )
    }
  }

  /// Why `markdown` could not be appended to `path`; `nil` once it was. A FIFO or device is
  /// never opened, since opening a FIFO blocks.
  static func problem(appendingTo path: String, _ markdown: String) -> String? {
    if case .special = FileKind(atPath: path) {
      return "$GITHUB_STEP_SUMMARY (\(path)) is not a regular file"
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      return "cannot open $GITHUB_STEP_SUMMARY (\(path)) for writing"
    }
    defer { try? handle.close() }
    do {
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(markdown.utf8))
    } catch {
      return "cannot append to $GITHUB_STEP_SUMMARY (\(path)): \(error.localizedDescription)"
    }
    return nil
  }
}
