import Foundation

/// Instructions per operation, counted by valgrind's callgrind, which runs the same on every
/// machine whatever else it is doing: a deterministic proxy for time where hardware counters are
/// not available.
///
/// Each point runs twice under callgrind, with a small and a larger number of iterations; the
/// difference of the two totals, divided by the difference of iterations, is the cost of one
/// operation without the process's startup and the workload's setup.
public struct InstructionCounter: Sendable {
  /// The bench binary whose hidden `_run-point` subcommand runs one point.
  public let executable: String

  /// A counter that runs `executable` under callgrind.
  public init(executable: String) {
    self.executable = executable
  }

  /// Whether valgrind is installed.
  public static var isAvailable: Bool {
    Subprocess.output(["valgrind", "--version"]) != nil
  }

  /// Instructions per operation of `workload` at `sizes`, sized so the extra iterations take
  /// about 20 ms natively given its `median` nanoseconds per operation.
  public func instructionsPerOperation(
    workload: String, sizes: Sizes, median: Double
  ) throws(BenchError) -> Double {
    let extra = Int(min(max(20_000_000 / max(median, 1), 10), 20_000))
    let small = try totalInstructions(workload: workload, sizes: sizes, iterations: 10)
    let large = try totalInstructions(workload: workload, sizes: sizes, iterations: 10 + extra)
    return max(0, Double(large - small) / Double(extra))
  }

  private func totalInstructions(workload: String, sizes: Sizes, iterations: Int) throws(BenchError) -> Int {
    let output = NSTemporaryDirectory() + "callgrind-\(UUID().uuidString).out"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "valgrind", "--tool=callgrind", "--callgrind-out-file=\(output)", "--dump-line=no",
      "--compress-strings=no", executable, "_run-point", "--workload", workload,
      "--sizes", sizes.argument, "--iterations", String(iterations),
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    environment["LD_PRELOAD"] = nil
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { throw BenchError(.environment, "cannot run valgrind: \(error)") }
    process.waitUntilExit()
    guard process.terminationStatus == 0, let total = Self.totalInstructions(inCallgrindFile: output) else {
      throw BenchError(
        .environment,
        "callgrind failed on \(workload) \(sizes) (status \(process.terminationStatus)); valgrind 3.19 cannot run Swift 6 concurrency code (it crashes, and cannot read DWARF 5), a newer valgrind is needed"
      )
    }
    return total
  }

  /// The `summary:` (or `totals:`) instruction count of a callgrind output file.
  static func totalInstructions(inCallgrindFile path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let line = text.split(separator: "\n").last { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  }
}

extension Sizes {
  /// The sizes as a command-line argument, `depth=1,width=10` (empty for none).
  public var argument: String {
    entries.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
  }

  /// Parses `depth=1,width=10`.
  public init?(argument: String) {
    guard !argument.isEmpty else { self.init(); return }
    var entries: [SizeEntry] = []
    for part in argument.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, let value = Int(pair[1]) else { return nil }
      entries.append(SizeEntry(name: String(pair[0]), value: value))
    }
    self.init(entries)
  }
}
