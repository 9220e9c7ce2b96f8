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
  /// An effect as registered: `order` counts registrations, so that a cancel reaches effects in
  /// the order they started, whatever their addresses (which a dictionary's order follows).
  private struct Registration {
    let order: UInt64
    let effect: any CancellableEffect
  }

  /// The effects under one key: most keys hold a single effect, which needs no dictionary.
  private enum Entry {
    case empty
    case one(Registration)
    case many([ObjectIdentifier: Registration])

    mutating func insert(_ registration: Registration) {
      switch self {
      case .empty:
        self = .one(registration)
      case let .one(only):
        guard only.effect !== registration.effect else { return }
        self = .many([ObjectIdentifier(only.effect): only, ObjectIdentifier(registration.effect): registration])
      case var .many(all):
        self = .empty
        if all[ObjectIdentifier(registration.effect)] == nil { all[ObjectIdentifier(registration.effect)] = registration }
        self = .many(all)
      }
    }

    mutating func remove(_ effect: any CancellableEffect) {
      switch self {
      case .empty:
        return
      case let .one(only):
        if only.effect === effect { self = .empty }
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

    /// Cancels every effect, oldest first.
    func cancelAll() {
      switch self {
      case .empty: return
      case let .one(only): only.effect.cancel()
      case let .many(all):
        for registration in all.values.sorted(by: { $0.order < $1.order }) { registration.effect.cancel() }
      }
    }
  }

  /// The registry's state: the entries by key, and the order the next registration gets.
  private struct Entries {
    var byKey: [CancelKey: Entry] = [:]
    var nextOrder: UInt64 = 0
    /// The children with effects in flight, each with the number of its registrations.
    var liveChildren: [NavigationID: Int] = [:]

    mutating func count(_ key: CancelKey, by change: Int) {
      guard let child = key.child else { return }
      let count = liveChildren[child, default: 0] + change
      liveChildren[child] = count > 0 ? count : nil
    }
  }

  private let entries = Mutex(Entries())
  /// Whether any child has effects in flight, read without taking the lock.
  private let hasLiveChildren = Atomic<Bool>(false)
  /// Dismissal channels asked to dismiss, whose wait was cancelled and has not yet woken.
  private let dismissalRequests = Mutex<Set<CancelKey>>([])

  /// The registry used by `withTaskCancellation(id:)` outside any store's effect.
  static let global = CancellationRegistry()

  /// The registry of a root that has started no effect yet: it never holds anything.
  static let empty = CancellationRegistry()

  init() {}

  /// Registers `effect` under `key` and every ancestor path of it.
  func insert(_ effect: some CancellableEffect, at key: CancelKey) {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .registry)
    #endif
    entries.withLock { entries in
      let registration = Registration(order: entries.nextOrder, effect: effect)
      entries.nextOrder += 1
      key.forEachRegistrationKey { key in
        entries.byKey[key, default: .empty].insert(registration)
      }
      entries.count(key, by: 1)
      if key.child != nil { hasLiveChildren.store(true, ordering: .relaxed) }
    }
  }

  /// Forgets `effect` under `key`, dropping keys that no longer hold anything.
  func remove(_ effect: some CancellableEffect, at key: CancelKey) {
    entries.withLock { entries in
      key.forEachRegistrationKey { key in
        guard let index = entries.byKey.index(forKey: key) else { return }
        entries.byKey.values[index].remove(effect)
        if entries.byKey.values[index].isEmpty { entries.byKey.remove(at: index) }
      }
      entries.count(key, by: -1)
      if key.child != nil { hasLiveChildren.store(!entries.liveChildren.isEmpty, ordering: .relaxed) }
    }
  }

  /// Whether some child may have effects in flight; false means none has.
  @usableFromInline
  var mayHaveLiveChildren: Bool {
    hasLiveChildren.load(ordering: .relaxed)
  }

  /// The children of kind `kind` stored at `keyPath` that have effects in flight (at any
  /// navigation path), in no particular order.
  func liveChildren(of kind: Any.Type, at keyPath: AnyKeyPath) -> [NavigationID] {
    guard hasLiveChildren.load(ordering: .relaxed) else { return [] }
    let family = NavigationID(kind: kind, keyPath: keyPath, identifier: nil)
    return entries.withLock { entries in entries.liveChildren.keys.filter { $0.isSibling(of: family) } }
  }

  /// Cancels every effect registered at exactly `key`.
  func cancel(_ key: CancelKey) {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .registry)
    #endif
    let cancelled = entries.withLock { $0.byKey.removeValue(forKey: key) }
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
    entries.withLock { $0.byKey[key] != nil }
  }

  /// The number of keys that still hold in-flight effects.
  var count: Int {
    entries.withLock { $0.byKey.count }
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
