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
  let registry = CancellationRegistry()
  private var running: [Int: RunningEffect] = [:]
  private var nextEffectID = 0
  private typealias Observer = (id: Int, onChange: @MainActor () -> Void)
  /// Observers called after every send.
  private var observers: [Observer] = [] {
    didSet { observersDidChange() }
  }
  /// Observers of collection elements, by collection path and element id: called only after
  /// sends that may have changed their element.
  private var elementObservers: [AnyKeyPath: [AnyHashable: [Observer]]] = [:] {
    didSet { observersDidChange() }
  }
  private var observedElements: [Int: ElementLocation] = [:]
  /// The keys of `elementObservers`.
  @usableFromInline var observedCollections: [AnyKeyPath] = []
  private var nextObserverID = 0

  @usableFromInline
  init(initialState: State, reducer: R, dependencies: DependencyValues) {
    self.storage = .allocate(capacity: 1)
    storage.initialize(to: SendStorage(state: initialState))
    self.reducer = reducer
    self.dependencies = dependencies
  }

  isolated deinit {
    #if COMPOSABLE_RUNTIME_MUTANTS
      if Mutant.releasedStoreKeepsEffects.isActive { running.removeAll() }
    #endif
    for effect in running.values { effect.handle.cancel() }
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  override var state: State { storage.pointee.state }

  override var root: any RootCoreProtocol { self }

  var inFlightEffectCount: Int { running.count }

  /// Runs the reducer for `action` and every action fed back synchronously, then notifies the
  /// observers once.
  @inlinable
  func process(_ action: Action, origin: SendOrigin) -> EffectGroup? {
    guard !storage.pointee.isSending else {
      enqueueReentrant(action, origin: origin)
      return nil
    }
    storage.pointee.isSending = true
    var group = origin.group
    if storage.pointee.tracksChanges {
      let tracker = ChangeTracker(observedCollections: observedCollections)
      ChangeTracker.withCurrent(tracker) { runReducers(action, group: &group) }
      storage.pointee.isSending = false
      notifyObservers(changes: tracker)
    } else {
      runReducers(action, group: &group)
      storage.pointee.isSending = false
      if storage.pointee.isObserved { notifyObservers(changes: nil) }
    }
    return group
  }

  /// Runs the reducer for `action`, then for every action fed back, in order.
  @inlinable
  func runReducers(_ action: Action, group: inout EffectGroup?) {
    #if COMPOSABLE_RUNTIME_MUTANTS
      if Mutant.depthFirstFeedback.isActive { return runReducersLastInFirstOut(action, group: &group) }
    #endif
    withStoreDependencies {
      execute(_run(reducer, into: &storage.pointee.state, action: action), group: &group)
      var index = 0
      while index < storage.pointee.buffer.count {
        let next = storage.pointee.buffer[index]
        index += 1
        execute(_run(reducer, into: &storage.pointee.state, action: next), group: &group)
      }
    }
    if !storage.pointee.buffer.isEmpty { storage.pointee.buffer.removeAll(keepingCapacity: true) }
  }

  #if COMPOSABLE_RUNTIME_MUTANTS
    /// The mutant `depthFirstFeedback`: fed-back actions taken from the end of the queue.
    @usableFromInline
    func runReducersLastInFirstOut(_ action: Action, group: inout EffectGroup?) {
      withStoreDependencies {
        execute(_run(reducer, into: &storage.pointee.state, action: action), group: &group)
        while let next = storage.pointee.buffer.popLast() {
          execute(_run(reducer, into: &storage.pointee.state, action: next), group: &group)
        }
      }
    }
  #endif

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
  @usableFromInline
  nonisolated func dependenciesAreAmbient() -> Bool {
    var ambient = DependencyValues._current
    var own = dependencies
    return withUnsafeBytes(of: &ambient) { ambient in
      withUnsafeBytes(of: &own) { own in
        memcmp(ambient.baseAddress!, own.baseAddress!, own.count) == 0
      }
    }
  }

  @usableFromInline
  func enqueueReentrant(_ action: Action, origin: SendOrigin) {
    storage.pointee.buffer.append(action)
    if case .store = origin { reportReentrantSend(action) }
  }

  private func reportReentrantSend(_ action: Action) {
    reportRuntimeIssue(
      """
      Sent '\(String(reflecting: action))' while an action was being processed.

      Reentrant actions are queued and processed after the current one, but sending from a \
      reducer or an observer in the middle of processing is usually a mistake: return an \
      effect instead.
      """
    )
  }

  // MARK: Effects

  /// Queues `.send` actions inline and hands everything else to `execute(_:group:keys:)`.
  @inlinable
  func execute(_ effect: Effect<Action>, group: inout EffectGroup?) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      storage.pointee.buffer.append(action)
    default:
      execute(effect, group: &group, keys: [])
    }
  }

  @usableFromInline
  func execute(_ effect: Effect<Action>, group: inout EffectGroup?, keys: [CancelKey]) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      storage.pointee.buffer.append(action)
    case let .run(run):
      let registry = registry
      start(keys: keys, group: &group, priority: run.priority) { send in
        await Self.perform(effect, send: send, registry: registry)
      }
    case let .merge(effects):
      #if COMPOSABLE_RUNTIME_MUTANTS
        if Mutant.mergeSendsReversed.isActive {
          for effect in effects.reversed() { execute(effect, group: &group, keys: keys) }
          return
        }
      #endif
      for effect in effects { execute(effect, group: &group, keys: keys) }
    case let .concatenate(effects):
      executeConcatenation(effects, group: &group, keys: keys)
    case let .cancellable(key, cancelInFlight, effect):
      #if COMPOSABLE_RUNTIME_MUTANTS
        if Mutant.cancelInFlightIgnored.isActive { return execute(effect, group: &group, keys: keys + [key]) }
      #endif
      if cancelInFlight { registry.cancel(key) }
      execute(effect, group: &group, keys: keys + [key])
    case let .cancel(key):
      #if COMPOSABLE_RUNTIME_MUTANTS
        if Mutant.cancelIgnored.isActive { return }
      #endif
      registry.cancel(key)
    }
  }

  /// Runs the synchronous head of a concatenation now and the rest, in order, as one task.
  private func executeConcatenation(
    _ effects: [Effect<Action>], group: inout EffectGroup?, keys: [CancelKey]
  ) {
    var index = 0
    while index < effects.count, effects[index].isSynchronous {
      execute(effects[index], group: &group, keys: keys)
      index += 1
    }
    guard index < effects.count else { return }
    let rest = Effect<Action>(.concatenate(Array(effects[index...])))
    let registry = registry
    start(keys: keys, group: &group) { send in
      await Self.perform(rest, send: send, registry: registry)
    }
  }

  /// Starts `operation` as a tracked task on the main actor, registered under `keys`.
  @discardableResult
  private func start(
    keys: [CancelKey],
    group: inout EffectGroup?,
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    let effectGroup = group ?? EffectGroup()
    group = effectGroup
    let id = nextEffectID
    nextEffectID += 1
    let completion = EffectCompletion()
    let send = Send<Action> { [weak self] action in
      if completion.isCompleted { reportSendAfterCompletion(action) }
      _ = self?.process(action, origin: .effect(effectGroup))
    }
    let task = Task(priority: priority) { @MainActor [weak self] in
      await operation(send)
      completion.isCompleted = true
      self?.effectDidComplete(id)
      effectGroup.remove(id)
    }
    let effect = RunningEffect(handle: CancellableTask(task), keys: keys)
    running[id] = effect
    for key in keys { registry.insert(effect.handle, at: key) }
    effectGroup.add(task, id: id)
    return task
  }

  private func effectDidComplete(_ id: Int) {
    guard let effect = running.removeValue(forKey: id) else { return }
    for key in effect.keys { registry.remove(effect.handle, at: key) }
  }

  /// Performs `effect` to completion from inside an effect task.
  private static func perform(
    _ effect: Effect<Action>, send: Send<Action>, registry: CancellationRegistry
  ) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      send(action)
    case let .run(run):
      await EffectContext.$current.withValue(EffectContext(registry: registry, path: run.path)) {
        await run.operation(send)
      }
    case let .merge(effects):
      let tasks = effects.map { effect in
        Task { @MainActor in await perform(effect, send: send, registry: registry) }
      }
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    case let .concatenate(effects):
      for effect in effects { await perform(effect, send: send, registry: registry) }
    case let .cancellable(key, cancelInFlight, effect):
      #if COMPOSABLE_RUNTIME_MUTANTS
        if cancelInFlight, Mutant.cancelInFlightIgnored.isActive {
          return await perform(Effect(.cancellable(key, cancelInFlight: false, effect)), send: send, registry: registry)
        }
      #endif
      if cancelInFlight { registry.cancel(key) }
      let task = Task { @MainActor in await perform(effect, send: send, registry: registry) }
      let handle = CancellableTask(task)
      registry.insert(handle, at: key)
      await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
      registry.remove(handle, at: key)
    case let .cancel(key):
      #if COMPOSABLE_RUNTIME_MUTANTS
        if Mutant.cancelIgnored.isActive { return }
      #endif
      registry.cancel(key)
    }
  }

  // MARK: Observation

  func addObserver(of element: ElementLocation?, _ onChange: @escaping @MainActor () -> Void) -> Int {
    let id = nextObserverID
    nextObserverID += 1
    if let element {
      elementObservers[element.collection, default: [:]][element.id, default: []].append((id, onChange))
      observedElements[id] = element
    } else {
      observers.append((id, onChange))
    }
    return id
  }

  func removeObserver(_ id: Int) {
    guard let element = observedElements.removeValue(forKey: id) else {
      return observers.removeAll { $0.id == id }
    }
    elementObservers[element.collection]?[element.id]?.removeAll { $0.id == id }
    if elementObservers[element.collection]?[element.id]?.isEmpty == true {
      elementObservers[element.collection]?[element.id] = nil
    }
    if elementObservers[element.collection]?.isEmpty == true { elementObservers[element.collection] = nil }
  }

  /// Calls the observers after a send: every general one, and of the element observers only
  /// those of elements that `changes` does not rule out.
  @usableFromInline
  func notifyObservers(changes: ChangeTracker?) {
    for observer in observers { observer.onChange() }
    for (collection, byID) in elementObservers {
      if let changed = changes?.changedElements(of: collection) {
        for id in changed { byID[id]?.forEach { $0.onChange() } }
      } else {
        for observers in byID.values { observers.forEach { $0.onChange() } }
      }
    }
  }

  private func observersDidChange() {
    storage.pointee.tracksChanges = !elementObservers.isEmpty
    observedCollections = Array(elementObservers.keys)
    storage.pointee.isObserved = !observers.isEmpty || !elementObservers.isEmpty
  }
}

