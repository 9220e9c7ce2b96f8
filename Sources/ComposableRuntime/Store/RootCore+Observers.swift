/// How a root store tells its observers: adding and removing them, and, once a send's reducers
/// have run, calling them and then running the sends they made (the spine's last hop,
/// docs/architecture.md).
extension RootCore {
  /// Adds an observer of `element`'s changes (of every send's, for nil); returns its id.
  func addObserver(of element: ElementLocation?, _ onChange: @escaping @MainActor () -> Void) -> Int
  {
    let registry = observers ?? ObserverRegistry()
    observers = registry
    defer { observersDidChange() }
    return registry.add(of: element, onChange)
  }

  /// Removes the observer with `id`.
  func removeObserver(_ id: Int) {
    observers?.remove(id)
    observersDidChange()
  }

  /// Tells the observers about a send whose reducers have run, then runs the sends they made.
  @inlinable
  func finishSend(changes: ChangeTracker?) {
    storage.pointee.phase = .notifying
    observers?.notify(changes: changes)
    storage.pointee.phase = .idle
    if storage.pointee.hasObserverSends { sendObserverActions() }
  }

  /// Runs the sends observers made, in order, each with its own notification. Only the
  /// outermost call runs them, in a loop, so a chain of observers sending from their callbacks
  /// runs iteratively instead of nesting one send inside another.
  @usableFromInline
  func sendObserverActions() {
    guard !isRunningObserverSends else { return }
    isRunningObserverSends = true
    var index = 0
    while index < storage.pointee.observerSends.count {
      let (action, group) = storage.pointee.observerSends[index]
      index += 1
      _ = send(action, origin: .effect(group))
    }
    storage.pointee.observerSends.removeAll(keepingCapacity: true)
    storage.pointee.hasObserverSends = false
    isRunningObserverSends = false
  }

  /// Sets what the send path checks (whether to track changes, whether to notify) from the
  /// observers there are now.
  func observersDidChange() {
    observedCollections = observers?.observedCollections ?? []
    storage.pointee.tracksChanges = !observedCollections.isEmpty
    storage.pointee.isObserved = observers?.isEmpty == false
  }
}
