/// The thresholds of a whole calibration, made from its shards' files: each shard calibrated
/// its own workloads; the merge is their union.
public enum ThresholdFileMerge {
  /// Merges `shards` (each file with its path); fails (exit 2, one line) on files of different
  /// toolchains, machines or launch counts, overlapping shards, or a shard holding another's
  /// workload.
  public static func merge(
    _ shards: [(path: String, file: ThresholdFile)], into existing: ThresholdFile? = nil
  ) throws(BenchError) -> ThresholdFile {
    let set = try ShardSet(shards.map { ($0.path, $0.file, $0.file.shard) })
    let first = set.outputs[0]
    for shard in set.outputs {
      try requireSameCalibration(shard.output, shard.path, as: first.output, first.path)
      try requireOwnWorkloads(shard.output, shard.path, shard: shard.shard, of: set.partition)
    }
    return merged(set.outputs.map(\.output), units: set.partition.units.map(\.name), into: existing)
  }

  /// The shards' thresholds over `existing` (an unsharded calibration merges into the file it
  /// finds the same way): an instruction calibration replaces its workloads' counts, a timing one
  /// its workloads' timings and the launch count.
  private static func merged(
    _ files: [ThresholdFile], units: [String], into existing: ThresholdFile?
  ) -> ThresholdFile {
    var base = existing ?? files[0]
    if existing == nil {
      (base.thresholds, base.instructionThresholds, base.unstableCounts) = ([:], nil, nil)
    }
    base.shard = nil
    let counted = files[0].instructionThresholds != nil
    if counted {
      base = base.removingInstructionThresholds(of: units)
    } else {
      base.launches = files[0].launches
    }
    for file in files {
      base = base.merging(
        timings: file.thresholds, instructions: file.instructionThresholds ?? [:],
        unstable: file.unstableCounts ?? [:])
    }
    if !counted, existing?.instructionThresholds == nil { base.instructionThresholds = nil }
    return base
  }

  private static func requireSameCalibration(
    _ file: ThresholdFile, _ path: String, as first: ThresholdFile, _ firstPath: String
  ) throws(BenchError) {
    try ShardSet<ThresholdFile>.requireSame(
      [
        "toolchain": file.swiftVersion == first.swiftVersion,
        "machine description": file.machine.isSameMachine(as: first.machine),
        "launches": file.launches == first.launches,
        "calibration kind (instructions or timings)": (file.instructionThresholds == nil)
          == (first.instructionThresholds == nil),
      ], path, firstPath, of: "calibration")
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
