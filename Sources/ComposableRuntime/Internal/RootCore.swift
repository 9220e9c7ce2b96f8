/// The core that owns a store's state, runs its reducer and its effects.
final class RootCore<R: Reducer>: Core<R.State, R.Action>, RootCoreProtocol {
  typealias State = R.State
  typealias Action = R.Action

  private var currentState: State
  private let reducer: R
  private let dependencies: DependencyValues
  let registry = CancellationRegistry()
  private var buffer: [Action] = []
  private var isSending = false
  private var running: [Int: RunningEffect] = [:]
  private var nextEffectID = 0
  private var observers: [(id: Int, onChange: @MainActor () -> Void)] = []
  private var nextObserverID = 0

  init(initialState: State, reducer: R, dependencies: DependencyValues) {
    self.currentState = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  isolated deinit {
    for effect in running.values { effect.handle.cancel() }
  }

  override var state: State { currentState }

  override var root: any RootCoreProtocol { self }

  var inFlightEffectCount: Int { running.count }

  override func send(_ action: Action, origin: SendOrigin) -> EffectGroup? {
    buffer.append(action)
    guard !isSending else {
      if case .store = origin { reportReentrantSend(action) }
      return nil
    }
    isSending = true
    var group: EffectGroup?
    if case let .effect(originating) = origin { group = originating }
    DependencyValues.$_current.withValue(dependencies) {
      var index = 0
      while index < buffer.count {
        let effect = reducer.reduce(into: &currentState, action: buffer[index])
        index += 1
        execute(effect, group: &group, keys: [])
      }
    }
    buffer.removeAll(keepingCapacity: true)
    isSending = false
    notifyObservers()
    return group
  }

  private func reportReentrantSend(_ action: Action) {
    reportIssue(
      """
      Sent '\(String(reflecting: action))' while an action was being processed.

      Reentrant actions are queued and processed after the current one, but sending from a \
      reducer or an observer in the middle of processing is usually a mistake: return an \
      effect instead.
      """
    )
  }

  // MARK: Effects

  private func execute(_ effect: Effect<Action>, group: inout EffectGroup?, keys: [CancelKey]) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      buffer.append(action)
    case let .run(run):
      let registry = registry
      start(keys: keys, group: &group, priority: run.priority) { send in
        await Self.perform(effect, send: send, registry: registry)
      }
    case let .merge(effects):
      for effect in effects { execute(effect, group: &group, keys: keys) }
    case let .concatenate(effects):
      executeConcatenation(effects, group: &group, keys: keys)
    case let .cancellable(key, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(key) }
      execute(effect, group: &group, keys: keys + [key])
    case let .cancel(key):
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
      _ = self?.send(action, origin: .effect(effectGroup))
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
      if cancelInFlight { registry.cancel(key) }
      let task = Task { @MainActor in await perform(effect, send: send, registry: registry) }
      let handle = CancellableTask(task)
      registry.insert(handle, at: key)
      await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
      registry.remove(handle, at: key)
    case let .cancel(key):
      registry.cancel(key)
    }
  }

  // MARK: Observation

  func addObserver(_ onChange: @escaping @MainActor () -> Void) -> Int {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, onChange))
    return id
  }

  func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
  }

  private func notifyObservers() {
    guard !observers.isEmpty else { return }
    for observer in observers { observer.onChange() }
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
  reportIssue(
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
