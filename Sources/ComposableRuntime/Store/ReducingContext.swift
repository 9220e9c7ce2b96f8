#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is in force while a root store's reducers run: the store's dependencies, its
/// cancellation registry for the reducers that must know which of their children have effects
/// in flight, and the change tracker of a store whose observers watch elements.
///
/// `forEach` cancels the effects of the elements its parent removed. Finding the removed
/// elements by comparing the ids before and after costs a pass over the collection, and keeping
/// the ids from before makes the parent's next insertion or removal copy them: a list whose
/// rows are added and removed one send at a time would cost quadratic time. Asking the registry
/// which elements have effects in flight, and whether each is still present, costs nothing when
/// none do.
///
/// Root stores run their reducers on the main actor, one send at a time. The main actor is not
/// always one thread: in a process that called `dispatchMain()` (a server, Swift Testing's
/// runner on Linux) worker threads take turns running it. So the thread is recorded each time a
/// root enters, and a reducer running on another thread meanwhile (a `forEach` reduced by hand
/// in a parallel test), or outside any store, finds no registry here and compares ids itself.
@usableFromInline
enum ReducingContext {
  /// The registry of the root that is reducing, unretained (the root, busy in its send, holds
  /// it; nil while the root has started no effect), and the root.
  @usableFromInline
  typealias Context = (registry: Unmanaged<CancellationRegistry>?, root: ObjectIdentifier)

  /// Unchecked exclusivity: only the main thread writes it, between a root's reducers, and the
  /// dynamic checks would cost more than the rest of a root send.
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  @usableFromInline nonisolated(unsafe) static var current: Context? = nil

  /// The thread the reducing root entered on.
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  @usableFromInline nonisolated(unsafe) static var reducingThread: pthread_t? = nil

  /// The registry of the root store whose reducers are running on this thread, if any
  /// (``CancellationRegistry/empty`` for a root that has started no effect).
  @usableFromInline
  static var registry: CancellationRegistry? {
    guard let current, reducingThread == pthread_self() else { return nil }
    return current.registry?.takeUnretainedValue() ?? .empty
  }

  /// Whether some root is running its reducers on this thread.
  @inline(__always)
  static var isActive: Bool {
    current != nil
  }

  /// Runs `body`, a root's reducers, with `dependencies` in force, `registry` (nil for none
  /// yet) published as the reducing root's and `tracker`, if any, recording where the state
  /// changes; then puts the previous context back. The dependencies are bound only when the
  /// ambient ones are not already bit for bit the same (the same storage and caches, hence the
  /// same values); `defaultMatch` keeps, per root, whether the default ones are (the default
  /// never changes).
  @inlinable
  @MainActor
  static func run(
    _ root: AnyObject, registry: Unmanaged<CancellationRegistry>?,
    dependencies: DependencyValues, defaultMatch: inout Bool?, tracker: ChangeTracker?,
    _ body: () -> Void
  ) {
    reducingThread = pthread_self()
    let previous = current
    current = (registry, ObjectIdentifier(root))
    defer { current = previous }
    let inForce: Bool
    if let bound = AmbientDependencies.boundValueMatches(dependencies) {
      inForce = bound
    } else if let defaultMatch {
      inForce = defaultMatch
    } else {
      inForce = AmbientDependencies.defaultValueMatches(dependencies)
      defaultMatch = inForce
    }
    let previousTracker = tracker.map(ChangeTracker.enter)
    defer { if tracker != nil { ChangeTracker.leave(restoring: previousTracker ?? nil) } }
    inForce ? body() : DependencyValues.$_current.withValue(dependencies, operation: body)
  }

  /// Records `registry` as the reducing root's when `root`, reducing, made it mid-send (its
  /// first effect started); a root made or read while another reduces leaves that one's
  /// context alone.
  @MainActor
  static func registryWasMade(_ registry: CancellationRegistry, by root: AnyObject) {
    guard let context = current, context.root == ObjectIdentifier(root) else { return }
    current = (Unmanaged.passUnretained(registry), context.root)
  }
}
