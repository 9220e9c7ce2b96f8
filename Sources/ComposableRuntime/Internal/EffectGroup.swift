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

  /// Whether every task added so far has finished.
  func waitUntilFinished(within nanoseconds: UInt64) async -> Bool {
    await withTaskGroup(of: Bool.self) { race in
      race.addTask { await self.wait(); return true }
      race.addTask {
        try? await Task.sleep(nanoseconds: nanoseconds)
        return false
      }
      let finished = await race.next() ?? false
      race.cancelAll()
      return finished
    }
  }
}
