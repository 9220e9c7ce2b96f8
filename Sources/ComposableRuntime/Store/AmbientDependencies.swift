#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `DependencyValues` in force on this thread or task, compared with a store's own without
/// copying them out of their task-local.
///
/// Reading `DependencyValues._current` copies the value (retaining each of its storages) and
/// releases the copy after the comparison: about half of a root send. The task-local's storage
/// is read in place instead, through the Concurrency runtime's `swift_task_localValueGet`, which
/// `TaskLocal.get()` itself calls (key: the `TaskLocal` object); it returns nil when no value is
/// bound, and the default is in force.
@usableFromInline
enum AmbientDependencies {
  /// Whether the bound value has the same bits as `own`; nil when no value is bound. Without
  /// the fast paths, false: nothing is known to be in force, and the store binds its own.
  @usableFromInline
  static func boundValueMatches(_ own: DependencyValues) -> Bool? {
    #if COMPOSABLE_RUNTIME_SAFE_PATHS
      return false
    #else
      guard !isDistrusted else { return false }
      guard let bound = taskLocalValueGet(currentKey) else { return nil }
      return sameBits(bound, own)
    #endif
  }

  /// Set when the probe failed (`symbolBehaves`), by the first root store made, before it can
  /// start an effect. A plain constant-initialized static, so that a send reads it without a
  /// one-time-initialization check. Written at most once, on the main actor, and only when the
  /// probe fails; read by sends and by effects' sends on any thread: exclusivity is unchecked,
  /// and the single write is its only protection (docs/unsafe.md).
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  @usableFromInline nonisolated(unsafe) static var isDistrusted = false

  /// Runs the probe, once per process; each root store calls it as it is made.
  @MainActor
  static func probeBeforeFirstUse() {
    #if !COMPOSABLE_RUNTIME_SAFE_PATHS
      if !isDistrusted, !symbolBehaves { isDistrusted = true }
    #endif
  }

  /// Whether `swift_task_localValueGet` behaves as this file assumes, probed once on known values
  /// before any store relies on it: inside a binding it returns the bound value's storage, and
  /// inside a nested binding the nested one's. When not, every store binds its own dependencies
  /// on every send, as without the fast paths. False in that build, which never calls it.
  static let symbolBehaves: Bool = {
    #if COMPOSABLE_RUNTIME_SAFE_PATHS
      false
    #else
      probeSymbol()
    #endif
  }()

  /// Whether `own` is bit for bit the value in force, bound or default.
  static func areInForce(_ own: DependencyValues) -> Bool {
    boundValueMatches(own) ?? defaultValueMatches(own)
  }

  /// Whether the default value has the same bits as `own`; call it only when none is bound.
  @usableFromInline
  static func defaultValueMatches(_ own: DependencyValues) -> Bool {
    guard FastPaths.areEnabled else { return false }
    var ambient = DependencyValues._current
    var own = own
    return withUnsafeBytes(of: &ambient) { ambient in
      withUnsafeBytes(of: &own) { own in
        memcmp(ambient.baseAddress!, own.baseAddress!, own.count) == 0
      }
    }
  }
}

#if !COMPOSABLE_RUNTIME_SAFE_PATHS
  extension AmbientDependencies {
    /// The probe `symbolBehaves` runs.
    private static func probeSymbol() -> Bool {
      let outer = probeValue(seconds: 1)
      let inner = probeValue(seconds: 2)
      return DependencyValues.$_current.withValue(outer) {
        let seesOuter = boundIs(outer)
        return DependencyValues.$_current.withValue(inner) {
          seesOuter && boundIs(inner) && !boundIs(outer)
        }
      }
    }

    @usableFromInline
    static var currentKey: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(DependencyValues.$_current).toOpaque())
    }

    @usableFromInline
    static func sameBits(_ bound: UnsafeRawPointer, _ own: DependencyValues) -> Bool {
      withUnsafeBytes(of: own) { own in memcmp(bound, own.baseAddress!, own.count) == 0 }
    }

    /// A value with storage of its own, so that two of them differ in their bits. Made from the
    /// current one: `DependencyValues()` registers an XCTest observer each time, off Apple
    /// platforms, and XCTest's observation center is not safe to change from two threads.
    private static func probeValue(seconds: Double) -> DependencyValues {
      var values = DependencyValues._current
      values.date = DateGenerator.constant(Date(timeIntervalSince1970: seconds))
      return values
    }

    private static func boundIs(_ value: DependencyValues) -> Bool {
      taskLocalValueGet(currentKey).map { sameBits($0, value) } ?? false
    }
  }

  @_silgen_name("swift_task_localValueGet")
  private func taskLocalValueGet(_ key: UnsafeRawPointer) -> UnsafeRawPointer?
#endif
