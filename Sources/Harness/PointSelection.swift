/// One point a command names on its own (`bisect --point … --sizes …`), checked against the
/// workloads before anything is built or counted.
public enum PointSelection {
  /// The workload `identifier` (`Subject.Operation/scenario`) names among `workloads`; fails
  /// (exit 2) unless it exists, sweeps `sizes` (in any order) and has its instructions counted.
  public static func require(
    _ identifier: String, sizes: Sizes, in workloads: [Workload]
  ) throws(BenchError) -> Workload {
    guard let workload = workloads.first(where: { $0.identifier == identifier }) else {
      throw BenchError(.usage, "no workload is named \(identifier) (see 'bench list')")
    }
    guard workload.grid.contains(where: { sameEntries($0, sizes) }) else {
      let swept = workload.grid.prefix(8).map { $0.entries.isEmpty ? "none" : $0.argument }.joined(
        separator: "; ")
      throw BenchError(
        .usage,
        "\(identifier) never runs at sizes '\(sizes.argument)' (it runs at \(swept)\(workload.grid.count > 8 ? "; …" : ""))"
      )
    }
    guard workload.countsInstructions else {
      throw BenchError(
        .usage,
        "\(identifier) has no instruction count (its cost varies from run to run), so it cannot be bisected"
      )
    }
    return workload
  }

  /// Whether `a` and `b` give each parameter the same value, whatever the order they list them in.
  private static func sameEntries(_ a: Sizes, _ b: Sizes) -> Bool {
    a.entries.count == b.entries.count && a.entries.allSatisfy { b[$0.name] == $0.value }
  }
}
