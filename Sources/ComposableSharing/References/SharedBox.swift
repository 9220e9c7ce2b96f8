import Foundation
import Observation

/// The root of a shared value: the value itself, its observers, and where it persists.
final class SharedBox<Value>: SharedStorage, SharedReference, @unchecked Sendable {
  private var value: Value
  private let registrar = ObservationRegistrar()
  /// Where writes are saved and external changes come from; `nil` for `Shared(value:)`.
  private var persistence: SharedPersistence<Value>?
  init(_ value: Value) {
    self.value = value
  }

  deinit {
    lock.withLock { persistence }?.subscription?.cancel()
  }

  var root: SharedStorage { self }

  var currentValue: Value {
    registrar.access(self)
    return lock.withLock { value }
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let (result, saved, persistence) = try registrar.withMutation(of: self) {
      try lock.withLock { (try body(&value), value, self.persistence) }
    }
    persistence?.save(saved)
    return result
  }

  /// Takes a value persistence loaded or pushed: observers are told; nothing is saved back.
  func replace(with newValue: Value) {
    registrar.withMutation(of: self) {
      lock.withLock { value = newValue }
    }
  }

  /// Connects the box to its key, once, right after the first load.
  func attach(_ persistence: SharedPersistence<Value>) {
    lock.withLock { self.persistence = persistence }
  }

  var persistenceLink: SharedPersistence<Value>? { lock.withLock { persistence } }

  override func recordSnapshot(in tracker: SharedChangeTracker) {
    let value = lock.withLock { self.value }
    tracker.record(self, value: value)
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    tracker.snapshot(of: self) as? Value
  }

  func withSnapshot<R>(in tracker: SharedChangeTracker, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    var snapshot = self.snapshot(in: tracker) ?? lock.withLock { value }
    defer { tracker.replaceSnapshot(of: self, with: snapshot) }
    return try body(&snapshot)
  }
}
