import Synchronization

/// Something in flight that a cancellation ID can stop.
@usableFromInline
protocol CancellableEffect: AnyObject, Sendable {
  func cancel()
}

/// The in-flight effects of one root store, indexed by cancellation ID.
///
/// An effect registered under an ID is stored once per prefix of its navigation path, and a
/// cancel looks up the exact path it was issued from: a parent reaches its children's effects,
/// a child never reaches its parent's or its siblings'.
@usableFromInline
final class CancellationRegistry: Sendable {
  private struct Entry {
    var effects: [ObjectIdentifier: any CancellableEffect] = [:]
  }

  private let entries = Mutex<[CancelKey: Entry]>([:])
  /// Dismissal channels asked to dismiss, whose wait was cancelled and has not yet woken.
  private let dismissalRequests = Mutex<Set<CancelKey>>([])

  /// The registry used by `withTaskCancellation(id:)` outside any store's effect.
  static let global = CancellationRegistry()

  init() {}

  /// Registers `effect` under `key` and every ancestor path of it.
  func insert(_ effect: some CancellableEffect, at key: CancelKey) {
    let keys = key.registrationKeys
    entries.withLock { entries in
      for key in keys {
        entries[key, default: Entry()].effects[ObjectIdentifier(effect)] = effect
      }
    }
  }

  /// Forgets `effect` under `key`, dropping keys that no longer hold anything.
  func remove(_ effect: some CancellableEffect, at key: CancelKey) {
    let keys = key.registrationKeys
    entries.withLock { entries in
      for key in keys {
        entries[key]?.effects[ObjectIdentifier(effect)] = nil
        if entries[key]?.effects.isEmpty == true { entries[key] = nil }
      }
    }
  }

  /// Cancels every effect registered at exactly `key`.
  func cancel(_ key: CancelKey) {
    let cancelled = entries.withLock { $0.removeValue(forKey: key) }
    for effect in cancelled?.effects.values ?? [:].values {
      effect.cancel()
    }
  }

  /// Asks the dismissal channel waiting under `key` to dismiss its child: files the request and
  /// cancels the wait. Does nothing when no channel waits there (it was cancelled or closed).
  func requestDismissal(at key: CancelKey) {
    guard contains(key) else { return }
    dismissalRequests.withLock { _ = $0.insert(key) }
    cancel(key)
  }

  /// Whether a dismissal was requested of the channel under `key`; consumes the request.
  func takeDismissalRequest(at key: CancelKey) -> Bool {
    dismissalRequests.withLock { $0.remove(key) != nil }
  }

  /// Whether anything is registered under `key`.
  func contains(_ key: CancelKey) -> Bool {
    entries.withLock { $0[key] != nil }
  }

  /// The number of keys that still hold in-flight effects.
  var count: Int {
    entries.withLock { $0.count }
  }
}

/// A `Task` registered for cancellation.
final class CancellableTask<Success: Sendable, Failure: Error>: CancellableEffect {
  let task: Task<Success, Failure>

  init(_ task: Task<Success, Failure>) {
    self.task = task
  }

  func cancel() {
    task.cancel()
  }
}
