/// The hot section of one workload grid point: runs the measured operation `iterations` times.
///
/// Everything a workload needs is set up before this is returned; only the loop is timed.
public struct MeasuredOperation: Sendable {
  /// Runs the operation `iterations` times.
  public let run: @MainActor @Sendable (_ iterations: Int) async -> Void
  /// Releases what the setup made.
  public let tearDown: @MainActor @Sendable () async -> Void

  /// A synchronous hot loop.
  public static func sync(
    tearDown: @escaping @MainActor @Sendable () async -> Void = {},
    _ run: @escaping @MainActor @Sendable (_ iterations: Int) -> Void
  ) -> Self {
    Self(run: { run($0) }, tearDown: tearDown)
  }

  /// An asynchronous hot loop, for operations that await effects.
  public static func async(
    tearDown: @escaping @MainActor @Sendable () async -> Void = {},
    _ run: @escaping @MainActor @Sendable (_ iterations: Int) async -> Void
  ) -> Self {
    Self(run: run, tearDown: tearDown)
  }

  /// A grid point the workload cannot run here, with the reason.
  public static func skipped(_ reason: String) -> Self {
    Self(run: { _ in }, tearDown: {}, skipReason: reason)
  }

  /// Why the point cannot run here, if it cannot.
  public let skipReason: String?

  init(
    run: @escaping @MainActor @Sendable (Int) async -> Void,
    tearDown: @escaping @MainActor @Sendable () async -> Void,
    skipReason: String? = nil
  ) {
    self.run = run
    self.tearDown = tearDown
    self.skipReason = skipReason
  }
}

/// Keeps `value` alive and observable so the optimizer cannot drop the work that produced it.
///
/// Unoptimized on purpose: an optimized empty function gets its parameter removed at call sites,
/// and with it the work.
@_optimize(none)
@inline(never)
public func blackHole<T>(_ value: T) {}
