import Foundation

/// What a chart axis counts, which decides how its tick labels read.
public enum ChartUnit: Sendable {
  /// Nanoseconds, labelled in ns, µs, ms or s.
  case nanoseconds
  /// A plain count (sizes, instructions, allocations), labelled with k, M and G.
  case count

  /// The label of `value` on an axis of this unit.
  public func label(_ value: Double) -> String {
    switch self {
    case .nanoseconds:
      Self.scaled(value, steps: [(1e9, "s"), (1e6, "ms"), (1e3, "µs"), (1, "ns")], separator: " ")
    case .count:
      Self.scaled(value, steps: [(1e9, "G"), (1e6, "M"), (1e3, "k"), (1, "")], separator: "")
    }
  }

  private static func scaled(_ value: Double, steps: [(Double, String)], separator: String)
    -> String
  {
    for (scale, suffix) in steps where value >= scale {
      return number(value / scale) + (suffix.isEmpty ? "" : separator + suffix)
    }
    let (_, smallest) = steps[steps.count - 1]
    return number(value) + (smallest.isEmpty ? "" : separator + smallest)
  }

  private static func number(_ value: Double) -> String {
    value.rounded() == value ? String(Int64(value)) : String(format: "%.4g", value)
  }
}
