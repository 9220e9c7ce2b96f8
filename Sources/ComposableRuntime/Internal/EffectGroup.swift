import Synchronization

/// The tasks started by one top-level `send`, including those started by actions its effects
/// fed back, so that `StoreTask` can await or cancel the whole tree.
final class EffectGroup: Sendable {
  private struct Tasks {
    var all: [Task<Void, Never>] = []
    var isCancelled = false
  }

  private let tasks = Mutex(Tasks())

  /// Adds `task` to the group, cancelling it at once if the group was cancelled.
  func add(_ task: Task<Void, Never>) {
    let isCancelled = tasks.withLock { tasks in
      if !tasks.isCancelled { tasks.all.append(task) }
      return tasks.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  /// Cancels every task of the group, and every task added later.
  func cancel() {
    let all = tasks.withLock { tasks in
      tasks.isCancelled = true
      return tasks.all
    }
    for task in all { task.cancel() }
  }

  var isCancelled: Bool {
    tasks.withLock { $0.isCancelled }
  }

  /// Waits until every task of the group, including tasks added while waiting, has finished.
  func wait() async {
    var index = 0
    while let task = tasks.withLock({ index < $0.all.count ? $0.all[index] : nil }) {
      await task.value
      index += 1
    }
  }

  /// Waits up to `nanoseconds` for every task of the group to finish; returns whether they did.
  /// Stops waiting at the deadline without affecting the tasks.
  @MainActor
  func waitUntilFinished(within nanoseconds: UInt64) async -> Bool {
    let finished = Mutex(false)
    Task { [self] in
      await wait()
      finished.withLock { $0 = true }
    }
    return await poll(until: { finished.withLock { $0 } }, timeout: nanoseconds)
  }
}
