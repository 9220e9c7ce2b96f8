/// The wall-clock time one grid point may spend being measured, whatever the runtime: a
/// runtime whose single operation takes seconds (TCA's row churn at 10,000 rows) gets as few
/// operations as the budget allows instead of stalling the run.
struct PointBudget {
  /// The budget in seconds, or `nil` for none.
  let seconds: Double?
  private let clock: MeasurementClock
  private let deadline: UInt64

  /// A budget that starts now on `clock`.
  init(seconds: Double?, clock: MeasurementClock = .monotonic) {
    self.seconds = seconds
    self.clock = clock
    let start = clock.now()
    deadline = seconds.map { start + UInt64(max($0, 0) * 1e9) } ?? .max
  }

  /// Whether the budget is used up.
  var isSpent: Bool {
    clock.now() >= deadline
  }

  /// Whether `nanoseconds` more work still ends within the budget.
  func allows(_ nanoseconds: Double) -> Bool {
    deadline == .max || Double(clock.now()) + nanoseconds <= Double(deadline)
  }

  /// Why a point measured under this budget has fewer samples than `wanted`, or `nil` if it has
  /// enough.
  func shortfall(samples: [Double], wanted: Int) -> String? {
    guard let seconds, samples.count < wanted, let slowest = samples.max() else { return nil }
    return
      "one operation takes \(NumberFormatting.duration(slowest)), so the \(NumberFormatting.duration(seconds * 1e9)) "
      + "point budget allowed \(samples.count) of \(wanted) samples"
  }
}
