import Synchronization

/// Runs a root store's effects: the synchronous part of each inside the send, everything
/// asynchronous as tasks it tracks until they finish, registered under their cancellation IDs.
///
/// Every case of `Effect.Operation` (declared beside `Effect`, in `Effect.swift`) is run here, and
/// the walks over an effect's structure (`isSynchronous`, `transformed`, `runCount`,
/// `mappingRuns`) are in this file. Four other places switch on it, each for one purpose: the
/// root store queues `.send` inline without calling here (`RootCore.start`), `Effect.swift`
/// reads a merge's or concatenation's parts and whether an effect is a tracked `.run`,
/// `ConcurrentRuns.swift` reads the runs of a merge it performs, and the test store counts
/// effects (`Effect+Tracking.swift`). A new effect primitive is declared in `Effect.swift` and
/// run here.
@MainActor
@usableFromInline
final class EffectInterpreter<Action> {
  let registry = CancellationRegistry()
  /// By id. Held as the protocol, not as `RunningEffect<Action>`: a dictionary of a type generic
  /// over `Action` looks up its metadata on every insert and removal, which cost more than the
  /// allocations the one object saves.
  private var running: [Int: any CancellableEffect] = [:]
  private var nextEffectID = 0
  /// Where actions of running effects go: the root's send path, with the group of the send
  /// that started them.
  private let deliver: @MainActor (Action, EffectGroup) -> Void

  init(deliver: @escaping @MainActor (Action, EffectGroup) -> Void) {
    self.deliver = deliver
  }

  /// The effect tasks started and not yet finished.
  var inFlightCount: Int { running.count }

  /// Cancels every running effect, as the store is released.
  func cancelAll() {
    for effect in running.values { effect.cancel() }
  }

