/// Text from a report (a point's name, a path, a reason) made safe inside markdown, such as a
/// table cell of `--markdown` or `$GITHUB_STEP_SUMMARY`: it shows as itself and never becomes
/// markup, a link, HTML or a new table row.
public enum MarkdownText {
  /// `text` with the characters markdown and HTML give a meaning escaped, and control characters
  /// (newlines too) shown as `\u{0A}`.
  ///
  /// ```swift
  /// MarkdownText.escape("a|b <script>")  // "a\\|b &lt;script&gt;"
  /// ```
  public static func escape(_ text: String) -> String {
    var escaped = ""
    // By scalar, not by character: a combining mark after `|` must not hide the pipe.
    for scalar in text.unicodeScalars {
      if let replacement = replacements[scalar] {
        escaped += replacement
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return TerminalText.escape(escaped)
  }

  // Backslash escapes for markdown's own syntax (GitHub honours `\|` inside table cells);
  // entities for HTML, which a backslash does not stop.
  private static let replacements: [Unicode.Scalar: String] = [
    "\\": "\\\\", "|": "\\|", "`": "\\`", "[": "\\[", "]": "\\]", "*": "\\*", "_": "\\_",
    "<": "&lt;", ">": "&gt;", "&": "&amp;",
  ]
}
