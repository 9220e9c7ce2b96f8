/// The mutation study of every mutant, made from its shards' studies: each shard ran the
/// control and its own mutants; the merge keeps every mutant's row in catalog order.
public enum MutationStudyMerge {
  /// Merges `shards` (each study with its path); fails (exit 2, one line) on shards of different
  /// revisions or machines, overlapping shards or mutants left out.
  public static func merge(_ shards: [(path: String, study: MutationStudy)]) throws(BenchError)
    -> MutationStudy
  {
    let set = try ShardSet(shards.map { ($0.path, $0.study, $0.study.shard) })
    let first = set.outputs[0]
    var rowsByMutant: [String: MutationStudy.Row] = [:]
    for shard in set.outputs {
      try requireSameStudy(shard.output, shard.path, as: first.output, first.path)
      let names = shard.output.rows.map(\.mutant)
      guard names.sorted() == set.partition.units(of: shard.shard.index).sorted() else {
        throw BenchError(
          .usage,
          "\(shard.path) does not hold exactly the mutants of shard \(shard.shard): shards must not overlap or leave mutants out"
        )
      }
      for row in shard.output.rows { rowsByMutant[row.mutant] = row }
    }
    return merged(set, rows: set.partition.units.compactMap { rowsByMutant[$0.name] })
  }

  /// The merged study: the worst control (a control that failed anywhere fails the study).
  private static func merged(_ set: ShardSet<MutationStudy>, rows: [MutationStudy.Row])
    -> MutationStudy
  {
    let studies = set.outputs.map(\.output)
    let control = studies.map(\.control).max { $0.caughtBy.count < $1.caughtBy.count }!
    var merged = MutationStudy(
      date: studies.map(\.date).max()!, git: studies[0].git, machine: studies[0].machine,
      buildSeconds: studies.reduce(0) { $0 + $1.buildSeconds }, control: control, rows: rows)
    merged.shard = nil
    return merged
  }

  private static func requireSameStudy(
    _ study: MutationStudy, _ path: String, as first: MutationStudy, _ firstPath: String
  ) throws(BenchError) {
    try ShardSet<MutationStudy>.requireSame(
      [
        "revision": study.git == first.git,
        "toolchain": study.machine.swiftVersion == first.machine.swiftVersion,
        "machine description": study.machine.isSameMachine(as: first.machine),
      ], path, firstPath, of: "study")
  }
}
