#if COMPOSABLE_RUNTIME_SLOWDOWN
  import Foundation

  /// Extra work at one site of the runtime, to measure how small a slowdown the bench's gates
  /// catch (`Reports/sensitivity.md`).
  ///
  /// Compiled only with `-Xswiftc -DCOMPOSABLE_RUNTIME_SLOWDOWN`; normal builds have no trace of
  /// it. `COMPOSABLE_RUNTIME_SLOWDOWN_SITE` names the site (every reducer run when unset, none when
  /// blank),
  /// `COMPOSABLE_RUNTIME_SLOWDOWN_UNITS` the iterations of a dependent multiply-add spent there
  /// each time it runs, and `COMPOSABLE_RUNTIME_SLOWDOWN_ALLOCATIONS` the extra allocations made
  /// per effect task started.
  @usableFromInline
  enum InjectedSlowdown {
    /// A place in the runtime the extra work can be put.
    @usableFromInline
    enum Site: String, Sendable {
      /// Every reducer the runtime runs (`_run`).
      case reducer
      /// `Scope.reduce`.
      case scope
      /// `_ForEachReducer.reduce`.
      case forEach
      /// `_PresentationReducer.reduce`.
      case presentation
      /// `_StackReducer.reduce`.
      case stack
      /// `EffectInterpreter.start`, once per effect interpreted.
      case interpreter
      /// `CancellationRegistry`'s inserts and cancels.
      case registry
    }

    /// The chosen site: every reducer run when the variable is unset, none when it names no site
    /// (a study's unslowed runs set it blank, so that their environment has the slowed runs' size).
    @usableFromInline
    static let site: Site? = variable("SITE").map { Site(rawValue: $0) } ?? .reducer

    @usableFromInline
    static let units: Int = variable("UNITS").flatMap { Int($0) } ?? 0

    @usableFromInline
    static let allocations: Int = variable("ALLOCATIONS").flatMap { Int($0) } ?? 0

    /// The variable's value without the spaces a study pads it with (so that every run's
    /// environment has one size).
    /// Read without Foundation's trimming, whose allocations depend on the text and would move
    /// the heap, and with it counts that hash addresses, between a study's runs.
    private static func variable(_ name: String) -> String? {
      ProcessInfo.processInfo.environment["COMPOSABLE_RUNTIME_SLOWDOWN_\(name)"].map {
        String($0.prefix { $0 != " " })
      }
    }

    /// Spends `units` iterations of arithmetic the optimizer cannot remove, when `site` is the
    /// chosen one.
    @usableFromInline @inline(never)
    static func spend(at site: Site) {
      guard site == self.site else { return }
      var value = units
      for step in 0..<units { value = value &* 6_364_136_223_846_793_005 &+ step }
      sink = value
    }

    /// Makes `allocations` objects and lets them go: extra allocations per effect started.
    @usableFromInline @inline(never)
    static func allocate() {
      for _ in 0..<allocations { allocated = Allocation() }
    }

    // Unchecked exclusivity: a checked access costs more than a unit of the work measured.
    @usableFromInline
    #if !COMPOSABLE_RUNTIME_SAFE_PATHS
      @exclusivity(unchecked)
    #endif
    nonisolated(unsafe) static var sink = 0
    @usableFromInline
    #if !COMPOSABLE_RUNTIME_SAFE_PATHS
      @exclusivity(unchecked)
    #endif
    nonisolated(unsafe) static var allocated: AnyObject?

    /// An object whose making is one heap allocation.
    @usableFromInline
    final class Allocation {
      @usableFromInline init() {}
    }
  }
#endif
