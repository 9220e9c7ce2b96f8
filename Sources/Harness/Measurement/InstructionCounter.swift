import Foundation
import RunPointProtocol

/// Instructions per operation, counted by valgrind's callgrind, which counts the same on every
/// run of the same build whatever else the machine is doing: the deterministic signal for
/// "slower" where hardware counters are not available.
///
/// Each point runs once under callgrind: `bench _run-point` sets it up, runs
/// ``warmupIterations(forExtra:)`` operations, calls `RunPoint.mark()`, runs `extra` operations
/// and calls it again. callgrind dumps its counts each time `mark` returns, so the second
/// dump holds exactly the `extra` operations: no startup, setup, first iterations or teardown.
public struct InstructionCounter: Sendable {
  /// The stripped copy of the bench whose hidden `_run-point` subcommand runs one point.
  public let image: CallgrindImage
  /// Variables set for the counted process besides this process's environment.
  public var environment: [String: String] = [:]
  /// The operations run before counting starts: 10, or as many as are counted when fewer, so
  /// that a point whose operation lasts seconds is not run twenty times under callgrind. It
  /// follows from `extra`, which a check reuses from its reference, so both warm up alike.
  public static func warmupIterations(forExtra extra: Int) -> Int {
    min(10, extra)
  }

  /// A counter that runs `image` under callgrind.
  public init(image: CallgrindImage) {
    self.image = image
  }

  /// A counter for the bench binary `executable`, with its stripped copy made or reused.
  public init(executable: String, cacheDirectory: String = CallgrindImage.defaultCacheDirectory)
    throws(BenchError)
  {
    self.image = try CallgrindImage.prepare(for: executable, cacheDirectory: cacheDirectory)
  }

  /// This counter, setting `variables` in the counted process too.
  public func adding(environment variables: [String: String]) -> Self {
    var counter = self
    counter.environment.merge(variables) { _, new in new }
    return counter
  }

  /// Whether valgrind is installed.
  public static var isAvailable: Bool {
    Subprocess.output(["valgrind", "--version"]) != nil
  }

  /// The operations counted at a point whose native median is `median` nanoseconds: about
  /// 20 ms of native work, between 1 and 20,000.
  public static func extraIterations(forMedian median: Double) -> Int {
    Int(min(max(20_000_000 / max(median, 1), 1), 20_000))
  }

  /// What one counted run of a point measured, per operation.
  public struct PointCount: Sendable {
    /// Instructions per operation, leaving out the Swift runtime's metadata-cache probes.
    public var instructions: Double
    /// Heap allocations per operation.
    public var allocations: Double
    /// The functions that cost most.
    public var profile: FunctionProfile
  }

  /// Instructions and allocations per operation of `workload` at `sizes`, over `extra`
  /// operations, and where the instructions went.
  public func count(workload: String, sizes: Sizes, extra: Int) throws(BenchError) -> PointCount {
    let profile = try countedDump(workload: workload, sizes: sizes, extra: extra)
    let operations = Double(max(extra, 1))
    return PointCount(
      instructions: Double(profile.total - profile.metadataCacheProbes) / operations,
      allocations: Double(profile.allocations) / operations,
      profile: FunctionProfile(profile, iterations: extra)
    )
  }

  /// The dump callgrind writes at the second mark of `workload` at `sizes`: `extra` operations,
  /// every function in them, the excluded ones too.
  func countedDump(workload: String, sizes: Sizes, extra: Int) throws(BenchError)
    -> CallgrindProfile
  {
    let directory = NSTemporaryDirectory() + "callgrind-\(UUID().uuidString)"
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw BenchError(.environment, "cannot create \(directory): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try ChildProcesses.removingOnInterrupt(directory) { () throws(BenchError) in
      let status = try runUnderCallgrind(
        output: "\(directory)/callgrind.out", log: "\(directory)/valgrind.log",
        arguments: RunPoint.arguments(
          workload: workload, sizes: sizes.argument, warmup: Self.warmupIterations(forExtra: extra),
          iterations: extra
        )
      )
      guard status == 0,
        let profile = CallgrindProfile(contentsOfFile: "\(directory)/callgrind.out.2")
      else {
        let log = (try? String(contentsOfFile: "\(directory)/valgrind.log", encoding: .utf8)) ?? ""
        let reason = log.split(separator: "\n").last { !$0.isEmpty }.map { ": \($0)" } ?? ""
        throw BenchError(
          .environment, "callgrind failed on \(workload) \(sizes) (status \(status))\(reason)")
      }
      return profile
    }
  }

  private func runUnderCallgrind(output: String, log: String, arguments: [String])
    throws(BenchError) -> Int32
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        // No vgdb: its FIFOs in /tmp outlive a valgrind that is killed.
        "valgrind", "--tool=callgrind", "--vgdb=no", "--callgrind-out-file=\(output)",
        "--log-file=\(log)",
        "--dump-after=\(RunPoint.markSymbol)", "--dump-line=no", "--compress-strings=no",
        image.executable,
      ] + arguments
    process.environment = Self.environment(libraryPath: image.libraryPath).merging(environment) {
      _, new in new
    }
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try ChildProcesses.launch(process) } catch {
      throw BenchError(.environment, "cannot run valgrind: \(error)")
    }
    ChildProcesses.wait(for: process)
    return process.terminationStatus
  }

  /// The counted process's whole environment: deterministic hashing, the stripped libraries
  /// first on the library path, and nothing from this process. The initial stack holds the
  /// environment, so variables that differ between checkouts or shells (`PWD`, `_`, `OLDPWD`)
  /// would move every stack address, and with them the counts of code that hashes addresses.
  static func environment(libraryPath: String) -> [String: String] {
    ["PATH": "/usr/bin:/bin", "SWIFT_DETERMINISTIC_HASHING": "1", "LD_LIBRARY_PATH": libraryPath]
  }
}
