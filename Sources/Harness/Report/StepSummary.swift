import Foundation

/// The GitHub Actions job summary: the markdown file `GITHUB_STEP_SUMMARY` names, when set.
public enum StepSummary {
  /// Appends `markdown` to the job summary; does nothing outside GitHub Actions or when the
  /// file cannot be opened.
  public static func append(_ markdown: String) {
    guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty,
      let handle = FileHandle(forWritingAtPath: path)
    else { return }
    handle.seekToEndOfFile()
    handle.write(Data(markdown.utf8))
    try? handle.close()
  }
}
