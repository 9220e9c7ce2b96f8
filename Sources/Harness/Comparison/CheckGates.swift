import Foundation

/// The gates `bench check` may apply, and the ones a pair of reports cannot support.
public enum CheckGates {
  /// The gates named in `list` (comma-separated); fails on an empty list, an unknown gate, or
  /// `timings`, which a check cannot judge: the baseline's timings come from another run.
  public static func parse(_ list: String) throws(BenchError) -> Set<Gate> {
    var result: Set<Gate> = []
    for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
      guard let gate = Gate(rawValue: name) else {
        throw BenchError(.usage, "unknown gate '\(name)'; gates are instructions, allocations, conformance")
      }
      guard gate != .timings else {
        throw BenchError(.usage, "timings from another run cannot be gated (the machine drifts between runs); use 'bench ab' to gate timings")
      }
      result.insert(gate)
    }
    guard !result.isEmpty else {
      throw BenchError(.usage, "--gates names no gate; give one or more of instructions, allocations, conformance")
    }
    return result
  }

  /// Removes from `gates` what `base` and `new` cannot be compared on, and says why.
  public static func skipped(_ gates: inout Set<Gate>, base: BenchReport, new: BenchReport) -> [String] {
    var notes: [String] = []
    if base.machine.swiftVersion != new.machine.swiftVersion {
      gates.subtract([.allocations, .instructions])
      notes.append("baseline is for \(base.machine.swiftVersion), this is \(new.machine.swiftVersion): allocation and instruction gates skipped; regenerate the baseline")
    } else if gates.contains(.instructions), !base.results.contains(where: { $0.instructionsPerOperation != nil }) {
      gates.remove(.instructions)
      notes.append("the baseline has no instruction counts: regenerate it with 'bench run --quick --instructions'")
    }
    return notes
  }
}
