/// Text from a report or a history (a point's name, a revision) made safe to print: control
/// characters are shown as Swift escapes, `\u{1B}`, instead of reaching the terminal.
///
/// A name is data: an escape sequence in it must not recolour or retitle the terminal, and a
/// newline must not split the one-line `bench:` error or forge a `regression:` line.
public enum TerminalText {
  /// `text` with every control character, bidirectional override and non-character escaped.
  ///
  /// ```swift
  /// TerminalText.escape("a\u{1B}[31mb\n")  // "a\\u{1B}[31mb\\u{0A}"
  /// ```
  public static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        escaped += "\\u{\(hex(scalar.value))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether `scalar` would act on a terminal or a parser rather than show as itself; these are
  /// also the characters XML 1.0 forbids, so SVG text uses the same set.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true  // Bidirectional overrides reorder what is shown.
    case 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// Two hex digits at least, upper case, as in `\u{1B}`.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count < 2 ? "0" + digits : digits
  }
}
