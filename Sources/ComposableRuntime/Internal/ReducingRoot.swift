#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cancellation registry of the root store whose reducers are running, for reducers that
/// must know which of their children have effects in flight.
///
/// `forEach` cancels the effects of the elements its parent removed. Finding the removed
/// elements by comparing the ids before and after costs a pass over the collection, and keeping
/// the ids from before makes the parent's next insertion or removal copy them: a list whose
/// rows are added and removed one send at a time would cost quadratic time. Asking the registry
/// which elements have effects in flight, and whether each is still present, costs nothing when
/// none do.
///
/// Root stores run their reducers on the main thread, one send at a time; a reducer running on
/// another thread, or outside any store, finds no registry here.
@usableFromInline
enum ReducingRoot {
  /// The registry of the root that is reducing, unretained (its root holds it for longer than
  /// the send), and the thread it reduces on.
  @usableFromInline
  typealias Context = (registry: Unmanaged<CancellationRegistry>, thread: pthread_t)

  private nonisolated(unsafe) static var current: Context?

  /// The registry of the root store whose reducers are running on this thread, if any.
  @usableFromInline
  static var registry: CancellationRegistry? {
    guard let current, pthread_equal(current.thread, pthread_self()) != 0 else { return nil }
    return current.registry.takeUnretainedValue()
  }

  /// Makes `registry` the reducing root's until ``restore(_:)``; returns the previous context.
  @usableFromInline
  @MainActor
  static func enter(_ registry: CancellationRegistry) -> Context? {
    let previous = current
    current = (Unmanaged.passUnretained(registry), pthread_self())
    return previous
  }

  /// Makes `previous`, returned by ``enter(_:)``, the context again.
  @usableFromInline
  @MainActor
  static func restore(_ previous: Context?) {
    current = previous
  }

  /// Puts `registry` in place of ``CancellationRegistry/empty`` when a root whose first effect
  /// starts mid-send made its registry while reducing.
  @MainActor
  static func registryWasMade(_ registry: CancellationRegistry) {
    guard let context = current, context.registry.toOpaque() == Unmanaged.passUnretained(CancellationRegistry.empty).toOpaque(),
      pthread_equal(context.thread, pthread_self()) != 0
    else { return }
    current = (Unmanaged.passUnretained(registry), context.thread)
  }
}
