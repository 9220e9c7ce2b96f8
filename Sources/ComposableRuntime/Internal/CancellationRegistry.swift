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
  /// The effects under one key: most keys hold a single effect, which needs no dictionary.
  private enum Entry {
    case empty
    case one(any CancellableEffect)
    case many([ObjectIdentifier: any CancellableEffect])

    mutating func insert(_ effect: any CancellableEffect) {
      switch self {
      case .empty:
        self = .one(effect)
      case let .one(only):
        guard only !== effect else { return }
        self = .many([ObjectIdentifier(only): only, ObjectIdentifier(effect): effect])
      case var .many(all):
        self = .empty
        all[ObjectIdentifier(effect)] = effect
        self = .many(all)
      }
    }

    mutating func remove(_ effect: any CancellableEffect) {
      switch self {
      case .empty:
        return
      case let .one(only):
        if only === effect { self = .empty }
      case var .many(all):
        self = .empty
        all[ObjectIdentifier(effect)] = nil
        self = all.isEmpty ? .empty : .many(all)
      }
    }

    var isEmpty: Bool {
      if case .empty = self { return true }
      return false
    }

    func cancelAll() {
      switch self {
      case .empty: return
      case let .one(effect): effect.cancel()
      case let .many(all): for effect in all.values { effect.cancel() }
      }
    }
  }

  private let entries = Mutex<[CancelKey: Entry]>([:])
  /// Dismissal channels asked to dismiss, whose wait was cancelled and has not yet woken.
  private let dismissalRequests = Mutex<Set<CancelKey>>([])

  /// The registry used by `withTaskCancellation(id:)` outside any store's effect.
  static let global = CancellationRegistry()

  init() {}

  /// Registers `effect` under `key` and every ancestor path of it.
  func insert(_ effect: some CancellableEffect, at key: CancelKey) {
    entries.withLock { entries in
      key.forEachRegistrationKey { key in
        entries[key, default: .empty].insert(effect)
      }
    }
  }

  /// Forgets `effect` under `key`, dropping keys that no longer hold anything.
  func remove(_ effect: some CancellableEffect, at key: CancelKey) {
    entries.withLock { entries in
      key.forEachRegistrationKey { key in
        guard let index = entries.index(forKey: key) else { return }
        entries.values[index].remove(effect)
        if entries.values[index].isEmpty { entries.remove(at: index) }
      }
    }
  }

  /// Cancels every effect registered at exactly `key`.
  func cancel(_ key: CancelKey) {
    let cancelled = entries.withLock { $0.removeValue(forKey: key) }
    cancelled?.cancelAll()
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
