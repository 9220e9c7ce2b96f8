/// The plain `.run`s of one merge, performed as one effect task: a task group with a child task
/// per run.
///
/// A merge of many runs then costs the store one task, one registration under its cancellation
/// IDs and one cancellation, on the main actor; each run's own task starts, runs and finishes in
/// the group, off the main actor, the way TCA performs a merge of runs. The runs still run
/// concurrently, each with its own dependencies and navigation path. They share one `send`, so
/// a send after one of them returned is reported once the whole merge has returned, as in TCA.
struct ConcurrentRuns<Action>: Sendable {
  let runs: [EffectRun<Action>]
  let registry: CancellationRegistry

  /// Performs every run in its own child task and returns when all have returned; cancelling
  /// the calling task cancels them all.
  ///
  /// Concurrent, so that the group and its children are made off the main actor.
  @concurrent
  func perform(send: Send<Action>) async {
    await withDiscardingTaskGroup { group in
      for run in runs {
        group.addTask(priority: run.priority) { [registry] in
          await Self.perform(run, send: send, registry: registry)
        }
      }
    }
  }

  /// Performs `run` with the dependencies it was created with and its effect context bound.
  @concurrent
  private static func perform(_ run: EffectRun<Action>, send: Send<Action>, registry: CancellationRegistry) async {
    let context = EffectContext(registry: registry, path: run.path)
    if AmbientDependencies.areInForce(run.dependencies) {
      await EffectContext.$current.withValue(context) { await run.operation(send) }
    } else {
      await DependencyValues.$_current.withValue(run.dependencies) {
        await EffectContext.$current.withValue(context) { await run.operation(send) }
      }
    }
  }
}
