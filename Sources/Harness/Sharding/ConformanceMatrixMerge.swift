/// The conformance report of a whole suite, made from its shards' reports: every row in the
/// suite's order, totals over all of them.
public enum ConformanceMatrixMerge {
  /// Merges `shards` (each report with its path); fails (exit 2, one line) on shards of different
  /// suites, overlapping shards or cases left out.
  public static func merge(_ shards: [(path: String, matrix: ConformanceMatrix)])
    throws(BenchError) -> ConformanceMatrix
  {
    let set = try ShardSet(shards.map { ($0.path, $0.matrix, $0.matrix.shard) })
    let first = set.outputs[0]
    var rowsByUnit: [String: ConformanceRow] = [:]
    for shard in set.outputs {
      try requireSameSuite(shard.output, shard.path, as: first.output, first.path)
      // A shard's rows are its units in suite order; numbering is the whole suite's, so a row
      // matches its unit by rule and title, with or without the unit's `#n`.
      let names = set.partition.units(of: shard.shard.index)
      guard names.count == shard.output.rows.count,
        zip(names, shard.output.rows).allSatisfy({ name, row in
          let base = "\(row.ruleID): \(row.title)"
          return name == base || name.hasPrefix(base + " #")
        })
      else {
        throw BenchError(
          .usage,
          "\(shard.path) does not hold exactly the cases of shard \(shard.shard): shards must not overlap or leave cases out"
        )
      }
      for (name, row) in zip(names, shard.output.rows) { rowsByUnit[name] = row }
    }
    let rows = set.partition.units.compactMap { rowsByUnit[$0.name] }
    var merged = ConformanceMatrix(
      date: set.outputs.map(\.output.date).max()!, git: first.output.git,
      machine: first.output.machine, runtime: first.output.runtime, rules: first.output.rules,
      rows: rows)
    merged.shard = nil
    return merged
  }

  private static func requireSameSuite(
    _ matrix: ConformanceMatrix, _ path: String, as first: ConformanceMatrix, _ firstPath: String
  ) throws(BenchError) {
    try ShardSet<ConformanceMatrix>.requireSame(
      [
        "revision": matrix.git == first.git,
        "runtime": matrix.runtime == first.runtime,
        "toolchain": matrix.machine.swiftVersion == first.machine.swiftVersion,
        "machine description": matrix.machine.isSameMachine(as: first.machine),
        "rule catalog": matrix.rules == first.rules,
      ], path, firstPath, of: "suite")
  }
}
