import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where one root send changed its state, as far as its reducers can tell: the elements of
/// `forEach` collections whose reducers ran, or "somewhere" when a change cannot be located.
///
/// A root store tracks changes only while observers of collection elements exist, so that it
/// can call back the observers of the elements that changed and skip the rest. Every reducer
/// runs through `Reducer._run(_:into:action:)` or, as a child, `ChildRunning.runChild`, which
/// locate what each kind of reducer may change:
/// - a reducer made of other reducers (a `body`, `Scope`, `forEach`, …) changes nothing itself;
/// - an element reducer of `forEach` changes only its element, recorded here with the
///   collection's path from the root;
/// - any other reducer (`Reduce`, a type with its own `reduce(into:action:)`) is run against a
///   copy of its state kept alive alongside, so that any change it makes copies storage on
///   write and shows in the bits of its state. If the bits differ, a reducer of the root's
///   state has changed only the observed collections whose bits differ too; a change anywhere
///   else is unlocated.
@usableFromInline
final class ChangeTracker {
  /// A change that no element record covers was made.
  @usableFromInline var isUnlocated = false
  /// The key paths from the root of the collections whose elements are observed.
  let observedCollections: [AnyKeyPath]
  /// The observed collections that a reducer of the root's state changed.
  private var changedCollections: [AnyKeyPath] = []
  /// How many element reducers are running; inside one, changes are covered by its record.
  @usableFromInline var elementDepth = 0
  /// The state key paths of the `Scope`s entered from the root to the running reducer.
  @usableFromInline var scopePath: [AnyKeyPath] = []
  /// The elements whose reducers ran: their collection's path from the root, and their id.
  @usableFromInline var touchedElements: [(collection: AnyKeyPath, id: AnyHashable)] = []

  @usableFromInline init(observedCollections: [AnyKeyPath]) {
    self.observedCollections = observedCollections
  }

  /// Whether changes made now must be located: some root is tracking and no element reducer of
  /// this send is running.
  @inlinable
  static var locating: ChangeTracker? {
    guard activeCount.load(ordering: .relaxed) > 0, let tracker = current else { return nil }
    return tracker.elementDepth == 0 ? tracker : nil
  }

  /// How many sends are tracking changes right now, on any thread.
  @usableFromInline static let activeCount = Atomic<Int>(0)

  /// The tracker of the send running on this thread.
  @usableFromInline
  static var current: ChangeTracker? {
    guard let pointer = pthread_getspecific(threadKey) else { return nil }
    return Unmanaged<ChangeTracker>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Makes `tracker` this thread's tracker until `leave` is called with what this returns: the
  /// tracker it replaced. Not a closure around the send: a closure there is materialized on
  /// every tracked send.
  @usableFromInline
  static func enter(_ tracker: ChangeTracker) -> UnsafeMutableRawPointer? {
    let previous = pthread_getspecific(threadKey)
    pthread_setspecific(threadKey, Unmanaged.passUnretained(tracker).toOpaque())
    activeCount.add(1, ordering: .relaxed)
    return previous
  }

  /// Puts back `previous`, the tracker `enter` replaced.
  @usableFromInline
  static func leave(restoring previous: UnsafeMutableRawPointer?) {
    activeCount.subtract(1, ordering: .relaxed)
    pthread_setspecific(threadKey, previous)
  }

  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Records that the element `id` of the collection at `collection` (from the innermost
  /// `Scope`) is about to be reduced.
  @usableFromInline
  func touch(collection: AnyKeyPath, id: AnyHashable) {
    let location = scopePath.reduce(StateLocation.root) { $0.appending($1) }.appending(collection)
    guard case .keyPath(let path) = location else {
      isUnlocated = true
      return
    }
    touchedElements.append((path, id))
  }

  /// Records that a reducer running outside any element changed its state from `before` to
  /// `after` (their bits differ).
  @usableFromInline
  func recordChange<State>(from before: State, to after: State) {
    guard scopePath.isEmpty else {
      isUnlocated = true
      return
    }
    for collection in observedCollections where !changedCollections.contains(collection) {
      guard let old = before[keyPath: collection], let new = after[keyPath: collection],
        haveSameBits(old, new)
      else {
        changedCollections.append(collection)
        continue
      }
    }
  }

  /// The ids of the elements of the collection at `collection` that may have changed, each
  /// once; `nil` when any of them may have.
  func changedElements(of collection: AnyKeyPath) -> [AnyHashable]? {
    guard !isUnlocated, !changedCollections.contains(collection) else { return nil }
    var ids: [AnyHashable] = []
    for element in touchedElements {
      // A touched element of another collection might alias this one: assume nothing.
      guard element.collection == collection else { return nil }
      if !ids.contains(element.id) { ids.append(element.id) }
    }
    return ids
  }
}

/// Whether `a` and `b` hold values of one type with the same bits.
func haveSameBits(_ a: Any, _ b: Any) -> Bool {
  func compare<T>(_ a: T) -> Bool {
    guard let b = b as? T else { return false }
    return haveSameBits(a, b)
  }
  return _openExistential(a, do: compare)
}

/// Whether `a` and `b` have the same bits: for values whose storage was shared while one of
/// them was changed, the same value.
///
/// Without the fast paths, every value counts as changed: more observers may be told of a
/// change that did not happen, none misses one (`==` would miss a replaced state equal to the
/// old one but of another identity).
@inlinable
func haveSameBits<T>(_ a: T, _ b: T) -> Bool {
  guard FastPaths.areEnabled else { return false }
  return withUnsafeBytes(of: a) { a in
    withUnsafeBytes(of: b) { b in
      a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
    }
  }
}
