/// The report of a whole run, made from its shards' reports: the same points in the same order,
/// ratios and growth fits computed over all of them.
public enum BenchReportMerge {
  /// Merges `shards` (each report with the path it was read from); fails (exit 2, one line) on
  /// shards of different runs, overlapping shards, or points left out.
  public static func merge(_ shards: [(path: String, report: BenchReport)]) throws(BenchError)
    -> BenchReport
  {
    let set = try ShardSet(shards.map { ($0.path, $0.report, $0.report.shard) })
    let first = set.outputs[0]
    for shard in set.outputs.dropFirst() {
      try requireSameRun(shard.output, shard.path, as: first.output, first.path)
    }
    for shard in set.outputs {
      try requireOwnPoints(shard.output, shard.path, shard: shard.shard.index, of: set.partition)
    }
    return merged(set)
  }

  private static func merged(_ set: ShardSet<BenchReport>) -> BenchReport {
    let byUnit = Dictionary(
      grouping: set.outputs.flatMap(\.output.results), by: \.identifier)
    var results = set.partition.units.flatMap { byUnit[$0.name] ?? [] }
    for index in results.indices { results[index].baselineRatio = nil }
    results = ReportAssembler.withBaselineRatios(results)
    var report = set.outputs[0].output
    report.date = set.outputs.map(\.output.date).max()!
    report.results = results
    report.growth = ReportAssembler.growth(of: results)
    report.shard = nil
    return report
  }

  /// Shards of one run share its revision, runtime, machine and options.
  private static func requireSameRun(
    _ report: BenchReport, _ path: String, as first: BenchReport, _ firstPath: String
  ) throws(BenchError) {
    var options = report.options
    options.buildConfiguration = first.options.buildConfiguration
    try ShardSet<BenchReport>.requireSame(
      [
        "revision": report.git == first.git,
        "runtime": report.runtime == first.runtime,
        "toolchain": report.machine.swiftVersion == first.machine.swiftVersion,
        "machine description": report.machine.isSameMachine(as: first.machine),
        "build configuration": report.options.buildConfiguration
          == first.options.buildConfiguration,
        "run options": options == first.options,
      ], path, firstPath, of: "run")
  }

  /// A shard holds points of its own units only, and of each of them.
  private static func requireOwnPoints(
    _ report: BenchReport, _ path: String, shard: Int, of partition: ShardPartition
  ) throws(BenchError) {
    let own = Set(partition.units(of: shard))
    if let stray = report.results.first(where: { !own.contains($0.identifier) }) {
      let owner = partition.units.first { $0.name == stray.identifier }?.shard
      throw BenchError(
        .usage,
        "\(path) holds \(stray.qualifiedName), which belongs to \(owner.map { "shard \($0)/\(partition.count)" } ?? "no shard"): shards must not overlap"
      )
    }
    let present = Dictionary(grouping: report.results, by: \.identifier).mapValues(\.count)
    for unit in partition.units where unit.shard == shard {
      let found = present[unit.name] ?? 0
      guard found == 0 || (unit.points != nil && found != unit.points) else { continue }
      let expected = unit.points.map { " of its \($0)" } ?? ""
      throw BenchError(
        .usage,
        "\(path) (shard \(shard)/\(partition.count)) has \(found)\(expected) points of \(unit.name): points would be left out"
      )
    }
  }
}
