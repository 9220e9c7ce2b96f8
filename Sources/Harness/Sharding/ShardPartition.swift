/// A deterministic split of a job's units (workloads, cases, mutants, revisions) into shards,
/// balanced by their expected costs.
///
/// Units are dealt out longest first, each to the shard with the least cost so far (ties: the
/// lower shard), then every shard keeps its units in the job's own order. The same units, costs
/// and count always give the same partition, on any machine; its ``identity`` lets a merge check
/// that its shards were cut from one partition.
public struct ShardPartition: Codable, Sendable, Equatable {
  /// Every unit of the job, in the job's order, with the shard (1 to `count`) it belongs to.
  public let units: [ShardUnit]
  /// How many shards the job is split into.
  public let count: Int
  /// Where the costs came from, in words: a report's times, estimates, or none.
  public let balance: String
  /// A digest of `count` and every unit's name and shard.
  public let identity: String

  /// Splits `units` (names in the job's order, each with an expected cost in seconds) into
  /// `count` shards (at least one); `balance` says where the costs came from, and `points` how
  /// many points each unit has, where a merge can count them.
  public init(
    units: [(name: String, cost: Double)], count: Int, balance: String,
    points: [String: Int] = [:]
  ) {
    precondition(count >= 1, "a partition has at least one shard")
    var load = [Double](repeating: 0, count: count)
    var shardOf = [Int](repeating: 0, count: units.count)
    for position in Self.dealingOrder(units) {
      let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
      shardOf[position] = lightest + 1
      load[lightest] += Self.usable(units[position].cost)
    }
    self.units = zip(units, shardOf).map {
      ShardUnit(name: $0.name, shard: $1, points: points[$0.name])
    }
    self.count = count
    self.balance = balance
    self.identity = Self.digest(self.units, count: count)
  }

  /// The names of the units `shard` runs, in the job's order.
  public func units(of shard: Int) -> [String] {
    units.filter { $0.shard == shard }.map(\.name)
  }

  /// The units `shard` runs; fails (exit 2) when it has none, since more shards than units only
  /// make a job that gates nothing.
  public func requireUnits(of shard: Shard) throws(BenchError) -> Set<String> {
    let own = units(of: shard.index)
    guard !own.isEmpty else {
      throw BenchError(
        .usage,
        "shard \(shard) would run nothing: the job has \(units.count) unit(s); use at most that many shards"
      )
    }
    return Set(own)
  }

  /// Whether the recorded identity matches the units and count (a hand-edited shard fails).
  public var isConsistent: Bool {
    count >= 1 && identity == Self.digest(units, count: count)
      && units.allSatisfy { (1...count).contains($0.shard) }
  }

  /// Positions, costliest first; equal costs keep the job's order, so the deal is deterministic.
  private static func dealingOrder(_ units: [(name: String, cost: Double)]) -> [Int] {
    units.indices.sorted { (-usable(units[$0].cost), $0) < (-usable(units[$1].cost), $1) }
  }

  /// A cost the deal can add: a negative or non-finite estimate counts as nothing.
  private static func usable(_ cost: Double) -> Double {
    cost.isFinite && cost > 0 ? cost : 0
  }

  /// FNV-1a over the count and each unit's name and shard: stable across runs and platforms.
  private static func digest(_ units: [ShardUnit], count: Int) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let text =
      "\(count)\n" + units.map { "\($0.name)\t\($0.shard)\t\($0.points ?? -1)\n" }.joined()
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// One unit of a sharded job and the shard it belongs to.
public struct ShardUnit: Codable, Sendable, Equatable {
  /// The unit's name: a workload's `Subject.Operation/scenario`, a case's rule, a mutant's name.
  public let name: String
  /// The shard, from 1 to the partition's count.
  public let shard: Int
  /// How many points (grid points of a workload) the unit has, where a merge counts them.
  public let points: Int?
}

/// What a shard's output records about itself, so that a merge can check it: which shard of
/// how many, and the partition it was cut from.
public struct ShardRecord: Codable, Sendable, Equatable {
  /// This output's shard.
  public let shard: Shard
  /// The whole partition, every shard's units included.
  public let partition: ShardPartition

  /// The record of `shard` of `partition`.
  public init(shard: Shard, partition: ShardPartition) {
    self.shard = shard
    self.partition = partition
  }
}
