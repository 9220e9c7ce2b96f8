/// A failure the bench reports as one line on stderr and a documented exit code.
public struct BenchError: Error, CustomStringConvertible, Sendable {
  /// The process exit codes the bench documents in docs/cli.md.
  public enum ExitCode: Int32, Sendable {
    /// Everything ran and passed.
    case success = 0
    /// A check failed: a conformance case, or (for `check`) a regression.
    case failure = 1
    /// Bad usage or input: unknown subcommand or flag, a filter that matches nothing, a missing,
    /// corrupt, implausible, old or too large report, a point `bisect` cannot count, a history
    /// that is missing, empty or not this bench's.
    case usage = 2
    /// No regression, but improvements: the baseline should be updated.
    case improvement = 3
    /// The comparison cannot tell: too few samples, or nothing comparable; for `bisect`, the
    /// bad revision did not move.
    case inconclusive = 4
    /// The environment cannot give trustworthy numbers: a debug build, a missing allocator or
    /// valgrind, a failed build or launch.
    case environment = 5
    /// A report, an output file or the history could not be written: its location is not
    /// writable, its path holds something other than a regular file, or the history stayed locked.
    case output = 6
  }

  /// The exit code the process ends with.
  public let code: ExitCode
  /// The one line printed on stderr.
  public let message: String

  /// An error that ends the process with `code` after printing `message`.
  public init(_ code: ExitCode, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String {
    message
  }
}
