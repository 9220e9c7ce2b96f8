import Foundation
import Observation

/// The reference of a shared value made from a key: it reads and writes through the key's box,
/// and `load(_:)` points it, and with it every copy of the shared value, at another key's box.
/// Readers are told of the move as of a write.
final class KeyedReference<Value>: ObservedReference, SharedReference, @unchecked Sendable {
  // Unchecked: `box` is only touched under `lock`.
  private let lock = NSLock()
  private var box: SharedBox<Value>
  private let registrar = ObservationRegistrar()

  init(_ box: SharedBox<Value>) {
    self.box = box
  }

  /// The box read and written now.
  var current: SharedBox<Value> {
    registrar.access(self)
    return lock.withLock { box }
  }

  /// Points the reference at `newBox`, telling readers.
  func repoint(to newBox: SharedBox<Value>) {
    registrar.withMutation(of: self) {
      lock.withLock { box = newBox }
    }
  }

  var root: SharedStorage { current }
  var currentValue: Value { current.currentValue }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try current.withLock(body)
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    current.snapshot(in: tracker)
  }

  func withSnapshot<R>(in tracker: SharedChangeTracker, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    try current.withSnapshot(in: tracker, body)
  }
}
