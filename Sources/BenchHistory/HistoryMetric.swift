/// A number a point's history is told in.
public enum HistoryMetric: String, CaseIterable, Sendable {
  /// Instructions per operation under callgrind: deterministic, so every step is real.
  case instructions
  /// The median time per operation, in nanoseconds.
  case time
  /// Heap allocations per operation.
  case allocations

  /// The `point` table's column holding this metric.
  var column: String {
    switch self {
    case .instructions: "instructions"
    case .time: "medianNanoseconds"
    case .allocations: "allocations"
    }
  }
}
