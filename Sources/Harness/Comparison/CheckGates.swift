import Foundation

/// The gates `bench check` may apply, and the ones a pair of reports cannot support.
public enum CheckGates {
  /// The gates named in `list` (comma-separated); fails on an empty list, an unknown gate, or
  /// `timings`, which a check cannot judge: the baseline's timings come from another run.
  public static func parse(_ list: String) throws(BenchError) -> Set<Gate> {
    try parse(list, allowed: [.instructions, .allocations, .conformance])
  }

  /// The gates named in `list` that a comparison of two reports can apply: timings,
  /// allocations, instructions.
  public static func parseComparison(_ list: String) throws(BenchError) -> Set<Gate> {
    try parse(list, allowed: [.timings, .allocations, .instructions])
  }

  private static func parse(_ list: String, allowed: [Gate]) throws(BenchError) -> Set<Gate> {
    let names = allowed.map(\.rawValue).joined(separator: ", ")
    var result: Set<Gate> = []
    for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !name.isEmpty {
      guard let gate = Gate(rawValue: name), allowed.contains(gate) || gate == .timings else {
        throw BenchError(.usage, "unknown gate '\(name)'; gates are \(names)")
      }
      guard allowed.contains(gate) else {
        throw BenchError(
          .usage,
          "timings from another run cannot be gated (the machine drifts between runs); use 'bench ab' to gate timings"
        )
      }
      result.insert(gate)
    }
    guard !result.isEmpty else {
      throw BenchError(.usage, "--gates names no gate; give one or more of \(names)")
    }
    return result
  }

  /// The measurements that `base` or `new` holds at some point: what `compare` and `ab` gate by
  /// default. A measurement one report has and the other lacks is gated, so that the points
  /// lacking it make the comparison inconclusive.
  public static func measured(in base: BenchReport, _ new: BenchReport) -> Set<Gate> {
    let points = base.results + new.results
    var gates: Set<Gate> = [.timings]
    if points.contains(where: { $0.allocationsPerOperation != nil }) { gates.insert(.allocations) }
    if points.contains(where: { $0.instructionsPerOperation != nil }) {
      gates.insert(.instructions)
    }
    return gates
  }
}
