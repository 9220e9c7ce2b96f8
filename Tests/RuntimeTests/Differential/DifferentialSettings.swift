import Foundation

/// What the environment asks of the differential test. `COMPOSABLE_RUNTIME_DIFFERENTIAL_COUNT`
/// sets how many sequences run (1,000 by default); `COMPOSABLE_RUNTIME_DIFFERENTIAL_SEED` runs one
/// seed and prints its traces; `COMPOSABLE_RUNTIME_DIFFERENTIAL_DIR` names a directory where each
/// build (fast paths on, fast paths off) leaves its traces' digests and compares them with the
/// other's. `COMPOSABLE_RUNTIME_DIFFERENTIAL_WIDTH` sets how many sequences run side by side (16 by
/// default).
struct DifferentialSettings {
  var seeds: ClosedRange<UInt64>
  var width: Int
  var printsTraces: Bool
  var digestDirectory: URL?

  static var fromEnvironment: DifferentialSettings {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["COMPOSABLE_RUNTIME_DIFFERENTIAL_COUNT"].flatMap(UInt64.init) ?? 1_000
    let seed = environment["COMPOSABLE_RUNTIME_DIFFERENTIAL_SEED"].flatMap(UInt64.init)
    return DifferentialSettings(
      seeds: seed.map { $0...$0 } ?? 1...max(count, 1),
      width: max(environment["COMPOSABLE_RUNTIME_DIFFERENTIAL_WIDTH"].flatMap(Int.init) ?? 16, 1),
      printsTraces: seed != nil,
      digestDirectory: environment["COMPOSABLE_RUNTIME_DIFFERENTIAL_DIR"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
      }
    )
  }

  /// The seeds in groups of `width`, in order: the sequences of a group run side by side.
  var batches: [[UInt64]] {
    stride(from: seeds.lowerBound, through: seeds.upperBound, by: width).map {
      Array($0...min($0 + UInt64(width) - 1, seeds.upperBound))
    }
  }

  /// The command that replays one seed, for failure messages.
  static func replay(_ seed: UInt64) -> String {
    "COMPOSABLE_RUNTIME_DIFFERENTIAL_SEED=\(seed) swift test --filter DifferentialTests"
  }
}
