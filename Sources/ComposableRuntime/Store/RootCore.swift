#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A root store's engine. Its jobs:
///
/// - **The send loop** (`send`, `enqueue`, `start`): runs the reducer for each action and every
///   action fed back synchronously, one at a time, in the `ReducingContext` below, queueing a
///   re-entrant send.
/// - **The state's storage**: owns `SendStorage` (the state, its version, the send queue) behind
///   a pointer it allocates and frees (docs/unsafe.md).
/// - **Effects**: makes its `EffectInterpreter` when the first effect starts, and publishes that
///   interpreter's cancellation registry to `ReducingContext`.
/// - **Observers**: keeps the `ObserverRegistry` and tells it after each send (`finishSend`, in
///   `RootCore+Observers.swift`).
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
  var observers: ObserverRegistry?
  /// Whether the sends observers made are being run, by the outermost `sendObserverActions`.
  var isRunningObserverSends = false
  private var misuseReports = MisuseReports()
  /// The collections some of whose elements are observed.
  @usableFromInline var observedCollections: [AnyKeyPath] = []

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
}

/// What is in force while a root store's reducers run: the store's dependencies, its
/// cancellation registry for the reducers that must know which of their children have effects
/// in flight, and the change tracker of a store whose observers watch elements.
///
/// `forEach` cancels the effects of the elements its parent removed. Finding the removed
/// elements by comparing the ids before and after costs a pass over the collection, and keeping
/// the ids from before makes the parent's next insertion or removal copy them: a list whose
/// rows are added and removed one send at a time would cost quadratic time. Asking the registry
/// which elements have effects in flight, and whether each is still present, costs nothing when
/// none do.
///
/// Root stores run their reducers on the main actor, one send at a time. The main actor is not
/// always one thread: in a process that called `dispatchMain()` (a server, Swift Testing's
/// runner on Linux) worker threads take turns running it. So the thread is recorded each time a
/// root enters, and a reducer running on another thread meanwhile (a `forEach` reduced by hand
/// in a parallel test), or outside any store, finds no registry here and compares ids itself.
@usableFromInline
enum ReducingContext {
  /// The registry of the root that is reducing, unretained (the root, busy in its send, holds
  /// it; nil while the root has started no effect), and the root.
  @usableFromInline
  typealias Context = (registry: Unmanaged<CancellationRegistry>?, root: ObjectIdentifier)

  /// Unchecked exclusivity: only the main thread writes it, between a root's reducers, and the
  /// dynamic checks would cost more than the rest of a root send.
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  @usableFromInline nonisolated(unsafe) static var current: Context? = nil

  /// The thread the reducing root entered on.
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  @usableFromInline nonisolated(unsafe) static var reducingThread: pthread_t? = nil

  /// The registry of the root store whose reducers are running on this thread, if any
  /// (``CancellationRegistry/empty`` for a root that has started no effect).
  @usableFromInline
  static var registry: CancellationRegistry? {
    guard let current, reducingThread == pthread_self() else { return nil }
    return current.registry?.takeUnretainedValue() ?? .empty
  }

  /// Whether some root is running its reducers on this thread.
  @inline(__always)
  static var isActive: Bool {
    current != nil
  }

  /// Runs `body`, a root's reducers, with `dependencies` in force, `registry` (nil for none
  /// yet) published as the reducing root's and `tracker`, if any, recording where the state
  /// changes; then puts the previous context back. The dependencies are bound only when the
  /// ambient ones are not already bit for bit the same (the same storage and caches, hence the
  /// same values); `defaultMatch` keeps, per root, whether the default ones are (the default
  /// never changes).
  @inlinable
  @MainActor
  static func run(
    _ root: AnyObject, registry: Unmanaged<CancellationRegistry>?,
    dependencies: DependencyValues, defaultMatch: inout Bool?, tracker: ChangeTracker?,
    _ body: () -> Void
  ) {
    reducingThread = pthread_self()
    let previous = current
    current = (registry, ObjectIdentifier(root))
    defer { current = previous }
    let inForce: Bool
    if let bound = AmbientDependencies.boundValueMatches(dependencies) {
      inForce = bound
    } else if let defaultMatch {
      inForce = defaultMatch
    } else {
      inForce = AmbientDependencies.defaultValueMatches(dependencies)
      defaultMatch = inForce
    }
    let previousTracker = tracker.map(ChangeTracker.enter)
    defer { if let previousTracker { ChangeTracker.leave(restoring: previousTracker) } }
    inForce ? body() : DependencyValues.$_current.withValue(dependencies, operation: body)
  }

  /// Records `registry` as the reducing root's when `root`, reducing, made it mid-send (its
  /// first effect started); a root made or read while another reduces leaves that one's
  /// context alone.
  @MainActor
  static func registryWasMade(_ registry: CancellationRegistry, by root: AnyObject) {
    guard let context = current, context.root == ObjectIdentifier(root) else { return }
    current = (Unmanaged.passUnretained(registry), context.root)
  }
}