/// What a root core's send path mutates: the state, the queue of actions fed back, and flags.
@usableFromInline
struct SendStorage<State, Action> {
  @usableFromInline var state: State
  @usableFromInline var buffer: [Action] = []
  @usableFromInline var isSending = false
  @usableFromInline var isObserved = false
  @usableFromInline var tracksChanges = false

  init(state: State) {
    self.state = state
  }
}

/// An effect task the root core is tracking until it completes.
private struct RunningEffect {
  let handle: CancellableTask<Void, Never>
  let keys: [CancelKey]
}

/// Whether an effect's operation has returned, so that a late `send` can be reported.
@MainActor
private final class EffectCompletion {
  var isCompleted = false
}

@MainActor
private func reportSendAfterCompletion<Action>(_ action: Action) {
  #if COMPOSABLE_RUNTIME_MUTANTS
    if Mutant.sendAfterCompletionSilent.isActive { return }
  #endif
  reportRuntimeIssue(
    """
    An action was sent from a completed effect:

      Action:
        \(String(reflecting: action))

    The "send" handed to "Effect.run" was called after the operation returned, probably from \
    an unstructured task or a stored closure. Keep the operation running until it has sent its \
    last action.
    """
  )
}

extension Effect {
  /// Whether this effect only sends actions and cancels, with nothing asynchronous in it.
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: return true
    case .run: return false
    case let .merge(effects), let .concatenate(effects): return effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect): return effect.isSynchronous
    }
  }
}
