import Foundation
import RunPointProtocol
import Testing

@testable import Harness

extension ChildProcessesTests {
  /// A real count: `bench _run-point`, built beside the tests, under callgrind, as the gate runs
  /// it. The options and the mark the harness writes are the ones the bench reads (else there is
  /// no counted dump), and each function `RunPoint.excludedFunctions` leaves out still has that
  /// name in the Swift runtime, so a toolchain that renames one fails here instead of making the
  /// counts noisy. Nested in the serialized suite: its tests end every registered child, and
  /// one of them looks for a count's directory among the registered paths.
  @Suite
  struct RunPointCountTests {
    /// A point whose every operation looks up generic metadata: it instantiates a case key path
    /// literal in a generic type.
    static let point = "Baseline.CaseKeyPath/literal in a generic type"

    /// The `bench` binary in the tests' build directory, if it was built.
    static var builtBench: String? {
      let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("bench").path
      return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    @Test(
      .enabled(
        if: InstructionCounter.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
        "needs valgrind, which only the instruction gate uses; CI (where it runs whatever) installs it"
      ))
    func eachExcludedFunctionIsNamedInARealCount() throws {
      try #require(
        InstructionCounter.isAvailable,
        "valgrind is installed wherever the tests run (.ci/run installs it)")
      let bench = try #require(Self.builtBench, "swift build puts bench beside the tests")
      // A cache of its own: the stripped copies of a debug bench are of no use to anyone else.
      let cache = ReportTests.temporaryPath("callgrind")
      defer {
        try? FileManager.default.removeItem(atPath: (cache as NSString).deletingLastPathComponent)
      }
      let dump = try InstructionCounter(executable: bench, cacheDirectory: cache)
        .countedDump(workload: Self.point, sizes: Sizes(), extra: 2)
      for excluded in RunPoint.excludedFunctions {
        #expect(
          dump.functions.keys.contains { excluded.matches($0) },
          "no function of a real count is \(excluded)")
      }
      #expect(dump.metadataCacheProbes > 0 && dump.metadataCacheProbes < dump.total)
    }
  }
}
