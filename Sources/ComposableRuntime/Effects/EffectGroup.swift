import Synchronization

/// The running tasks started by one top-level `send`, including those started by actions its
/// effects fed back, so that `StoreTask` can await or cancel the whole tree. A task leaves the
/// group when it finishes, so a long-lived effect that keeps feeding actions back does not make
/// the group grow.
@usableFromInline
final class EffectGroup: Sendable {
  /// The running tasks: most sends start one effect, so the first is kept without a
  /// dictionary.
  private struct Tasks {
    var first: (id: Int, task: Task<Void, Never>)?
    var others: [Int: Task<Void, Never>] = [:]
    var isCancelled = false

    mutating func insert(_ task: Task<Void, Never>, id: Int) {
      if first == nil, others.isEmpty { first = (id, task) } else { others[id] = task }
    }

    mutating func remove(_ id: Int) {
      if first?.id == id { first = nil } else { others.removeValue(forKey: id) }
    }

    var any: Task<Void, Never>? { first?.task ?? others.first?.value }
    var all: [Task<Void, Never>] { (first.map { [$0.task] } ?? []) + others.values }
  }

  private let tasks = Mutex(Tasks())

  /// Adds `task` to the group, cancelling it at once if the group was cancelled.
  func add(_ task: Task<Void, Never>, id: Int) {
    let isCancelled = tasks.withLock { tasks in
      tasks.insert(task, id: id)
      return tasks.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  /// Removes the finished task `id`.
  func remove(_ id: Int) {
    tasks.withLock { $0.remove(id) }
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

  /// Whether every task of the group has finished.
  var isFinished: Bool {
    tasks.withLock { $0.any == nil }
  }

  /// Waits until every task of the group, including tasks added while waiting, has finished.
  nonisolated(nonsending) func wait() async {
    while let task = tasks.withLock({ $0.any }) {
      await task.value
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
