/// The thresholds of a whole calibration, made from its shards' files: each shard calibrated
/// its own workloads; the merge is their union.
public enum ThresholdFileMerge {
  /// Merges `shards` (each file with its path); fails (exit 2, one line) on files of different
  /// toolchains, machines or launch counts, overlapping shards, or a shard holding another's
  /// workload.
  public static func merge(_ shards: [(path: String, file: ThresholdFile)]) throws(BenchError)
    -> ThresholdFile
  {
    let set = try ShardSet(shards.map { ($0.path, $0.file, $0.file.shard) })
    let first = set.outputs[0]
    var merged = first.output
    (merged.thresholds, merged.instructionThresholds, merged.unstableCounts) = ([:], nil, nil)
    merged.shard = nil
    for shard in set.outputs {
      try requireSameCalibration(shard.output, shard.path, as: first.output, first.path)
      try requireOwnWorkloads(shard.output, shard.path, shard: shard.shard, of: set.partition)
      merged.thresholds.merge(shard.output.thresholds) { a, _ in a }
      if let counts = shard.output.instructionThresholds {
        merged.instructionThresholds = (merged.instructionThresholds ?? [:]).merging(counts) {
          a, _ in a
        }
      }
      if let unstable = shard.output.unstableCounts {
        merged.unstableCounts = (merged.unstableCounts ?? [:]).merging(unstable) { a, _ in a }
      }
    }
    return merged
  }

  private static func requireSameCalibration(
    _ file: ThresholdFile, _ path: String, as first: ThresholdFile, _ firstPath: String
  ) throws(BenchError) {
    var machine = file.machine
    machine.swiftVersion = first.machine.swiftVersion
    let differences: [(String, Bool)] = [
      ("toolchain", file.swiftVersion == first.swiftVersion),
      ("machine description", machine == first.machine),
      ("launches", file.launches == first.launches),
    ]
    guard let (what, _) = differences.first(where: { !$0.1 }) else { return }
    throw BenchError(
      .usage, "\(path) and \(firstPath) differ in \(what): they are not shards of one calibration")
  }

  /// Every key (a workload, or a point of one) names a workload of the file's own shard.
  private static func requireOwnWorkloads(
    _ file: ThresholdFile, _ path: String, shard: Shard, of partition: ShardPartition
  ) throws(BenchError) {
    let own = Set(partition.units(of: shard.index))
    let keys =
      Array(file.thresholds.keys) + Array((file.instructionThresholds ?? [:]).keys)
      + Array((file.unstableCounts ?? [:]).keys)
    let stray = keys.sorted().first { key in
      !own.contains { key == $0 || key.hasPrefix($0 + " ") }
    }
    guard let stray else { return }
    throw BenchError(
      .usage, "\(path) (shard \(shard)) holds a threshold for \(stray), which is not its workload")
  }
}
