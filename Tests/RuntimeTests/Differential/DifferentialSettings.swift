import Foundation

/// What the environment asks of the differential test. `COMPOSABLE_RUNTIME_DIFFERENTIAL_COUNT`
/// sets how many sequences run (1,000 by default); `COMPOSABLE_RUNTIME_DIFFERENTIAL_SEED` runs one
/// seed and prints its traces; `COMPOSABLE_RUNTIME_DIFFERENTIAL_DIR` names a directory where each
/// build (fast paths on, fast paths off) leaves its traces' digests and compares them with the
/// other's.
struct DifferentialSettings {
  var seeds: ClosedRange<UInt64>
  var printsTraces: Bool
  var digestDirectory: URL?

  static var fromEnvironment: DifferentialSettings {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["COMPOSABLE_RUNTIME_DIFFERENTIAL_COUNT"].flatMap(UInt64.init) ?? 1_000
    let seed = environment["COMPOSABLE_RUNTIME_DIFFERENTIAL_SEED"].flatMap(UInt64.init)
    return DifferentialSettings(
      seeds: seed.map { $0...$0 } ?? 1...max(count, 1),
      printsTraces: seed != nil,
      digestDirectory: environment["COMPOSABLE_RUNTIME_DIFFERENTIAL_DIR"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
      }
    )
  }

  /// The command that replays one seed, for failure messages.
  static func replay(_ seed: UInt64) -> String {
    "COMPOSABLE_RUNTIME_DIFFERENTIAL_SEED=\(seed) swift test --filter DifferentialTests"
  }
}
