#if COMPOSABLE_RUNTIME_SLOWDOWN
  import Foundation

  /// Extra arithmetic in every reducer run, to measure how small a slowdown of the runtime the
  /// bench's gates catch (`Reports/sensitivity.md`).
  ///
  /// Compiled only with `-Xswiftc -DCOMPOSABLE_RUNTIME_SLOWDOWN`; normal builds have no trace of
  /// it. The work per reducer run is `COMPOSABLE_RUNTIME_SLOWDOWN_UNITS` iterations of a
  /// dependent multiply-add (0 when unset).
  @usableFromInline
  enum InjectedSlowdown {
    @usableFromInline
    static let units: Int = ProcessInfo.processInfo.environment["COMPOSABLE_RUNTIME_SLOWDOWN_UNITS"]
      .flatMap { Int($0) } ?? 0

    /// Spends `units` iterations of arithmetic the optimizer cannot remove.
    @usableFromInline @inline(never)
    static func spend() {
      var value = units
      for step in 0..<units { value = value &* 6_364_136_223_846_793_005 &+ step }
      sink = value
    }

    @usableFromInline nonisolated(unsafe) static var sink = 0
  }
#endif
