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
      let key = UnsafeRawPointer(Unmanaged.passUnretained(DependencyValues.$_current).toOpaque())
      guard let bound = taskLocalValueGet(key) else { return nil }
      return withUnsafeBytes(of: own) { own in memcmp(bound, own.baseAddress!, own.count) == 0 }
    #endif
  }

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
  @_silgen_name("swift_task_localValueGet")
  private func taskLocalValueGet(_ key: UnsafeRawPointer) -> UnsafeRawPointer?
#endif
