#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The core that owns a store's state, runs its reducer and its effects.
///
/// The send path is `@inlinable` so that a store's closures, built where the reducer type is
/// known, call a copy specialized for it: no generic metadata lookups per action.
@usableFromInline
final class RootCore<R: Reducer>: Core<R.State, R.Action>, RootCoreProtocol {
  @usableFromInline typealias State = R.State
  @usableFromInline typealias Action = R.Action

  /// The state and send queue, behind a pointer: the send path mutates them without the
  /// dynamic exclusivity checks a class's stored properties get.
  @usableFromInline let storage: UnsafeMutablePointer<SendStorage<State, Action>>
  @usableFromInline let reducer: R
  @usableFromInline let dependencies: DependencyValues
  /// Runs the effects the reducer returns; made when the first one needs it, so a store that
  /// runs no effect allocates nothing for them.
  private var interpreter: EffectInterpreter<Action>?
  /// Made when the first observer is added.
  private var observers: ObserverRegistry?
  /// Whether the sends observers made are being run, by the outermost `notifyObservers`.
  private var isRunningObserverSends = false
  /// Whether a reentrant send was reported: the report is made once per store.
  private var hasReportedReentrantSend = false
  /// Whether a read of the state while reducing was reported: the report is made once per store.
  private var hasReportedStateReadWhileSending = false
  /// The collections some of whose elements are observed.
  @usableFromInline private(set) var observedCollections: [AnyKeyPath] = []

  @usableFromInline
  init(initialState: State, reducer: R, dependencies: DependencyValues) {
    let storage = UnsafeMutablePointer<SendStorage<State, Action>>.allocate(capacity: 1)
    storage.initialize(to: SendStorage(state: initialState))
    self.storage = storage
    self.reducer = reducer
    self.dependencies = dependencies
    super.init(stateVersion: SendStorage.stateVersion(in: storage))
  }

  isolated deinit {
    interpreter?.cancelAll()
    storage.deinitialize(count: 1)
    // Scoped cores hold their parents, so none outlives this root and the version in here.
    storage.deallocate()
  }

  override var state: State { storage.pointee.state }

  override var root: any RootCoreProtocol { self }

  var inFlightEffectCount: Int { interpreter?.inFlightCount ?? 0 }

  var registry: CancellationRegistry { effects.registry }

  /// The interpreter of this store's effects.
  @usableFromInline var effects: EffectInterpreter<Action> {
    if let interpreter { return interpreter }
    let made = EffectInterpreter<Action> { [weak self] action, group in
      _ = self?.send(action, origin: .effect(group))
    }
    interpreter = made
    reducingRegistry = Unmanaged.passUnretained(made.registry)
    ReducingRoot.registryWasMade(made.registry, by: self)
    return made
  }

  /// Runs the reducer for `action` and every action fed back synchronously, then notifies the
  /// observers once. A send made while the reducer runs is queued behind the current action; a
  /// send made by an observer waits until every observer of this send has been called.
  @inlinable
  func send(_ action: Action, origin: SendOrigin) -> EffectGroup? {
    guard storage.pointee.phase == .idle else { return enqueue(action, origin: origin) }
    storage.pointee.phase = .sending
    var group = origin.group
    if storage.pointee.tracksChanges {
      let tracker = ChangeTracker(observedCollections: observedCollections)
      ChangeTracker.withCurrent(tracker) { reduce(action, group: &group) }
      finishSend(changes: tracker)
    } else {
      reduce(action, group: &group)
      if storage.pointee.isObserved {
        finishSend(changes: nil)
      } else {
        storage.pointee.phase = .idle
      }
    }
    return group
  }

  /// Notifies the observers of a send whose reducers have run, then runs the sends they made.
  @inlinable
  func finishSend(changes: ChangeTracker?) {
    storage.pointee.phase = .notifying
    notifyObservers(changes: changes)
    storage.pointee.phase = .idle
    if storage.pointee.hasObserverSends { sendObserverActions() }
  }

  /// A send that arrived while the store was busy: queued behind the reducer's current action,
  /// or, from an observer, until the observers of the current send have all been called. The
  /// group returned for an observer's send is the one its effects will join.
  @usableFromInline
  func enqueue(_ action: Action, origin: SendOrigin) -> EffectGroup? {
    guard storage.pointee.phase == .notifying else {
      enqueueReentrant(action, origin: origin)
      return nil
    }
    let group = origin.group ?? EffectGroup()
    storage.pointee.observerSends.append((action, group))
    storage.pointee.hasObserverSends = true
    return group
  }

  /// Runs the reducer for `action`, then for every action fed back, in order.
  @inlinable
  func reduce(_ action: Action, group: inout EffectGroup?) {
    let context = ReducingRoot.enter(reducingRegistry, of: self)
    defer { ReducingRoot.restore(context) }
    withStoreDependencies {
      start(_run(reducer, into: &storage.pointee.state, action: action), group: &group)
      var index = 0
      while index < storage.pointee.buffer.count {
        let next = storage.pointee.buffer[index]
        index += 1
        start(_run(reducer, into: &storage.pointee.state, action: next), group: &group)
      }
    }
    if !storage.pointee.buffer.isEmpty { storage.pointee.buffer.removeAll(keepingCapacity: true) }
    storage.pointee.stateVersion &+= 1
  }

