#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds from the monotonic clock.
enum MonotonicClock {
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}

/// The clock a measurement reads: the machine's monotonic clock, or, in tests of the harness's
/// own logic (budgets, sample counts), a clock that the workload advances, so that those tests
/// hold whatever the machine's load.
public struct MeasurementClock: Sendable {
  /// Nanoseconds since an arbitrary start.
  public let now: @Sendable () -> UInt64

  /// A clock reading `now`.
  public init(now: @escaping @Sendable () -> UInt64) {
    self.now = now
  }

  /// The machine's monotonic clock.
  public static let monotonic = MeasurementClock(now: MonotonicClock.now)
}
