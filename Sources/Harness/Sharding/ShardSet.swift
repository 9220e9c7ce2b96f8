/// The checks every merge makes of its shards, whatever they hold: one partition, each shard
/// once, none missing. A failed check is one line, exit 2.
public struct ShardSet<Output> {
  /// Each shard's output, in shard order.
  public let outputs: [(shard: Shard, path: String, output: Output)]
  /// The partition they were all cut from.
  public let partition: ShardPartition

  /// Checks `inputs` (a path, its output and the output's shard record) and orders them by shard.
  public init(_ inputs: [(path: String, output: Output, record: ShardRecord?)]) throws(BenchError) {
    guard let first = inputs.first else { throw BenchError(.usage, "merge needs shard outputs") }
    var byIndex: [Int: (shard: Shard, path: String, output: Output)] = [:]
    for input in inputs {
      let record = try Self.record(of: input)
      try Self.requireSamePartition(record, input.path, as: first)
      if let earlier = byIndex[record.shard.index] {
        throw BenchError(
          .usage,
          "\(input.path) and \(earlier.path) are both shard \(record.shard): shards must not overlap"
        )
      }
      byIndex[record.shard.index] = (record.shard, input.path, input.output)
    }
    let partition = first.record!.partition
    try Self.requireAll(Set(byIndex.keys), of: partition)
    self.outputs = byIndex.keys.sorted().map { byIndex[$0]! }
    self.partition = partition
  }

  /// Fails on the first of `checks` (what two outputs must share, and whether they do), naming
  /// both outputs as not parts of one `job` (a run, a suite, a study, a calibration).
  static func requireSame(
    _ checks: KeyValuePairs<String, Bool>, _ path: String, _ firstPath: String, of job: String
  ) throws(BenchError) {
    guard let (what, _) = checks.first(where: { !$0.value }) else { return }
    throw BenchError(
      .usage, "\(path) and \(firstPath) differ in \(what): they are not shards of one \(job)")
  }

  private static func record(of input: (path: String, output: Output, record: ShardRecord?))
    throws(BenchError) -> ShardRecord
  {
    guard let record = input.record else {
      throw BenchError(
        .usage, "\(input.path) is not a shard's output (it was made without --shard)")
    }
    guard record.partition.isConsistent, record.shard.count == record.partition.count,
      (1...record.shard.count).contains(record.shard.index)
    else { throw BenchError(.usage, "\(input.path) has a damaged shard record") }
    return record
  }

  private static func requireSamePartition(
    _ record: ShardRecord, _ path: String,
    as first: (path: String, output: Output, record: ShardRecord?)
  ) throws(BenchError) {
    let expected = first.record!.partition
    guard record.partition.count == expected.count else {
      throw BenchError(
        .usage,
        "\(path) is one of \(record.partition.count) shards, \(first.path) one of \(expected.count)"
      )
    }
    guard record.partition.identity == expected.identity else {
      throw BenchError(
        .usage,
        "\(path) and \(first.path) were cut from different partitions (\(record.partition.identity), \(expected.identity)): shard every job with the same selection and --balance-with report"
      )
    }
  }

  /// A shard with no units may be absent: nothing of it is left out.
  private static func requireAll(_ present: Set<Int>, of partition: ShardPartition)
    throws(BenchError)
  {
    guard
      let missing = (1...partition.count).first(where: {
        !present.contains($0) && !partition.units(of: $0).isEmpty
      })
    else { return }
    let units = partition.units(of: missing)
    let named = units.prefix(3).joined(separator: ", ") + (units.count > 3 ? ", …" : "")
    throw BenchError(
      .usage,
      "shard \(missing)/\(partition.count) is missing: \(units.count) of its units (\(named)) would be left out"
    )
  }
}
