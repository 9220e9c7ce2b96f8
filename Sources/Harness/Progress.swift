import Foundation

/// Progress lines on stderr: rewritten in place on a terminal, plain lines otherwise (CI).
public struct Progress: Sendable {
  private let isTerminal: Bool
  private let isEnabled: Bool

  /// Progress on stderr; `enabled: false` prints nothing.
  public init(enabled: Bool = true) {
    self.isTerminal = isatty(STDERR_FILENO) != 0
    self.isEnabled = enabled
  }

  /// Reports that `step` of `total` is starting.
  public func update(_ step: Int, of total: Int, _ message: String) {
    guard isEnabled else { return }
    let line = "[\(step)/\(total)] \(message)"
    write(isTerminal ? "\r\u{1B}[2K\(line)" : "\(line)\n")
  }

  /// Ends the progress display with `message`.
  public func finish(_ message: String) {
    guard isEnabled else { return }
    write(isTerminal ? "\r\u{1B}[2K\(message)\n" : "\(message)\n")
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
