import Atomics
import Foundation

/// The storage behind a `Shared` or `SharedReader`: the root box that holds the value, or a
/// projection into a box's value. Every reference reads and writes through its root box's lock.
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The root box, whose identity keys test snapshots and the persistence registry.
  var root: SharedStorage { get }
  /// The value now, registering an observation access on the root box.
  var currentValue: Value { get }
  /// Runs `body` on the value under the root's lock, then tells observers and persistence.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
  /// The value `tracker` recorded before this test step's first write, if any.
  func snapshot(in tracker: SharedChangeTracker) -> Value?
  /// Runs `body` on the snapshot in `tracker` (made from the current value if absent).
  func withSnapshot<R>(in tracker: SharedChangeTracker, _ body: (inout Value) throws -> R) rethrows
    -> R
}

extension SharedReference {
  /// Records the root's value in `tracker` before the first write it sees.
  func recordSnapshot(in tracker: SharedChangeTracker) {
    root.recordSnapshot(in: tracker)
  }
}

/// The type-erased root of every shared value: its lock and its identity.
class SharedStorage: ObservedReference, @unchecked Sendable {
  /// How many shared values exist: with none, a test store's assertions need no snapshots.
  static let liveCount = ManagedAtomic<Int>(0)
  let lock = NSRecursiveLock()

  override init() {
    Self.liveCount.wrappingIncrement(ordering: .relaxed)
  }

  deinit {
    Self.liveCount.wrappingDecrement(ordering: .relaxed)
  }

  /// Records the stored value in `tracker` unless a snapshot is already there.
  func recordSnapshot(in tracker: SharedChangeTracker) {}
}