  /// Runs `effect` as part of a send: `.send` actions are appended to `buffer`, cancellations
  /// happen now, and asynchronous work starts as tasks in `group`.
  @usableFromInline
  func start(
    _ effect: Effect<Action>, group: inout EffectGroup?, buffer: inout [Action],
    keys: [CancelKey] = []
  ) {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .interpreter)
    #endif
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      buffer.append(action)
    case .run(let run):
      startTask(for: run, keys: keys, group: &group)
    case .merge(let effects):
      startMerge(effects, group: &group, buffer: &buffer, keys: keys)
    case .concatenate(let effects):
      startConcatenation(effects, group: &group, buffer: &buffer, keys: keys)
    case .cancellable(let key, let cancelInFlight, let effect):
      if cancelInFlight { registry.cancel(key) }
      start(effect, group: &group, buffer: &buffer, keys: keys.appending(key))
    case .cancel(let key):
      registry.cancel(key)
    }
  }

  /// Starts `run` as a task, binding the dependencies it was created with unless the task
  /// inherits the same ones from this send.
  ///
  /// The operation and dependencies are captured, not the run, and the binding is decided
  /// here: a task keeps every frame while it waits, and each one more (a copy of the run, which
  /// is generic and so sized at run time, or a binding's frame) took each task's stack past its
  /// first 1 KB slab.
  private func startTask(for run: EffectRun<Action>, keys: [CancelKey], group: inout EffectGroup?) {
    let context = EffectContext(registry: registry, path: run.path)
    let operation = run.operation
    let dependencies = run.dependencies
    if AmbientDependencies.areInForce(dependencies) {
      startTask(keys: keys, group: &group, priority: run.priority) { send in
        await Self.perform(operation, send: send, in: context)
      }
    } else {
      startTask(keys: keys, group: &group, priority: run.priority) { send in
        await Self.perform(operation, dependencies: dependencies, send: send, context: context)
      }
    }
  }

  /// Runs a merge: its plain `.run`s, nested merges' included, as one task (`ConcurrentRuns`),
  /// every other part as it would run alone.
  private func startMerge(
    _ effects: EffectParts<Action>, group: inout EffectGroup?, buffer: inout [Action],
    keys: [CancelKey]
  ) {
    if effects.areTrackedRuns == true, let concurrent = ConcurrentRuns(effects) {
      return startTask(for: concurrent, keys: keys, group: &group)
    }
    var runs: [Effect<Action>] = []
    collectRuns(of: effects, into: &runs, group: &group, buffer: &buffer, keys: keys)
    guard runs.count > 1 else {
      if let run = runs.first { start(run, group: &group, buffer: &buffer, keys: keys) }
      return
    }
    startTask(for: ConcurrentRuns(runs: runs), keys: keys, group: &group)
  }

  /// Starts `concurrent` as one task, registered under `keys`.
  private func startTask(
    for concurrent: ConcurrentRuns<Action>, keys: [CancelKey], group: inout EffectGroup?
  ) {
    let context = EffectContext(registry: registry, path: .root)
    startTask(keys: keys, group: &group) { send in
      await concurrent.perform(send: send, context: context)
    }
  }

  /// Appends the plain `.run`s of a merge's `effects` to `runs`, and starts every other part.
  private func collectRuns(
    of effects: EffectParts<Action>, into runs: inout [Effect<Action>], group: inout EffectGroup?,
    buffer: inout [Action], keys: [CancelKey]
  ) {
    _ = effects.allSatisfyInOrder { effect in
      switch effect.operation {
      case .run: runs.append(effect)
      case .merge(let nested):
        collectRuns(of: nested, into: &runs, group: &group, buffer: &buffer, keys: keys)
      default: start(effect, group: &group, buffer: &buffer, keys: keys)
      }
      return true
    }
  }

  /// Runs the synchronous head of a concatenation now and the rest, in order, as one task.
  private func startConcatenation(
    _ effects: EffectParts<Action>, group: inout EffectGroup?, buffer: inout [Action],
    keys: [CancelKey]
  ) {
    var index = 0
    while index < effects.count, effects[index].isSynchronous {
      start(effects[index], group: &group, buffer: &buffer, keys: keys)
      index += 1
    }
    guard index < effects.count else { return }
    let rest = Effect<Action>(.concatenate(EffectParts(Array(effects[index...]))))
    let registry = registry
    startTask(keys: keys, group: &group) { send in
      await Self.perform(rest, send: send, registry: registry)
    }
  }

  /// Starts `operation` as a tracked task on the main actor, registered under `keys`.
  private func startTask(
    keys: [CancelKey],
    group: inout EffectGroup?,
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void
  ) {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.allocate()
    #endif
    let effectGroup = group ?? EffectGroup()
    group = effectGroup
    let effect = RunningEffect(
      id: nextEffectID, keys: keys, group: effectGroup, interpreter: self, deliver: deliver,
      operation: operation)
    nextEffectID += 1
    let task = Task(priority: priority) { [effect] in await effect.run() }
    effect.start(task)
    running[effect.id] = effect
    for key in keys { registry.insert(effect, at: key) }
    effectGroup.add(task, id: effect.id)
  }

  fileprivate func effectDidComplete(_ effect: RunningEffect<Action>) {
    guard running.removeValue(forKey: effect.id) != nil else { return }
    for key in effect.keys { registry.remove(effect, at: key) }
  }

  /// Performs `effect` to completion from inside an effect task.
  private static func perform(
    _ effect: Effect<Action>, send: Send<Action>, registry: CancellationRegistry
  ) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      send(action)
    case .run(let run):
      let context = EffectContext(registry: registry, path: run.path)
      await perform(run.operation, dependencies: run.dependencies, send: send, context: context)
    case .merge(let effects):
      let tasks = effects.map { effect in
        Task { @MainActor in await perform(effect, send: send, registry: registry) }
      }
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    case .concatenate(let effects):
      for effect in effects { await perform(effect, send: send, registry: registry) }
    case .cancellable(let key, let cancelInFlight, let effect):
      await performCancellable(
        effect, key: key, cancelInFlight: cancelInFlight, send: send, registry: registry)
    case .cancel(let key):
      registry.cancel(key)
    }
  }

  /// Performs a run's operation with the dependencies it was created with, and `context` as the effect
  /// context its `withTaskCancellation` calls see.
  ///
  /// Both are bound here, on the main actor, rather than by `withDependencies` inside the
  /// operation: that function's body is nonisolated, so it cost two more hops per effect. The
  /// dependencies are bound only when the task did not inherit the same ones: a waiting task
  /// keeps every binding's frame.
  private static func perform(
    _ operation: EffectRun<Action>.Operation, dependencies: DependencyValues, send: Send<Action>,
    context: EffectContext
  ) async {
    if AmbientDependencies.areInForce(dependencies) {
      await perform(operation, send: send, in: context)
    } else {
      await DependencyValues.$_current.withValue(dependencies) {
        await perform(operation, send: send, in: context)
      }
    }
  }

  /// Performs `operation` with `context` bound.
  private static func perform(
    _ operation: EffectRun<Action>.Operation, send: Send<Action>, in context: EffectContext
  ) async {
    await EffectContext.$current.withValue(context) {
      await operation(send)
    }
  }

  /// Performs `effect` as a task registered under `key` until it finishes.
  private static func performCancellable(
    _ effect: Effect<Action>, key: CancelKey, cancelInFlight: Bool, send: Send<Action>,
    registry: CancellationRegistry
  ) async {
    if cancelInFlight { registry.cancel(key) }
    let task = Task { @MainActor in await perform(effect, send: send, registry: registry) }
    let handle = CancellableTask(task)
    registry.insert(handle, at: key)
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    registry.remove(handle, at: key)
  }
}

