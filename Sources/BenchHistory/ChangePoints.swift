/// Where a point's series changed level, for series of deterministic counts with rare noise.
///
/// Instruction counts repeat exactly for the same binary, so any difference between two runs is a
/// change, and the method needs no statistics: a *step* is a run whose value differs from the
/// previous run's by more than `threshold` (relative); a *creep* is a run where the drift
/// accumulated since the last marked change (or the first run) first exceeds `threshold` although
/// no single run did. The drift is measured from that level, not summed, so noise that goes up
/// and down (an asynchronous point's count varies by a few instructions) never adds up to a creep.
public struct ChangePoints: Sendable {
  /// What happened at a run.
  public enum Mark: String, Sendable, Equatable {
    /// The value moved beyond the threshold in one run.
    case step
    /// Small moves since the last mark added up beyond the threshold.
    case creep
  }

  /// The relative change that marks a run.
  public let threshold: Double

  /// Change points at `threshold` (the gate's instruction threshold by default).
  public init(threshold: Double = 0.01) {
    self.threshold = threshold
  }

  /// The mark of each value of `values` (oldest first), nil where nothing changed.
  public func marks(_ values: [Double]) -> [Mark?] {
    guard !values.isEmpty else { return [] }
    var marks: [Mark?] = [nil]
    var level = values[0]
    for index in values.indices.dropFirst() {
      let value = values[index]
      let mark: Mark? =
        abs(relative(value, values[index - 1])) > threshold
        ? .step
        : abs(relative(value, level)) > threshold ? .creep : nil
      if mark != nil { level = value }
      marks.append(mark)
    }
    return marks
  }

  private func relative(_ value: Double, _ base: Double) -> Double {
    base == 0 ? (value == 0 ? 0 : .infinity) : (value - base) / base
  }
}
