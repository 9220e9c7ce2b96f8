/// A root store's engine. Its jobs:
///
/// - **The send loop** (`send`, `enqueue`): runs the reducer for each action and every
///   action fed back synchronously, one at a time, queueing a re-entrant send.
/// - **The state's storage**: owns `SendStorage` (the state, its version, the send queue) behind
///   a pointer it allocates and frees (docs/unsafe.md).
/// - **Effects**: makes its `EffectInterpreter` when the first effect starts, and publishes that
///   interpreter's cancellation registry to `ReducingContext`.
/// - **Observers**: keeps the `ObserverRegistry` and tells it after each send (`finishSend`).
/// - **Misuse**: reports a state read during a send and other misuse once each (`MisuseReports`).
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
  /// Made when the first observer is added. Its exclusivity is not checked at run time: it is
  /// read and assigned only at once, on the main actor, so no access can overlap another.
  @usableFromInline
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  private(set) var observers: ObserverRegistry?
  /// Whether the sends observers made are being run, by the outermost `sendObserverActions`.
  private var isRunningObserverSends = false
  private var misuseReports = MisuseReports()
  /// The collections some of whose elements are observed.
  @usableFromInline private(set) var observedCollections: [AnyKeyPath] = []

  @usableFromInline
  init(initialState: State, reducer: R, dependencies: DependencyValues) {
    AmbientDependencies.probeBeforeFirstUse()
    let storage = UnsafeMutablePointer<SendStorage<State, Action>>.allocate(capacity: 1)
    storage.initialize(to: SendStorage(state: initialState))
    self.storage = storage
    self.reducer = reducer
    self.dependencies = dependencies
    // Computed here, where the storage's type is concrete, so that the offset is a constant.
    let version = MemoryLayout<SendStorage<State, Action>>.offset(of: \.stateVersion)!
    super.init(
      stateVersion: (UnsafeMutableRawPointer(storage) + version).assumingMemoryBound(
        to: UInt64.self))
  }

  isolated deinit {
    interpreter?.cancelAll()
    storage.deinitialize(count: 1)
    // Scoped cores hold their parents, so none outlives this root and the version in here.
    storage.deallocate()
  }

  override var state: State { storage.pointee.state }

  /// Nil without the fast paths: readers then copy the state out through `state`.
  override var stateAddress: UnsafeRawPointer? {
    guard FastPaths.areEnabled else { return nil }
    return UnsafeRawPointer(storage)
      + MemoryLayout<SendStorage<State, Action>>.offset(of: \.state)!
  }

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
    ReducingContext.registryWasMade(made.registry, by: self)
    return made
  }

  /// Runs the reducer for `action` and every action fed back synchronously, in order, in the
  /// store's reducing context, starting each effect as its reducer returns it; then notifies the
  /// observers once. A send made while the reducer runs is queued behind the current action; a
  /// send made by an observer waits until every observer of this send has been called.
  @inlinable
  func send(_ action: Action, origin: SendOrigin) -> EffectGroup? {
    guard storage.pointee.phase == .idle else { return enqueue(action, origin: origin) }
    storage.pointee.phase = .sending
    var group = origin.group
    let tracker =
      storage.pointee.tracksChanges ? ChangeTracker(observedCollections: observedCollections) : nil
    ReducingContext.run(
      self, registry: reducingRegistry, dependencies: dependencies,
      defaultMatch: &storage.pointee.defaultDependenciesMatch, tracker: tracker
    ) {
      start(reducer._run(reducer, into: &storage.pointee.state, action: action), group: &group)
      var index = 0
      while index < storage.pointee.buffer.count {
        let next = storage.pointee.buffer[index]
        index += 1
        start(reducer._run(reducer, into: &storage.pointee.state, action: next), group: &group)
      }
    }
    if !storage.pointee.buffer.isEmpty { storage.pointee.buffer.removeAll(keepingCapacity: true) }
    storage.pointee.stateVersion &+= 1
    if tracker != nil || storage.pointee.isObserved {
      finishSend(changes: tracker)
    } else {
      storage.pointee.phase = .idle
    }
    return group
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

  /// The registry `forEach` asks which elements have effects in flight while this root
  /// reduces, unretained (the interpreter, which this root holds for its life, keeps it); nil
  /// until the first effect starts. Kept apart, and without exclusivity checks (only this root's
  /// main-actor code writes it, once), so that entering the reducing context costs no retain,
  /// release or access check per send.
  @usableFromInline
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  private(set) var reducingRegistry: Unmanaged<CancellationRegistry>?

  @usableFromInline
  func enqueueReentrant(_ action: Action, origin: SendOrigin) {
    storage.pointee.buffer.append(action)
    if case .store = origin { misuseReports.reentrantSend(action) }
  }

  var isSending: Bool { storage.pointee.phase == .sending }

  func reportStateReadWhileSending() {
    misuseReports.stateReadWhileSending()
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

  private func observersDidChange() {
    observedCollections = observers?.observedCollections ?? []
    storage.pointee.tracksChanges = !observedCollections.isEmpty
    storage.pointee.isObserved = observers?.isEmpty == false
  }
}