extension Effect {
  /// Whether this effect only sends actions and cancels, with nothing asynchronous in it.
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: return true
    case .run: return false
    case .merge(let effects), .concatenate(let effects):
      return effects.allSatisfy { $0.isSynchronous }
    case .cancellable(_, _, let effect): return effect.isSynchronous
    }
  }

  /// This effect with its actions transformed and, when `namespace` is given, its cancellation
  /// IDs moved under that child so they stay local to it.
  func transformed<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    namespace: NavigationID?
  ) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let run):
      return .init(.run(run.transformed(transform, namespace: namespace)))
    case .merge(let effects):
      if let runs = ConcurrentRuns(effects) {
        return .init(.run(runs.asRun(transformed: transform, namespace: namespace)))
      }
      return .init(.merge(effects.mapped { $0.transformed(transform, namespace: namespace) }))
    case .concatenate(let effects):
      return .init(.concatenate(effects.mapped { $0.transformed(transform, namespace: namespace) }))
    case .cancellable(let key, let cancelInFlight, let effect):
      return .init(
        .cancellable(
          key.moved(under: namespace), cancelInFlight: cancelInFlight,
          effect.transformed(transform, namespace: namespace)
        ))
    case .cancel(let key):
      return .init(.cancel(key.moved(under: namespace)))
    }
  }

  /// The `.run`s in this effect that a test store waits for.
  var runCount: Int {
    switch operation {
    case .none, .send, .cancel: 0
    case .run(let run): run.isUntracked ? 0 : 1
    case .merge(let effects), .concatenate(let effects): effects.reduce(0) { $0 + $1.runCount }
    case .cancellable(_, _, let effect): effect.runCount
    }
  }

  /// This effect with the operation of every tracked `.run` in it replaced by `transform`'s.
  func mappingRuns(
    _ transform: (@escaping EffectRun<Action>.Operation) -> EffectRun<Action>.Operation
  ) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case .run(let run) where run.isUntracked:
      return self
    case .run(let run):
      return Self(
        .run(
          EffectRun(
            priority: run.priority, origin: run.origin, dependencies: run.dependencies,
            path: run.path,
            operation: transform(run.operation)
          )))
    case .merge(let effects):
      return Self(.merge(effects.mapped { $0.mappingRuns(transform) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.mapped { $0.mappingRuns(transform) }))
    case .cancellable(let key, let cancelInFlight, let effect):
      return Self(.cancellable(key, cancelInFlight: cancelInFlight, effect.mappingRuns(transform)))
    }
  }
}

/// An effect task the interpreter is tracking until it completes: what the task runs, where its
/// actions go, and what it is registered under, in one object.
///
/// One object, captured alone by the task's closure and by its `Send`, so that neither closure
/// needs a context of its own: starting an effect allocates this and the task, not five objects.
@MainActor
private final class RunningEffect<Action>: CancellableEffect {
  let id: Int
  let keys: [CancelKey]
  let group: EffectGroup
  private weak var interpreter: EffectInterpreter<Action>?
  /// The root's send path, held here so that a `send` from the effect does not go through the
  /// weak `interpreter`.
  private let deliver: @MainActor (Action, EffectGroup) -> Void
  private let operation: @MainActor @Sendable (Send<Action>) async -> Void
  /// Whether the operation has returned, so that a late `send` can be reported.
  private var isCompleted = false
  /// Set once, before the effect is registered anywhere a cancel can reach it.
  private nonisolated let task = Mutex<Task<Void, Never>?>(nil)

  init(
    id: Int, keys: [CancelKey], group: EffectGroup, interpreter: EffectInterpreter<Action>,
    deliver: @escaping @MainActor (Action, EffectGroup) -> Void,
    operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void
  ) {
    (self.id, self.keys, self.group, self.interpreter) = (id, keys, group, interpreter)
    (self.deliver, self.operation) = (deliver, operation)
  }

  func start(_ task: Task<Void, Never>) {
    self.task.withLock { $0 = task }
  }

  nonisolated func cancel() {
    task.withLock { $0 }?.cancel()
  }

  /// The task's body: the operation, then the interpreter and the group forget the effect.
  ///
  /// Inlined into the task's closure: as a frame of its own it pushed a `.run`'s task past its
  /// first stack slab (`Store.SendEffect/.run round trip`: 3,057 bytes per operation, against
  /// 2,041 inlined).
  @inline(__always) func run() async {
    await operation(Send { [self] action in send(action) })
    isCompleted = true
    interpreter?.effectDidComplete(self)
    group.remove(id)
  }

  private func send(_ action: Action) {
    if isCompleted { reportSendAfterCompletion(action) }
    deliver(action, group)
  }
}

@MainActor
private func reportSendAfterCompletion<Action>(_ action: Action) {
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
