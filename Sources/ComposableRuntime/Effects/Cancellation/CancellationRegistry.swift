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
      case .one(let only):
        guard only.effect !== registration.effect else { return }
        self = .many([
          ObjectIdentifier(only.effect): only, ObjectIdentifier(registration.effect): registration,
        ])
      case .many(var all):
        self = .empty
        if all[ObjectIdentifier(registration.effect)] == nil {
          all[ObjectIdentifier(registration.effect)] = registration
        }
        self = .many(all)
      }
    }

    mutating func remove(_ effect: any CancellableEffect) {
      switch self {
      case .empty:
        return
      case .one(let only):
        if only.effect === effect { self = .empty }
      case .many(var all):
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
      case .one(let only): only.effect.cancel()
      case .many(let all):
        for registration in all.values.sorted(by: { $0.order < $1.order }) {
          registration.effect.cancel()
        }
      }
    }
  }

  /// A node of the registry's trie, one per navigation path holding effects: the effects
  /// registered at its path or below, by cancellation ID, and the nodes one level down.
  ///
  /// A trie, so that registering an effect `k` levels down costs `k` steps: storing it under
  /// each of its path's prefixes as a dictionary key would hash and copy `k` paths of up to `k`
  /// ids each, which made a chain of 1,000 presented features cost seconds per send.
  private final class PathNode {
    // Unchecked exclusivity: nodes are reached only under the registry's lock, one access at a
    // time, and the dynamic checks cost six calls per effect registered.
    #if !COMPOSABLE_RUNTIME_SAFE_PATHS
      @exclusivity(unchecked)
    #endif
    var entries: [RegistrationID: Entry] = [:]
    #if !COMPOSABLE_RUNTIME_SAFE_PATHS
      @exclusivity(unchecked)
    #endif
    var children: [NavigationID: PathNode] = [:]

    var isEmpty: Bool { entries.isEmpty && children.isEmpty }

    /// The node one level down at `id`, made if missing.
    func child(_ id: NavigationID) -> PathNode {
      if let existing = children[id] { return existing }
      let made = PathNode()
      children[id] = made
      return made
    }
  }

  /// A cancellation ID without its path: the key of a node's entries.
  private struct RegistrationID: Hashable {
    let id: ErasedHashable
    let discriminator: ObjectIdentifier

    init(_ key: CancelKey) {
      id = key.id
      discriminator = key.discriminator
    }

    /// Hashes the ID alone; the type's hash is an address (see `NavigationID.hash(into:)`).
    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }

  /// The registry's state: the trie, the number of (ID, path) entries, the order the next
  /// registration gets, and the children with effects in flight.
  private struct Entries {
    let root = PathNode()
    var count = 0
    var nextOrder: UInt64 = 0
    /// The children with effects in flight, each with the number of its registrations.
    var liveChildren: [NavigationID: Int] = [:]

    mutating func count(_ key: CancelKey, by change: Int) {
      guard let child = key.child else { return }
      // One lookup while the child keeps effects in flight, a second only to drop it.
      guard let index = liveChildren.index(forKey: child) else {
        if change > 0 { liveChildren[child] = change }
        return
      }
      liveChildren.values[index] += change
      if liveChildren.values[index] <= 0 { liveChildren.remove(at: index) }
    }

    /// The nodes from the root towards `path`'s, stopping where one is missing (a cancel may
    /// have emptied and pruned the deeper ones while the effect is still registered higher up).
    func nodes(along path: NavigationPath) -> [PathNode] {
      var nodes = [root]
      nodes.reserveCapacity(path.count + 1)
      for id in path {
        guard let next = nodes[nodes.count - 1].children[id] else { break }
        nodes.append(next)
      }
      return nodes
    }

    /// The node of `path`, if anything is registered there or below.
    func node(at path: NavigationPath) -> PathNode? {
      var node = root
      for id in path {
        guard let next = node.children[id] else { return nil }
        node = next
      }
      return node
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
    let id = RegistrationID(key)
    entries.withLock { entries in
      let registration = Registration(order: entries.nextOrder, effect: effect)
      entries.nextOrder += 1
      var node = entries.root
      entries.count += Self.register(registration, id: id, at: node)
      for child in key.path {
        node = node.child(child)
        entries.count += Self.register(registration, id: id, at: node)
      }
      entries.count(key, by: 1)
      if key.child != nil { hasLiveChildren.store(true, ordering: .relaxed) }
    }
  }

  /// Forgets `effect` under `key`, dropping entries and nodes that no longer hold anything.
  func remove(_ effect: some CancellableEffect, at key: CancelKey) {
    let id = RegistrationID(key)
    entries.withLock { entries in
      entries.count -= Self.remove(effect, id: id, from: entries.root)
      if !key.path.isEmpty {
        let nodes = entries.nodes(along: key.path)
        for node in nodes.dropFirst() { entries.count -= Self.remove(effect, id: id, from: node) }
        if nodes.dropFirst().contains(where: \.isEmpty) { Self.prune(nodes, along: key.path) }
      }
      entries.count(key, by: -1)
      if key.child != nil {
        hasLiveChildren.store(!entries.liveChildren.isEmpty, ordering: .relaxed)
      }
    }
  }

  /// Drops the empty nodes among `nodes`, the nodes along `path` from the root.
  private static func prune(_ nodes: [PathNode], along path: NavigationPath) {
    let ids = path.ids
    for depth in (1..<nodes.count).reversed() where nodes[depth].isEmpty {
      nodes[depth - 1].children[ids[depth - 1]] = nil
    }
  }

  /// Adds `registration` to `node`'s entry `id`; returns 1 when the entry is new.
  ///
  /// One lookup: whether the entry is new shows in the dictionary's count, which an
  /// insertion changes only by adding the entry.
  private static func register(_ registration: Registration, id: RegistrationID, at node: PathNode)
    -> Int
  {
    let before = node.entries.count
    node.entries[id, default: .empty].insert(registration)
    return node.entries.count - before
  }

  /// Removes `effect` from `node`'s entry `id`; returns 1 when the entry is gone with it.
  private static func remove(
    _ effect: some CancellableEffect, id: RegistrationID, from node: PathNode
  ) -> Int {
    guard let index = node.entries.index(forKey: id) else { return 0 }
    node.entries.values[index].remove(effect)
    guard node.entries.values[index].isEmpty else { return 0 }
    node.entries.remove(at: index)
    return 1
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
    return entries.withLock { entries in
      entries.liveChildren.keys.filter { $0.isSibling(of: family) }
    }
  }

  /// Cancels every effect registered at exactly `key`.
  func cancel(_ key: CancelKey) {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .registry)
    #endif
    let id = RegistrationID(key)
    let cancelled = entries.withLock { entries -> Entry? in
      guard let removed = entries.node(at: key.path)?.entries.removeValue(forKey: id) else {
        return nil
      }
      entries.count -= 1
      return removed
    }
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
    let id = RegistrationID(key)
    return entries.withLock { $0.node(at: key.path)?.entries[id] != nil }
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
