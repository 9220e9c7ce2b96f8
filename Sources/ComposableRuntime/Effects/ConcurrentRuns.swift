/// The plain `.run`s of one merge, performed as one effect task: a task group with a child task
/// per run.
///
/// A merge of many runs then costs the store one task, one registration under its cancellation
/// IDs and one cancellation, on the main actor; each run's own task starts, runs and finishes in
/// the group, off the main actor, the way TCA performs a merge of runs. A child's merge of runs
/// becomes one `.run` as its parent scopes it (`asRun`), so that scoping costs the same for one
/// run as for a hundred. The runs still run concurrently, each with its own dependencies and
/// navigation path. They share one `send`, so a send after one of them returned is reported once
/// the whole merge has returned, as in TCA.
struct ConcurrentRuns<Action>: Sendable {
  /// The runs, each as its `.run` effect: the merge's own list, not a copy.
  let runs: EffectParts<Action>

  /// The runs of `parts` when every part is a `.run` that test stores wait for and there are at
  /// least two; nil otherwise.
  init?(_ parts: EffectParts<Action>) {
    guard parts.count > 1 else { return nil }
    guard parts.areTrackedRuns ?? parts.allSatisfyInOrder({ $0.isTrackedRun }) else { return nil }
    self.runs = parts
  }

  /// `runs`, which must all be `.run` effects.
  init(runs: [Effect<Action>]) {
    self.runs = EffectParts(runs, areTrackedRuns: nil)
  }

  /// These runs as one run of a parent feature, whose actions `transform` makes and whose child
  /// `namespace` is; the run's path is the namespace, and each run's own path follows it.
  func asRun<T>(transformed transform: @escaping @Sendable (Action) -> T, namespace: NavigationID?)
    -> EffectRun<T>
  {
    guard case .run(let first) = runs[0].operation else {
      preconditionFailure("ConcurrentRuns holds only runs")
    }
    return EffectRun<T>(
      priority: nil, origin: first.origin, dependencies: first.dependencies,
      path: namespace.map { NavigationPath.root.prepending($0) } ?? .root
    ) { [self] send in
      await perform(
        send: Send { action in send.deliver(transform(action)) }, context: EffectContext.current)
    }
  }

  /// Performs every run in its own child task and returns when all have returned; cancelling
  /// the calling task cancels them all. `context` is the merge's own: each run's path follows
  /// its path.
  ///
  /// Concurrent, so that the group and its children are made off the main actor. `context` is
  /// bound once, around the group, for its children to inherit: a run made at the merge's own
  /// path (most are) then binds nothing of its own.
  @concurrent
  func perform(send: Send<Action>, context: EffectContext?) async {
    guard let context else { return await performInGroup(send: send, context: nil) }
    await EffectContext.$current.withValue(context) {
      await performInGroup(send: send, context: context)
    }
  }

  @concurrent
  private func performInGroup(send: Send<Action>, context: EffectContext?) async {
    await withDiscardingTaskGroup { group in
      _ = runs.allSatisfyInOrder { effect in
        guard case .run(let run) = effect.operation else { return true }
        group.addTask(priority: run.priority) {
          await Self.perform(run, send: send, context: context)
        }
        return true
      }
    }
  }

  /// Performs `run` with the dependencies it was created with and its effect context bound,
  /// unless that context is the inherited `context`.
  @concurrent
  private static func perform(_ run: EffectRun<Action>, send: Send<Action>, context: EffectContext?)
    async
  {
    guard let context, !run.path.isEmpty else { return await perform(run, send: send) }
    let own = EffectContext(registry: context.registry, path: context.path.appending(run.path))
    await EffectContext.$current.withValue(own) { await perform(run, send: send) }
  }

  @concurrent
  private static func perform(_ run: EffectRun<Action>, send: Send<Action>) async {
    if AmbientDependencies.areInForce(run.dependencies) {
      await run.operation(send)
    } else {
      await DependencyValues.$_current.withValue(run.dependencies) { await run.operation(send) }
    }
  }
}