  /// The registry `forEach` asks which elements have effects in flight while this root
  /// reduces, unretained (the interpreter, which this root holds for its life, keeps it); nil
  /// until the first effect starts. Kept apart, and without exclusivity checks (only this root's
  /// main-actor code writes it, once), so that entering the reducing context costs no retain,
  /// release or access check per send.
  @usableFromInline @exclusivity(unchecked) private(set) var reducingRegistry:
    Unmanaged<CancellationRegistry>?

  /// Runs `body` with the store's dependencies in force, pushing them only when the ambient
  /// ones are not already the very same values.
  @inlinable
  func withStoreDependencies(_ body: () -> Void) {
    if dependenciesAreAmbient() {
      body()
    } else {
      DependencyValues.$_current.withValue(dependencies, operation: body)
    }
  }

  /// Whether the ambient dependencies are bit for bit the store's: the same storage and caches,
  /// hence the same values, so pushing them again would change nothing.
  @inlinable
  func dependenciesAreAmbient() -> Bool {
    if let matches = AmbientDependencies.boundValueMatches(dependencies) { return matches }
    if let matches = storage.pointee.defaultDependenciesMatch { return matches }
    let matches = AmbientDependencies.defaultValueMatches(dependencies)
    storage.pointee.defaultDependenciesMatch = matches
    return matches
  }

  @usableFromInline
  func enqueueReentrant(_ action: Action, origin: SendOrigin) {
    storage.pointee.buffer.append(action)
    if case .store = origin, !hasReportedReentrantSend { reportReentrantSend(action) }
  }

  /// Reports the first send made from outside while this store was processing an action. Once
  /// per store: a store observed with `withObservationTracking` whose `onChange` sends would
  /// otherwise report once per send.
  private func reportReentrantSend(_ action: Action) {
    hasReportedReentrantSend = true
    reportRuntimeIssue(
      """
      Sent '\(String(reflecting: action))' while an action was being processed.

      Reentrant actions are queued and processed after the current one, but sending from a \
      reducer or an observer in the middle of processing is usually a mistake: return an \
      effect instead. Later reentrant sends to this store are not reported.
      """
    )
  }

  var isSending: Bool { storage.pointee.phase == .sending }

  func reportStateReadWhileSending() {
    guard !hasReportedStateReadWhileSending else { return }
    hasReportedStateReadWhileSending = true
    reportRuntimeIssue(
      """
      Read the state of a store while it was processing an action.

      The reducer changes the store's state in place, so a read during its run sees a state only \
      partly changed (TCA reads the state from before the action). Read the state the reducer is \
      given, or read the store after the send. Later reads like this from this store are not \
      reported.
      """
    )
  }

  // MARK: Effects

  /// Queues `.send` actions inline and hands everything else to the interpreter.
  @inlinable @inline(__always)
  func start(_ effect: Effect<Action>, group: inout EffectGroup?) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      storage.pointee.buffer.append(action)
    default:
      startInInterpreter(effect, group: &group)
    }
  }

  /// Hands `effect` to the interpreter, out of line so that the inlined send path stays small.
  @usableFromInline
  func startInInterpreter(_ effect: Effect<Action>, group: inout EffectGroup?) {
    effects.start(effect, group: &group, buffer: &storage.pointee.buffer)
  }

  // MARK: Observation

  func addObserver(of element: ElementLocation?, _ onChange: @escaping @MainActor () -> Void) -> Int
  {
    let registry = observers ?? ObserverRegistry()
    observers = registry
    defer { observersDidChange() }
    return registry.add(of: element, onChange)
  }

  func removeObserver(_ id: Int) {
    observers?.remove(id)
    observersDidChange()
  }

  /// Calls the observers after a send.
  @usableFromInline
  func notifyObservers(changes: ChangeTracker?) {
    observers?.notify(changes: changes)
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

  private func observersDidChange() {
    observedCollections = observers?.observedCollections ?? []
    storage.pointee.tracksChanges = !observedCollections.isEmpty
    storage.pointee.isObserved = observers?.isEmpty == false
  }
}

/// What a root core's send path mutates: the state, the queue of actions fed back, and flags.
@usableFromInline
struct SendStorage<State, Action> {
  @usableFromInline var state: State
  @usableFromInline var buffer: [Action] = []
  @usableFromInline var phase = SendPhase.idle
  /// Sends made by observers while they were being notified, with the groups their effects join.
  @usableFromInline var observerSends: [(Action, EffectGroup)] = []
  /// Whether `observerSends` has any, read without touching the generic queue.
  @usableFromInline var hasObserverSends = false
  @usableFromInline var isObserved = false
  @usableFromInline var tracksChanges = false
  /// Whether the default dependencies (in force where none are bound) are the store's own, once
  /// a send has found out; the default never changes.
  @usableFromInline var defaultDependenciesMatch: Bool?
  /// The count of sends whose reducers have run, which scoped cores read through a pointer
  /// (`Core.stateVersion`).
  @usableFromInline var stateVersion: UInt64 = 0

  init(state: State) {
    self.state = state
  }

  /// The address of `stateVersion` in the storage at `storage`.
  static func stateVersion(in storage: UnsafeMutablePointer<Self>) -> UnsafeMutablePointer<UInt64> {
    (UnsafeMutableRawPointer(storage) + MemoryLayout<Self>.offset(of: \.stateVersion)!)
      .assumingMemoryBound(to: UInt64.self)
  }
}

/// What a root core is doing, which decides what happens to a send that arrives.
@usableFromInline
enum SendPhase: UInt8 {
  /// Nothing: a send runs at once.
  case idle
  /// Running reducers: a send is queued behind the current action.
  case sending
  /// Calling observers: a send waits until they have all been called.
  case notifying
}
